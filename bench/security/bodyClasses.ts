/**
 * The security review's body classes, across every service's JSON routes: oversize bodies (body
 * caps), wrong content types (415) and stalled bodies (408). Bench code only.
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  call,
  freshIp,
  lazyBody,
  NOT_JSON_TYPES,
  stalledBody,
  statusIn,
  type Answer,
  type Recorder,
} from './harness.js'
import { registration, resolveCall, RESOLVER } from './namesClasses.js'
import { RAMP_BODY } from './rampClass.js'
import { APP, BODY_READ_TIMEOUT_MS, OPERATOR_TOKEN, SHOP, SIGNER, type Servers } from './servers.js'

export const BODY_CAPS = 'Oversize bodies (body caps)'
export const CONTENT_TYPES = 'Wrong content types (415)'

export const STALLED = 'Stalled bodies (408)'

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
  const types = [...NOT_JSON_TYPES, 'application/xml']
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
