/**
 * The security review's names classes: the names gateway flood (per-IP limit), registrations per
 * address, and the nonce mint without JSON (415). Bench code only.
 */
import { encodeFunctionData, namehash, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { packetToBytes } from 'viem/ens'
import { buildNameRegistrationMessage } from '../../src/core/names/registrationMessage.js'
import { NAME_GATEWAY_ABI, RESOLVER_PROFILE_ABI } from '../../src/server/names/gatewayAbi.js'
import { call, freshIp, NOT_JSON_TYPES, postJson, statusIn, type Recorder } from './harness.js'
import { APP, LOWERED_LIMITS, NAMES_DOMAIN, SUFFIX, type Servers } from './servers.js'

export const GATEWAY_FLOOD = 'Names gateway flood (per-IP limit)'
export const REGISTRATION_FLOOD = 'Names registrations per address'
export const NONCE_415 = 'Nonce mint without JSON (415)'

export const RESOLVER = '0x00000000000000000000000000000000000e5e00'
export const resolveCall = (name: string) =>
  encodeFunctionData({
    abi: NAME_GATEWAY_ABI,
    functionName: 'resolve',
    args: [
      toHex(packetToBytes(name)),
      encodeFunctionData({ abi: RESOLVER_PROFILE_ABI, functionName: 'addr', args: [namehash(name)] }),
    ],
  })

/** Waits, when fewer than `needMs` are left in the current fixed window of `windowMs` (the servers' limits count in windows aligned to the epoch). */
export async function freshWindow(windowMs: number, needMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs)
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50))
}

/** A signed registration of `label` by `account`, with a nonce asked from `ip`. */
export async function registration(
  s: Servers,
  account: ReturnType<typeof privateKeyToAccount>,
  label: string,
  ip = freshIp(),
) {
  const nonce = (await postJson(`${s.urls.names}/nonce`, {}, { Origin: APP }, ip)).json.nonce as string
  const message = buildNameRegistrationMessage({
    name: `${label}.${SUFFIX}`,
    address: account.address,
    coinType: 60,
    domain: NAMES_DOMAIN,
    nonce,
    issuedAt: new Date().toISOString(),
  })
  return {
    name: label,
    coinType: 60,
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
  }
}

export async function namesClasses(rec: Recorder, s: Servers): Promise<void> {
  const base = s.urls.names
  // Gateway flood from one IP: the first `limit` answered, the rest 429; reads and other clients unaffected.
  const { limit } = LOWERED_LIMITS.namesGatewayPerIp
  await freshWindow(60_000, 8_000)
  const flooder = freshIp()
  for (let i = 0; i < limit + 15; i++) {
    const data = resolveCall(`flood${i % 7}.${SUFFIX}`)
    const within = i < limit
    await rec.input(
      GATEWAY_FLOOD,
      !within,
      within ? `gateway answer #${i + 1} (within the limit)` : `gateway answer #${i + 1} past the limit`,
      within ? '200' : '429',
      () =>
        i % 2
          ? postJson(`${base}/gateway`, { sender: RESOLVER, data }, {}, flooder)
          : call(`${base}/gateway/${RESOLVER}/${data}.json`, { ip: flooder }),
      statusIn(within ? 200 : 429),
    )
  }
  await rec.input(
    GATEWAY_FLOOD,
    false,
    'a lookup from the flooding IP (reads apart)',
    '404 (no such name)',
    () => call(`${base}/lookup/nobody99.${SUFFIX}`, { ip: flooder }),
    statusIn(404),
  )
  await rec.input(
    GATEWAY_FLOOD,
    false,
    'the gateway from another IP',
    '200',
    () => call(`${base}/gateway/${RESOLVER}/${resolveCall(`flood0.${SUFFIX}`)}.json`),
    statusIn(200),
  )

  // Registrations per address: 5 per hour per key, from any IP.
  await freshWindow(3_600_000, 15_000)
  const key = privateKeyToAccount(generatePrivateKey())
  const ips = [freshIp(), freshIp(), freshIp()]
  const tag = Date.now().toString(36)
  for (let i = 0; i < 9; i++) {
    const body = await registration(s, key, `flood${tag}${i}`, ips[i % 3])
    const within = i < 5
    await rec.input(
      REGISTRATION_FLOOD,
      !within,
      `registration #${i + 1} by one key (IP ${(i % 3) + 1} of 3)`,
      within ? '201' : '429',
      () => postJson(`${base}/register`, body, { Origin: APP }, ips[i % 3]),
      statusIn(within ? 201 : 429),
    )
  }
  const other = privateKeyToAccount(generatePrivateKey())
  const body = await registration(s, other, `other${tag}`, ips[0])
  await rec.input(
    REGISTRATION_FLOOD,
    false,
    'another key from the same IP',
    '201',
    () => postJson(`${base}/register`, body, { Origin: APP }, ips[0]),
    statusIn(201),
  )
  await rec.input(
    REGISTRATION_FLOOD,
    false,
    'lookup of a name registered in the flood',
    '200',
    () => call(`${base}/lookup/flood${tag}0.${SUFFIX}`),
    statusIn(200),
  )

  // Nonces without a JSON content type (a cross-site form): 415, on the names and SIWX services.
  const types = [...NOT_JSON_TYPES, 'application/json-seq']
  for (const [service, url] of [
    ['names', `${base}/nonce`],
    ['siwx', `${s.urls.siwx}/nonce`],
  ] as const) {
    for (const type of types) {
      await rec.input(
        NONCE_415,
        true,
        `${service} POST /nonce, Content-Type ${type ?? '(none)'}`,
        '415',
        () =>
          call(url, {
            method: 'POST',
            headers: { Origin: APP, ...(type ? { 'Content-Type': type } : {}) },
            body: 'a=1',
          }),
        statusIn(415),
      )
    }
    for (const type of ['application/json', 'application/json; charset=utf-8']) {
      await rec.input(
        NONCE_415,
        false,
        `${service} POST /nonce, Content-Type ${type}`,
        '200',
        () => call(url, { method: 'POST', headers: { Origin: APP, 'Content-Type': type }, body: '{}' }),
        statusIn(200),
      )
    }
  }
}
