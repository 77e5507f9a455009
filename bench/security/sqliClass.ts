/**
 * The security review's SQL injection class: injection strings in every string field of every
 * service. Bench code only.
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { call, postJson, refused4xx, statusIn, withoutEcho, type Answer, type Recorder } from './harness.js'
import { registration, resolveCall, RESOLVER } from './namesClasses.js'
import { RAMP_BODY } from './rampClass.js'
import { APP, OPERATOR_TOKEN, SHOP, SIGNER, SIWX_DOMAIN, SIWX_URI, USDC, type Servers } from './servers.js'

export const SQLI = 'SQL injection in every string field'

export const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE names; --",
  '" OR 1=1 --',
  '1; SELECT pg_sleep(3)--',
  "' UNION SELECT token_hash, 1, 2 FROM auth_sessions--",
  "admin'--",
  "'||(SELECT sqlite_version())||'",
  "') OR ('x'='x",
]

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const enc = encodeURIComponent

/** One string field: how a payload reaches it, and what the server may answer. */
interface Field {
  name: string
  send: (payload: string) => Promise<Answer>
  /** Allowed statuses; default any 4xx. */
  ok?: (a: Answer) => true | string
}

export async function sqliClass(rec: Recorder, s: Servers): Promise<void> {
  const { auth, siwx, names, project, ramp, convert } = s.urls
  const authPost = (path: string, body: unknown) => postJson(`${auth}${path}`, body, { Origin: SIGNER })
  const nonce = async () => (await postJson(`${siwx}/nonce`, {}, { Origin: APP })).json.nonce as string
  const signer = privateKeyToAccount(generatePrivateKey())
  const siweFor = async () =>
    createSiweMessage({
      address: signer.address,
      chainId: 1,
      domain: SIWX_DOMAIN,
      uri: SIWX_URI,
      version: '1',
      nonce: await nonce(),
      issuedAt: new Date(),
    })
  const register = async (field: string, payload: string) => {
    const body: Record<string, unknown> = await registration(
      s,
      privateKeyToAccount(generatePrivateKey()),
      `inj${Date.now().toString(36)}`,
    )
    body[field] = payload
    return postJson(`${names}/register`, body, { Origin: APP })
  }
  const event = (change: Record<string, string>, props: Record<string, string> = {}) => ({
    eventId: `inj-${Math.random().toString(36).slice(2, 12)}`,
    url: 'https://shop.test/',
    domain: 'shop.test',
    timestamp: 1,
    props: { type: 'error', event: 'E', errorType: 'Error', errorMessage: 'm', stackTrace: 's', ...props },
    ...change,
  })
  const postEvent = (query: string, body: unknown) => postJson(`${project}/e?${query}`, body, { Origin: SHOP })
  /** Taken as data: stored (204), never a leak; the listing below checks it reads back verbatim. */
  const storedAsData = statusIn(204)
  const fields: Field[] = [
    { name: 'auth otp/start email', send: (p) => authPost('/otp/start', { email: p, site: APP }) },
    { name: 'auth otp/start site', send: (p) => authPost('/otp/start', { email: 'a@example.test', site: p }) },
    {
      name: 'auth otp/verify challengeId',
      send: (p) => authPost('/otp/verify', { challengeId: p, code: '123456', deviceId: 'device-0001' }),
    },
    {
      name: 'auth otp/verify code',
      send: (p) => authPost('/otp/verify', { challengeId: 'A'.repeat(22), code: p, deviceId: 'device-0001' }),
    },
    {
      name: 'auth otp/verify deviceId',
      send: (p) => authPost('/otp/verify', { challengeId: 'A'.repeat(22), code: '123456', deviceId: p }),
    },
    { name: 'auth social/start provider', send: (p) => authPost('/social/start', { provider: p, site: APP }) },
    { name: 'auth social/start site', send: (p) => authPost('/social/start', { provider: 'google', site: p }) },
    {
      name: 'auth social/poll requestId',
      send: (p) => authPost('/social/poll', { requestId: p, secret: 'A'.repeat(43) }),
    },
    {
      name: 'auth bearer token',
      send: (p) => call(`${auth}/session`, { headers: { Authorization: `Bearer ${p}` } }),
      ok: statusIn(401),
    },
    {
      name: 'siwx verify message',
      send: (p) => postJson(`${siwx}/verify`, { message: p, signature: '0x00' }, { Origin: APP }),
      ok: statusIn(400, 401),
    },
    {
      name: 'siwx verify signature',
      send: async (p) => postJson(`${siwx}/verify`, { message: await siweFor(), signature: p }, { Origin: APP }),
      ok: statusIn(400, 401),
    },
    {
      name: 'siwx sessions caipNetworkId',
      send: (p) =>
        call(`${siwx}/sessions?caipNetworkId=${enc(p)}&address=${signer.address}`, {
          headers: { Authorization: `Bearer ${'A'.repeat(43)}` },
        }),
    },
    {
      name: 'siwx sessions address',
      send: (p) =>
        call(`${siwx}/sessions?caipNetworkId=eip155:1&address=${enc(p)}`, {
          headers: { Authorization: `Bearer ${'A'.repeat(43)}` },
        }),
    },
    { name: 'names lookup name', send: (p) => call(`${names}/lookup/${enc(p)}`), ok: statusIn(400, 404) },
    {
      name: 'names reverse address',
      send: (p) => call(`${names}/reverse/${enc(p)}`),
      ok: (a) => (a.status === 200 ? a.json?.names?.length === 0 || 'names returned' : refused4xx(a)),
    },
    {
      name: 'names reverse coinType',
      send: (p) => call(`${names}/reverse/${signer.address}?coinType=${enc(p)}`),
      ok: statusIn(400),
    },
    {
      name: 'names suggestions query',
      send: (p) => call(`${names}/suggestions/${enc(p)}`),
      ok: (a) =>
        a.status === 200
          ? a.json?.suggestions?.every((x: { name: string }) => /^[a-z0-9-]+\./.test(x.name)) || 'odd suggestion'
          : refused4xx(a),
    },
    { name: 'names register name', send: (p) => register('name', p) },
    { name: 'names register address', send: (p) => register('address', p) },
    { name: 'names register message', send: (p) => register('message', p) },
    { name: 'names register signature', send: (p) => register('signature', p) },
    {
      name: 'names gateway sender',
      send: (p) => postJson(`${names}/gateway`, { sender: p, data: resolveCall('alice.modal.id') }),
      ok: statusIn(400),
    },
    {
      name: 'names gateway data',
      send: (p) => postJson(`${names}/gateway`, { sender: RESOLVER, data: p }),
      ok: statusIn(400),
    },
    {
      name: 'project config projectId',
      send: (p) => call(`${project}/appkit/v1/config?projectId=${enc(p)}`),
      ok: statusIn(400, 404),
    },
    {
      name: 'project origins projectId',
      send: (p) => call(`${project}/projects/v1/origins?projectId=${enc(p)}`),
      ok: statusIn(400, 404),
    },
    {
      name: 'project analytics projectId',
      send: (p) => call(`${project}/getAnalyticsConfig?projectId=${enc(p)}`),
      ok: statusIn(400, 404),
    },
    {
      name: 'project admin projectId',
      send: (p) =>
        call(`${project}/admin/projects/${enc(p)}`, { headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` } }),
      ok: statusIn(400, 404),
    },
    { name: 'project image id', send: (p) => call(`${project}/getWalletImage/${enc(p)}`), ok: statusIn(400, 404) },
    { name: 'events projectId', send: (p) => postEvent(`projectId=${enc(p)}`, event({})), ok: statusIn(400, 404) },
    { name: 'events eventId', send: (p) => postEvent('projectId=inject', event({ eventId: p })), ok: statusIn(400) },
    {
      name: 'events st (stored as data)',
      send: (p) => postEvent(`projectId=inject&st=${enc(p)}`, event({})),
      ok: storedAsData,
    },
    {
      name: 'events url (stored as data)',
      send: (p) => postEvent('projectId=inject', event({ url: p })),
      ok: storedAsData,
    },
    {
      name: 'events errorMessage (stored as data)',
      send: (p) => postEvent('projectId=inject', event({}, { errorMessage: p })),
      ok: storedAsData,
    },
    ...(
      [
        'walletAddress',
        'network',
        'amount',
        'paymentCurrency',
        'purchaseCurrency',
        'externalCustomerId',
        'redirectUrl',
      ] as const
    ).map((field) => ({
      name: `ramp ${field}`,
      send: (p: string) => postJson(`${ramp}/ramp/moonpay/checkout`, { ...RAMP_BODY, [field]: p }, { Origin: APP }),
      ok: statusIn(400),
    })),
    {
      name: 'ramp provider path',
      send: (p) => postJson(`${ramp}/ramp/${enc(p)}/checkout`, RAMP_BODY, { Origin: APP }),
      ok: statusIn(404),
    },
    {
      name: 'convert src',
      send: (p) => call(`${convert}/quote?src=${enc(p)}&dst=${USDC}&amount=1`),
      ok: statusIn(400),
    },
    {
      name: 'convert dst',
      send: (p) => call(`${convert}/quote?src=${NATIVE}&dst=${enc(p)}&amount=1`),
      ok: statusIn(400),
    },
    {
      name: 'convert amount',
      send: (p) => call(`${convert}/quote?src=${NATIVE}&dst=${USDC}&amount=${enc(p)}`),
      ok: statusIn(400),
    },
    {
      name: 'convert tokenAddress',
      send: (p) => call(`${convert}/approve/transaction?tokenAddress=${enc(p)}`),
      ok: statusIn(400),
    },
    {
      name: 'convert chainId',
      send: (p) => call(`${convert.replace(/31337$/, enc(p))}/tokens`),
      ok: statusIn(400, 404),
    },
  ]
  for (const field of fields) {
    for (const payload of SQL_PAYLOADS) {
      const started = performance.now()
      await rec.input(
        SQLI,
        true,
        `${field.name} = ${payload}`,
        'refused or taken as data; no 5xx, no database text, no delay',
        () => field.send(payload),
        (a) => {
          if (performance.now() - started > 2_500) return 'slow answer (a sleep ran?)'
          return (field.ok ?? refused4xx)(withoutEcho(a, payload))
        },
      )
    }
  }
  // Afterwards: the stored payloads read back verbatim, and the tables are all there.
  await rec.input(
    SQLI,
    false,
    'the stored payloads read back verbatim',
    'every payload listed as sent',
    () => call(`${project}/e?projectId=inject&limit=1000`, { headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` } }),
    (a) => {
      if (a.status !== 200) return `got ${a.status}`
      const text = JSON.stringify(a.json.events)
      return (
        SQL_PAYLOADS.every((p) => text.includes(JSON.stringify(p).slice(1, -1))) || 'a payload is missing or altered'
      )
    },
  )
  await rec.input(
    SQLI,
    false,
    'names still answer after the payloads',
    '200 suggestions',
    () => call(`${names}/suggestions/alice`),
    statusIn(200),
  )
  await rec.input(
    SQLI,
    false,
    'auth still answers after the payloads',
    '200 challenge',
    () => authPost('/otp/start', { email: `after-${Date.now()}@example.test`, site: APP }),
    statusIn(200),
  )
}
