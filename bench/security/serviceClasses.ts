/**
 * The security review's classes against the name service, the project server (error analytics),
 * the ramp broker and the convert service: floods past their limits, nonce minting without JSON,
 * hostile amounts, redirect URLs and extra fields, amounts above uint256 and tokens that are not
 * contracts. Bench code only.
 */
import { encodeFunctionData, namehash, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { packetToBytes } from 'viem/ens'
import { buildNameRegistrationMessage } from '../../src/core/names/registrationMessage.js'
import { NAME_GATEWAY_ABI, RESOLVER_PROFILE_ABI } from '../../src/server/names/gatewayAbi.js'
import { call, freshIp, postJson, statusIn, type Answer, type Recorder } from './harness.js'
import {
  APP,
  LOWERED_LIMITS,
  NAMES_DOMAIN,
  OPERATOR_TOKEN,
  rampProviderBodies,
  SHOP,
  SUFFIX,
  USDC,
  type Servers,
} from './servers.js'

export const GATEWAY_FLOOD = 'Names gateway flood (per-IP limit)'
export const REGISTRATION_FLOOD = 'Names registrations per address'
export const NONCE_415 = 'Nonce mint without JSON (415)'
export const ANALYTICS = 'Error-analytics junk'
export const RAMP = 'Ramp broker hostile checkouts'
export const CONVERT = 'Convert service amounts, tokens, per-IP'

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
  const types: (string | undefined)[] = [
    undefined,
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/json',
    'application/jsonx',
    'application/json-seq',
  ]
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

const errorEvent = (n: number, text = 'Failed to connect') => ({
  eventId: `bench-${n.toString().padStart(6, '0')}-${Date.now().toString(36)}`,
  url: 'https://shop.test/',
  domain: 'shop.test',
  timestamp: Date.now(),
  props: {
    type: 'error',
    event: 'CONNECT_ERROR',
    errorType: 'Error',
    errorMessage: text,
    stackTrace: 'at f (x.js:1:2)',
  },
})

export async function analyticsClass(rec: Recorder, s: Servers): Promise<void> {
  const post = (project: string, body: unknown, origin: string | undefined, ip = freshIp()) =>
    postJson(`${s.urls.project}/e?projectId=${project}&st=bench&sv=1`, body, origin ? { Origin: origin } : {}, ip)
  let n = 0
  const real = errorEvent(++n, 'the real error')
  await rec.input(ANALYTICS, false, 'a real event from the shop', '204', () => post('shop', real, SHOP), statusIn(204))
  for (const origin of [
    'https://evil.test',
    undefined,
    'null',
    'https://shop.test.evil.test',
    'http://shop.test',
    'https://shop.test:8443',
    'https://evilshop.test',
    'https://sub.shop.test',
  ]) {
    await rec.input(
      ANALYTICS,
      true,
      `an event from origin ${origin ?? '(none)'}`,
      '403',
      () => post('shop', errorEvent(++n), origin),
      statusIn(403),
    )
  }
  await rec.input(
    ANALYTICS,
    true,
    'an event for a project with analytics off',
    '403',
    () => post('quiet', errorEvent(++n), SHOP),
    statusIn(403),
  )
  await rec.input(
    ANALYTICS,
    true,
    'an event for an unknown project',
    '404',
    () => post('nobody', errorEvent(++n), SHOP),
    statusIn(404),
  )
  // The spec's client limit, on the server: 5 per 60 s per client.
  await freshWindow(60_000, 5_000)
  const client = freshIp()
  for (let i = 0; i < 9; i++) {
    const within = i < 5
    await rec.input(
      ANALYTICS,
      !within,
      `event #${i + 1} from one client in a minute`,
      within ? '204' : '429',
      () => post('shop', errorEvent(++n), SHOP, client),
      statusIn(within ? 204 : 429),
    )
  }
  // The project's write quota: junk from many IPs past it is refused, and the real event stays listed.
  await freshWindow(3_600_000, 15_000)
  const { limit } = LOWERED_LIMITS.projectEventQuota
  const stored = 6 // the real event and the client's 5
  for (let i = stored; i < limit + 12; i++) {
    const within = i < limit
    await rec.input(
      ANALYTICS,
      !within,
      within
        ? `junk event #${i + 1} within the project's quota (from a new IP)`
        : `junk event #${i + 1} past the project's quota (new IP)`,
      within ? '204' : '429',
      () => post('shop', errorEvent(++n, 'junk'), SHOP),
      statusIn(within ? 204 : 429),
    )
  }
  await rec.input(
    ANALYTICS,
    true,
    'eviction of the real event by the junk',
    'the real event still listed',
    () =>
      call(`${s.urls.project}/e?projectId=shop&limit=1000`, { headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` } }),
    (a) =>
      (a.status === 200 && a.json.events.some((e: { eventId: string }) => e.eventId === real.eventId)) ||
      'the real event is gone',
  )
}

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const RAMP_BODY = {
  walletAddress: ME,
  network: 'eip155:1',
  amount: '100',
  paymentCurrency: 'USD',
  purchaseCurrency: 'USDC',
  externalCustomerId: 'cust-1',
}

export async function rampClass(rec: Recorder, s: Servers): Promise<void> {
  const checkout = (provider: string, body: unknown, origin = APP) =>
    postJson(`${s.urls.ramp}/ramp/${provider}/checkout`, body, { Origin: origin })
  await rec.input(
    RAMP,
    false,
    'an honest checkout (signed URL)',
    '200',
    () => checkout('moonpay', RAMP_BODY),
    statusIn(200),
  )
  await rec.input(
    RAMP,
    false,
    'an honest checkout with an allowed redirect',
    '200',
    () => checkout('moonpay', { ...RAMP_BODY, redirectUrl: 'https://app.test/done' }),
    statusIn(200),
  )
  await rec.input(RAMP, false, 'an honest widget session', '200', () => checkout('widget', RAMP_BODY), statusIn(200))
  const amounts = [
    '-100',
    'NaN',
    '1e309',
    'Infinity',
    '-Infinity',
    '0',
    '0.00',
    '-0',
    '1e3',
    '100.999',
    '0x64',
    ' 100',
    '100 ',
    '9.99',
    '25000.01',
    '1000000000000000000000',
    '100,00',
    '１００',
    '+100',
    '',
  ]
  for (const amount of amounts)
    await rec.input(
      RAMP,
      true,
      `amount ${JSON.stringify(amount)}`,
      '400',
      () => checkout('moonpay', { ...RAMP_BODY, amount }),
      statusIn(400),
    )
  await rec.input(
    RAMP,
    true,
    'amount as a JSON number 1e308',
    '400',
    () => checkout('moonpay', { ...RAMP_BODY, amount: 1e308 }),
    statusIn(400),
  )
  const redirects = [
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://evil.test/',
    'https://app.test.evil.test/',
    'https://app.test@evil.test/',
    'https://user:pw@app.test/',
    '//evil.test/',
    'http://app.test/',
    'https://app.test:444/',
    'file:///etc/passwd',
  ]
  for (const redirectUrl of redirects)
    await rec.input(
      RAMP,
      true,
      `redirectUrl ${redirectUrl}`,
      '400',
      () => checkout('moonpay', { ...RAMP_BODY, redirectUrl }),
      statusIn(400),
    )
  const wrong: [string, Record<string, unknown>][] = [
    ['purchaseCurrency ETH (not sold)', { purchaseCurrency: 'ETH' }],
    ['network eip155:999', { network: 'eip155:999' }],
    ['paymentCurrency EUR (not taken)', { paymentCurrency: 'EUR' }],
    ['a Solana address on eip155', { walletAddress: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk' }],
    ['an address with a bad checksum', { walletAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92267' }],
    ['externalCustomerId with a newline', { externalCustomerId: 'cust\n1' }],
    ['externalCustomerId of 200 characters', { externalCustomerId: 'c'.repeat(200) }],
    ['walletAddress as a number', { walletAddress: 1 }],
  ]
  for (const [label, change] of wrong)
    await rec.input(RAMP, true, label, '400', () => checkout('moonpay', { ...RAMP_BODY, ...change }), statusIn(400))
  // Extra fields must never reach a provider under the operator's secret.
  const extras = {
    fee: '0.01337',
    lockAmount: 'true',
    apiKey: 'pk_attacker',
    signature: 'forged',
    baseCurrencyAmount: '1337',
    quoteCurrencyAmount: '999',
    redirectURL: 'javascript:alert(1)',
    currencyCode: 'eth',
  }
  for (const [field, value] of Object.entries(extras)) {
    await rec.input(
      RAMP,
      true,
      `extra field ${field} (signed URL)`,
      '200 without it, or 400',
      () => checkout('moonpay', { ...RAMP_BODY, [field]: value }),
      (a) => {
        if (a.status === 400) return true
        if (a.status !== 200) return `got ${a.status}`
        const leaked = [...new URL(a.json.url).searchParams].find(([, v]) => v === String(value))
        return !leaked || `${field}'s value reached the signed URL as ${leaked[0]}`
      },
    )
    const before = rampProviderBodies.length
    await rec.input(
      RAMP,
      true,
      `extra field ${field} (widget session)`,
      '200 without it, or 400',
      () => checkout('widget', { ...RAMP_BODY, [field]: value }),
      (a) => {
        if (a.status === 400) return true
        if (a.status !== 200) return `got ${a.status}`
        const sent = JSON.stringify(rampProviderBodies.slice(before))
        return !sent.includes(`"${field}"`) || `${field} reached the provider`
      },
    )
  }
  await rec.input(
    RAMP,
    true,
    'a checkout from another origin',
    '403',
    () => checkout('moonpay', RAMP_BODY, 'https://evil.test'),
    statusIn(403),
  )
  await rec.input(
    RAMP,
    true,
    'an inherited provider name (__proto__)',
    '404',
    () => checkout('__proto__', RAMP_BODY),
    statusIn(404),
  )
}

export async function convertClass(rec: Recorder, s: Servers): Promise<void> {
  const get = (path: string, ip?: string) => call(`${s.urls.convert}/${path}`, ip ? { ip } : {})
  const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
  const names =
    (field: string) =>
    (a: Answer): true | string =>
      (a.status === 400 && String(a.json?.description ?? '').startsWith(`${field}:`)) ||
      `got ${a.status} ${a.json?.description ?? a.json?.error}`
  await rec.input(
    CONVERT,
    false,
    'a quote native → USDC',
    '200',
    () => get(`quote?src=${NATIVE}&dst=${USDC}&amount=1000000000000000000`),
    statusIn(200),
  )
  await rec.input(
    CONVERT,
    false,
    'an approve transaction for USDC',
    '200',
    () => get(`approve/transaction?tokenAddress=${USDC}&amount=1000`),
    statusIn(200),
  )
  const amounts = [
    String(2n ** 256n),
    String(10n ** 78n - 1n),
    String(10n ** 79n),
    String(2n ** 256n + 1n),
    '-1',
    '0',
    '1e18',
    '0x10',
    '1.5',
    ' 1',
    'NaN',
    '',
  ]
  for (const amount of amounts) {
    await rec.input(
      CONVERT,
      true,
      `quote amount ${amount.slice(0, 20)}${amount.length > 20 ? '…' : ''}`,
      "400 naming 'amount'",
      () => get(`quote?src=${NATIVE}&dst=${USDC}&amount=${encodeURIComponent(amount)}`),
      names('amount'),
    )
    await rec.input(
      CONVERT,
      true,
      `approve amount ${amount.slice(0, 20)}${amount.length > 20 ? '…' : ''}`,
      "400 naming 'amount'",
      () => get(`approve/transaction?tokenAddress=${USDC}&amount=${encodeURIComponent(amount)}`),
      names('amount'),
    )
  }
  for (let i = 0; i < 4; i++) {
    const eoa = privateKeyToAccount(generatePrivateKey()).address
    await rec.input(
      CONVERT,
      true,
      'quote with a src that is not a contract',
      "400 naming 'src'",
      () => get(`quote?src=${eoa}&dst=${USDC}&amount=1000`),
      names('src'),
    )
    await rec.input(
      CONVERT,
      true,
      'quote with a dst that is not a contract',
      "400 naming 'dst'",
      () => get(`quote?src=${NATIVE}&dst=${eoa}&amount=1000`),
      names('dst'),
    )
    await rec.input(
      CONVERT,
      true,
      'approve for a token that is not a contract',
      "400 naming 'tokenAddress'",
      () => get(`approve/transaction?tokenAddress=${eoa}`),
      names('tokenAddress'),
    )
  }
  // The per-IP limit, every route together.
  await freshWindow(60_000, 5_000)
  const client = freshIp()
  const { limit } = LOWERED_LIMITS.convertPerIp
  for (let i = 0; i < limit + 10; i++) {
    const within = i < limit
    await rec.input(
      CONVERT,
      !within,
      within ? `request #${i + 1} from one IP (within the limit)` : `request #${i + 1} from one IP past the limit`,
      within ? '200' : '429',
      () => get(i % 2 ? 'tokens' : `quote?src=${NATIVE}&dst=${USDC}&amount=1000`, client),
      statusIn(within ? 200 : 429),
    )
  }
  await rec.input(CONVERT, false, 'another IP after the flood', '200', () => get('tokens'), statusIn(200))
}
