/**
 * The security review's classes that cut across every service: SQL injection strings in every
 * string field, oversize bodies, wrong content types, CORS from origins not allowed, and stalled
 * bodies. Bench code only.
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import {
  call,
  freshIp,
  lazyBody,
  postJson,
  refused4xx,
  stalledBody,
  statusIn,
  withoutEcho,
  type Answer,
  type Recorder,
} from './harness.js'
import { RAMP_BODY, registration, resolveCall, RESOLVER } from './serviceClasses.js'
import {
  APP,
  BODY_READ_TIMEOUT_MS,
  OPERATOR_TOKEN,
  SHOP,
  SIGNER,
  SIWX_DOMAIN,
  SIWX_URI,
  USDC,
  type Servers,
} from './servers.js'

export const SQLI = 'SQL injection in every string field'
export const BODY_CAPS = 'Oversize bodies (body caps)'
export const CONTENT_TYPES = 'Wrong content types (415)'
export const CORS = 'CORS from disallowed origins'
export const STALLED = 'Stalled bodies (408)'

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

/** A POST route that reads a JSON body: its URL, headers, cap and a body it takes. */
interface BodyRoute {
  name: string
  url: string
  headers: Record<string, string>
  cap: number
  honest: () => Promise<string>
}

function bodyRoutes(s: Servers): BodyRoute[] {
  const { auth, siwx, names, project, ramp } = s.urls
  return [
    {
      name: 'auth POST /otp/start',
      url: `${auth}/otp/start`,
      headers: { Origin: SIGNER },
      cap: 8 * 1024,
      honest: async () => JSON.stringify({ email: `cap-${Math.random()}@example.test`, site: APP }),
    },
    {
      name: 'auth POST /social/start',
      url: `${auth}/social/start`,
      headers: { Origin: SIGNER },
      cap: 8 * 1024,
      honest: async () => JSON.stringify({ provider: 'google', site: APP }),
    },
    {
      name: 'siwx POST /verify',
      url: `${siwx}/verify`,
      headers: { Origin: APP },
      cap: 16 * 1024,
      honest: async () => JSON.stringify({ message: 'x', signature: '0x00' }),
    },
    {
      name: 'names POST /register',
      url: `${names}/register`,
      headers: { Origin: APP },
      cap: 8192,
      honest: async () =>
        JSON.stringify(
          await registration(
            s,
            privateKeyToAccount(generatePrivateKey()),
            `cap${Math.random().toString(36).slice(2, 10)}`,
          ),
        ),
    },
    {
      name: 'names POST /gateway',
      url: `${names}/gateway`,
      headers: {},
      cap: 8192,
      honest: async () => JSON.stringify({ sender: RESOLVER, data: resolveCall('alice.modal.id') }),
    },
    {
      name: 'project POST /e',
      url: `${project}/e?projectId=inject`,
      headers: { Origin: SHOP },
      cap: 16 * 1024,
      honest: async () =>
        JSON.stringify({
          eventId: `cap-${Math.random().toString(36).slice(2, 12)}`,
          url: 'https://shop.test/',
          domain: 'shop.test',
          timestamp: 1,
          props: { type: 'error', event: 'E', errorType: 'Error', errorMessage: 'm', stackTrace: 's' },
        }),
    },
    {
      name: 'project PUT /admin/projects',
      url: `${project}/admin/projects/capped`,
      headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` },
      cap: 64 * 1024,
      honest: async () => JSON.stringify({ allowedOrigins: [SHOP] }),
    },
    {
      name: 'ramp POST checkout',
      url: `${ramp}/ramp/moonpay/checkout`,
      headers: { Origin: APP },
      cap: 4096,
      honest: async () => JSON.stringify(RAMP_BODY),
    },
  ]
}

const MiB = 1024 * 1024

export async function bodyCapClass(rec: Recorder, s: Servers): Promise<void> {
  for (const route of bodyRoutes(s)) {
    const method = route.name.includes(' PUT ') ? 'PUT' : 'POST'
    const headers = { 'Content-Type': 'application/json', ...route.headers }
    const padded = (size: number) => `{"pad":"${'a'.repeat(size - 10)}"}`
    const bodies: [string, () => RequestInit][] = [
      [`${route.cap + 1} bytes with Content-Length`, () => ({ method, headers, body: padded(route.cap + 1) })],
      [`${route.cap * 4} bytes with Content-Length`, () => ({ method, headers, body: padded(route.cap * 4) })],
      [
        '1 MiB streamed, no Content-Length',
        () => ({ method, headers, body: lazyBody(MiB), duplex: 'half' }) as RequestInit,
      ],
      [
        '10 MiB streamed, no Content-Length',
        () => ({ method, headers, body: lazyBody(10 * MiB), duplex: 'half' }) as RequestInit,
      ],
    ]
    for (const [label, init] of bodies)
      await rec.input(BODY_CAPS, true, `${route.name}: ${label}`, '413', () => call(route.url, init()), statusIn(413))
    // Announced sizes, on a raw socket (the server answers before the body, and fetch would still be sending it).
    for (const announced of [100 * MiB, 2 ** 40]) {
      await rec.input(
        BODY_CAPS,
        true,
        `${route.name}: ${announced} bytes announced by Content-Length`,
        '413 at once',
        async () => {
          const r = await stalledBody(route.url, {
            ip: freshIp(),
            announced,
            sent: 64,
            giveUpMs: 5_000,
            headers: route.headers,
            method,
          })
          return { status: r.status, headers: new Headers(), text: `${Math.round(r.ms)} ms`, json: undefined, ms: r.ms }
        },
        (a) => (a.status === 413 && a.ms < 2_000) || `got ${a.status} after ${a.text}`,
      )
    }
    const honest = await route.honest()
    await rec.input(
      BODY_CAPS,
      false,
      `${route.name}: a body of ${honest.length} bytes`,
      'read (not 413, not 5xx)',
      () => call(route.url, { method, headers, body: honest }),
      (a) => (a.status !== 413 && a.status > 0 && a.status < 500) || `got ${a.status}`,
    )
  }
}

export async function contentTypeClass(rec: Recorder, s: Servers): Promise<void> {
  const types: (string | undefined)[] = [
    undefined,
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/json',
    'application/jsonx',
    'application/xml',
  ]
  for (const route of bodyRoutes(s)) {
    const method = route.name.includes(' PUT ') ? 'PUT' : 'POST'
    const body = await route.honest()
    for (const type of types) {
      await rec.input(
        CONTENT_TYPES,
        true,
        `${route.name}: Content-Type ${type ?? '(none)'}`,
        '415',
        () =>
          call(route.url, { method, headers: { ...route.headers, ...(type ? { 'Content-Type': type } : {}) }, body }),
        statusIn(415),
      )
    }
    const good = await route.honest()
    await rec.input(
      CONTENT_TYPES,
      false,
      `${route.name}: application/json; charset=utf-8`,
      'taken (not 415, not 5xx)',
      () =>
        call(route.url, {
          method,
          headers: { ...route.headers, 'Content-Type': 'Application/JSON; charset=utf-8' },
          body: good,
        }),
      (a) => (a.status !== 415 && a.status > 0 && a.status < 500) || `got ${a.status}`,
    )
  }
}

export async function corsClass(rec: Recorder, s: Servers): Promise<void> {
  const targets: [string, string, string][] = [
    ['auth', `${s.urls.auth}/otp/start`, SIGNER],
    ['siwx', `${s.urls.siwx}/verify`, APP],
    ['names', `${s.urls.names}/register`, APP],
    ['ramp', `${s.urls.ramp}/ramp/moonpay/checkout`, APP],
  ]
  const hostile = (allowed: string) => [
    'https://evil.test',
    'null',
    `${allowed}.evil.test`,
    allowed.replace('https://', 'https://evil'),
    allowed.replace('https://', 'http://'),
    `${allowed}:444`,
    `${allowed}/`,
    `https://evil.test, ${allowed}`,
  ]
  const grants = (a: Answer, origin: string) => {
    const acao = a.headers.get('Access-Control-Allow-Origin')
    return (
      acao === '*' || (acao !== null && acao === origin) || a.headers.get('Access-Control-Allow-Credentials') === 'true'
    )
  }
  for (const [name, url, allowed] of targets) {
    for (const origin of hostile(allowed)) {
      await rec.input(
        CORS,
        true,
        `${name} preflight from ${origin}`,
        'no Access-Control-Allow-Origin for it',
        () =>
          call(url, {
            method: 'OPTIONS',
            headers: {
              Origin: origin,
              'Access-Control-Request-Method': 'POST',
              'Access-Control-Request-Headers': 'content-type',
            },
          }),
        (a) => !grants(a, origin) || 'the origin is granted',
      )
      await rec.input(
        CORS,
        true,
        `${name} POST from ${origin}`,
        'no Access-Control-Allow-Origin for it',
        () => postJson(url, '{}', { Origin: origin }),
        (a) => !grants(a, origin) || 'the origin is granted',
      )
    }
    await rec.input(
      CORS,
      false,
      `${name} preflight from the allowed origin`,
      'Access-Control-Allow-Origin: it',
      () =>
        call(url, {
          method: 'OPTIONS',
          headers: {
            Origin: allowed,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'content-type',
          },
        }),
      (a) => a.headers.get('Access-Control-Allow-Origin') === allowed || 'not granted',
    )
  }
}

/** Headers and 10 bytes, then nothing: 408 within the route's read deadline, and the connection closed. */
export async function stalledClass(rec: Recorder, s: Servers): Promise<void> {
  const AUTH_DEADLINE = 10_000
  const routes: [string, string, number, Record<string, string>][] = [
    ['siwx POST /verify', `${s.urls.siwx}/verify`, BODY_READ_TIMEOUT_MS, {}],
    ['names POST /register', `${s.urls.names}/register`, BODY_READ_TIMEOUT_MS, { Origin: APP }],
    ['names POST /gateway', `${s.urls.names}/gateway`, BODY_READ_TIMEOUT_MS, {}],
    ['auth POST /otp/start', `${s.urls.auth}/otp/start`, AUTH_DEADLINE, { Origin: SIGNER }],
    ['project POST /e', `${s.urls.project}/e?projectId=inject`, AUTH_DEADLINE, { Origin: SHOP }],
    ['ramp POST checkout', `${s.urls.ramp}/ramp/moonpay/checkout`, AUTH_DEADLINE, { Origin: APP }],
  ]
  const PER_ROUTE = 8
  const slack = 2_500
  const runs = routes.flatMap(([name, url, deadline, headers]) =>
    Array.from({ length: PER_ROUTE }, (_, i) => ({
      name,
      deadline,
      i,
      result: stalledBody(url, { ip: freshIp(), headers, giveUpMs: deadline + 8_000 }),
    })),
  )
  // Honest controls meanwhile: a whole body sent in two halves 300 ms apart is read.
  const slowButWhole = async (url: string, body: string, headers: Record<string, string>) => {
    const bytes = new TextEncoder().encode(body)
    const half = bytes.length >> 1
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes.slice(0, half))
        await new Promise((resolve) => setTimeout(resolve, 300))
        controller.enqueue(bytes.slice(half))
        controller.close()
      },
    })
    return call(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: stream,
      duplex: 'half',
    } as RequestInit)
  }
  await rec.input(
    STALLED,
    false,
    'siwx: a whole body in two halves 300 ms apart',
    'read (400 for its content, not 408)',
    () => slowButWhole(`${s.urls.siwx}/verify`, JSON.stringify({ message: 'x', signature: '0x00' }), {}),
    statusIn(400),
  )
  await rec.input(
    STALLED,
    false,
    'names gateway: a whole body in two halves 300 ms apart',
    '200',
    () =>
      slowButWhole(
        `${s.urls.names}/gateway`,
        JSON.stringify({ sender: RESOLVER, data: resolveCall('alice.modal.id') }),
        {},
      ),
    statusIn(200),
  )
  for (const run of runs) {
    const result = await run.result
    const answer: Answer = {
      status: result.status,
      headers: new Headers(),
      text: `${Math.round(result.ms)} ms, ${result.closed ? 'closed' : 'left open'}`,
      json: undefined,
      ms: result.ms,
    }
    await rec.input(
      STALLED,
      true,
      `${run.name}: headers + 10 bytes, stalled (#${run.i + 1})`,
      `408 within ${run.deadline + slack} ms, connection closed`,
      async () => answer,
      (a) => (a.status === 408 && a.ms <= run.deadline + slack && result.closed) || `${a.status} after ${a.text}`,
    )
  }
}
