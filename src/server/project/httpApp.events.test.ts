import { describe, expect, it } from 'vitest'
import type { ErrorEventBody } from '../../core/analytics/errorEvent.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { createProjectServer } from './createProjectServer.js'
import { PROJECT_SERVER_ERRORS } from './errors.js'

const TOKEN = 'operator-token-0123456789'
const BASE = 'https://wallet.example.com/api/project'
const NOW = new Date('2026-01-02T03:04:05.678Z')
const SHOP = 'https://shop.example.com'

const event = (n = 0): ErrorEventBody => ({
  eventId: `event-${String(n).padStart(4, '0')}`,
  url: 'https://shop.example.com/',
  domain: 'shop.example.com',
  timestamp: 1_700_000_000_000 + n,
  props: {
    type: 'error',
    event: 'CONNECT_ERROR',
    errorType: 'Error',
    errorMessage: 'Failed to connect',
    stackTrace: 'at f (x.js:1:2)',
  },
})

function server(extra: Parameters<typeof createProjectServer>[0] = {}) {
  const storage = createMemoryStorage()
  const s = createProjectServer({
    storage,
    mountPath: '/api/project',
    operatorToken: TOKEN,
    now: () => NOW,
    rateLimits: { events: { limit: 10_000, windowMs: 60_000 }, operator: { limit: 10_000, windowMs: 60_000 } },
    projects: { shop: { analytics: true, allowedOrigins: [SHOP] }, quiet: {} },
    ...extra,
  })
  return Object.assign(s, { storage })
}
type Server = Pick<ReturnType<typeof server>, 'handle'>
const post = (
  s: Server,
  query: string,
  body: string,
  contentType: string | null = 'application/json',
  origin: string | null = SHOP,
  ip = '192.0.2.7',
) =>
  s.handle(
    new Request(`${BASE}/e?${query}`, {
      method: 'POST',
      headers: {
        ...(contentType === null ? {} : { 'Content-Type': contentType }),
        ...(origin === null ? {} : { Origin: origin }),
      },
      body: new TextEncoder().encode(body),
    }),
    { clientIp: ip },
  )
const list = (s: Server, query: string) =>
  s.handle(new Request(`${BASE}/e?${query}`, { headers: { Authorization: `Bearer ${TOKEN}` } }), {
    clientIp: '192.0.2.7',
  })
const answer = async (response: Response) => [response.status, await response.json()] as const

describe('POST /e', () => {
  it('stores the event with the clock’s time, st cut to 32 and sv to 64 characters, and answers 204 without a body', async () => {
    const s = server()
    const response = await post(s, `projectId=shop&st=${'s'.repeat(40)}&sv=${'v'.repeat(70)}`, JSON.stringify(event(1)))
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect(await s.listEvents('shop')).toEqual([
      {
        projectId: 'shop',
        eventId: 'event-0001',
        receivedAt: NOW,
        sdkType: 's'.repeat(32),
        sdkVersion: 'v'.repeat(64),
        body: event(1),
      },
    ])
  })

  it('stores an empty st and sv when the query has none', async () => {
    const s = server()
    expect((await post(s, 'projectId=shop', JSON.stringify(event(2)))).status).toBe(204)
    expect(await s.listEvents('shop')).toMatchObject([{ sdkType: '', sdkVersion: '' }])
  })

  it('checks the project, then its analytics switch, then the media type, then the body', async () => {
    const s = server()
    expect(await answer(await post(s, '', 'not json', 'text/plain'))).toEqual([
      400,
      { error: PROJECT_SERVER_ERRORS.missingProjectId },
    ])
    expect(await answer(await post(s, 'projectId=nope', 'not json', 'text/plain'))).toEqual([
      404,
      { error: PROJECT_SERVER_ERRORS.unknownProject },
    ])
    expect(await answer(await post(s, 'projectId=quiet', 'not json', 'text/plain'))).toEqual([
      403,
      { error: 'Analytics is off for this project' },
    ])
    expect(await answer(await post(s, 'projectId=shop', 'not json', 'text/plain'))).toEqual([
      415,
      { error: 'Expected Content-Type: application/json' },
    ])
    expect(await answer(await post(s, 'projectId=shop', 'not json', null))).toEqual([
      415,
      { error: 'Expected Content-Type: application/json' },
    ])
    expect(await answer(await post(s, 'projectId=shop', 'not json'))).toEqual([400, { error: 'Invalid JSON body' }])
    expect(await answer(await post(s, 'projectId=shop', '{}'))).toEqual([
      400,
      { error: PROJECT_SERVER_ERRORS.invalidEvent },
    ])
    expect(await s.listEvents('shop')).toEqual([])
  })

  it('takes the JSON media type in any case, with spaces and parameters', async () => {
    const s = server()
    expect(
      (await post(s, 'projectId=shop', JSON.stringify(event(3)), ' Application/JSON ; charset=utf-8')).status,
    ).toBe(204)
  })

  it('takes a body of exactly maxEventBytes, and refuses one byte more with 413', async () => {
    const s = server({ maxEventBytes: 1_000 })
    const json = JSON.stringify(event(4))
    expect((await post(s, 'projectId=shop', json + ' '.repeat(1_000 - json.length))).status).toBe(204)
    expect(await answer(await post(s, 'projectId=shop', json + ' '.repeat(1_001 - json.length)))).toEqual([
      413,
      { error: 'Request body too large' },
    ])
  })

  it('keeps the newest maxEventsPerProject events', async () => {
    const s = server({ maxEventsPerProject: 2 })
    for (const n of [1, 2, 3]) expect((await post(s, 'projectId=shop', JSON.stringify(event(n)))).status).toBe(204)
    expect((await s.listEvents('shop')).map((e) => e.eventId)).toEqual(['event-0003', 'event-0002'])
  })
})

// Would have caught: 60 events a minute got through per IP (the spec's client limit is 5
// per 60 s), posts from any origin stored, and 10,000 junk events from 170 IPs pushed a real event
// out of the project's store.
describe('POST /e: the spec’s client limit, the project’s origins and its write quota', () => {
  /** The server with the defaults of a real deployment (no raised limits), and a clock the test moves. */
  function defaults() {
    let now = new Date('2026-01-02T03:00:00.000Z')
    const s = createProjectServer({
      storage: createMemoryStorage(),
      mountPath: '/api/project',
      now: () => now,
      projects: { shop: { analytics: true, allowedOrigins: [SHOP] } },
    })
    return Object.assign(s, { advance: (ms: number) => (now = new Date(now.getTime() + ms)) })
  }

  it('lets 5 events per 60 s through per client IP and refuses the 6th with 429 and Retry-After (60 a minute passed before)', async () => {
    const s = defaults()
    for (let n = 0; n < 5; n++) expect((await post(s, 'projectId=shop', JSON.stringify(event(n)))).status).toBe(204)
    const sixth = await post(s, 'projectId=shop', JSON.stringify(event(5)))
    expect(await answer(sixth)).toEqual([429, { error: 'Too many requests' }])
    expect(sixth.headers.get('Retry-After')).toBe('60')
    // Another client is not held back by this one, and the next minute lets this one in again.
    expect(
      (await post(s, 'projectId=shop', JSON.stringify(event(6)), 'application/json', SHOP, '198.51.100.1')).status,
    ).toBe(204)
    s.advance(60_000)
    expect((await post(s, 'projectId=shop', JSON.stringify(event(7)))).status).toBe(204)
    expect((await s.listEvents('shop')).map((e) => e.eventId)).toEqual([
      'event-0007',
      'event-0006',
      'event-0004',
      'event-0003',
      'event-0002',
      'event-0001',
      'event-0000',
    ])
  })

  it('stores a post only from one of the project’s allowed origins: 403 without an Origin or from another (any origin was stored before)', async () => {
    const s = server()
    const refused = [403, { error: PROJECT_SERVER_ERRORS.originNotAllowed }]
    expect(await answer(await post(s, 'projectId=shop', JSON.stringify(event(1)), 'application/json', null))).toEqual(
      refused,
    )
    for (const origin of [
      'https://evil.example',
      'http://shop.example.com',
      'https://shop.example.com.evil.example',
      'null',
    ])
      expect(
        await answer(await post(s, 'projectId=shop', JSON.stringify(event(1)), 'application/json', origin)),
        origin,
      ).toEqual(refused)
    expect(await s.listEvents('shop')).toEqual([])
    expect(
      (await post(s, 'projectId=shop', JSON.stringify(event(2)), 'application/json', 'https://SHOP.example.com:443'))
        .status,
    ).toBe(204)
    // A project with no allowed origins takes no events; one allowing '*' takes any page's.
    await s.saveProject('open', { analytics: true, allowedOrigins: ['*'] })
    await s.saveProject('closed', { analytics: true })
    expect(
      (await post(s, 'projectId=open', JSON.stringify(event(3)), 'application/json', 'https://anyone.example')).status,
    ).toBe(204)
    expect(await answer(await post(s, 'projectId=closed', JSON.stringify(event(4))))).toEqual(refused)
  })

  it('10,000 junk events from 170 IPs no longer push a real event out: past the project’s quota they get 429, the stored events stay', async () => {
    const s = defaults()
    expect((await post(s, 'projectId=shop', JSON.stringify({ ...event(0), eventId: 'the-real-one' }))).status).toBe(204)
    const statuses = new Map<number, number>()
    let sent = 0
    // 170 IPs, 5 a minute each (the per-IP limit), for as many minutes as 10,000 posts take.
    while (sent < 10_000) {
      for (let ip = 0; ip < 170 && sent < 10_000; ip++)
        for (let k = 0; k < 5 && sent < 10_000; k++, sent++) {
          const status = (
            await post(
              s,
              'projectId=shop',
              JSON.stringify(event(sent + 1)),
              'application/json',
              SHOP,
              `203.0.113.${ip}`,
            )
          ).status
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
        }
      s.advance(60_000)
    }
    // Within the hour the project took 1,000 (the real one and 999 junk); the rest were refused, nothing evicted.
    expect(Object.fromEntries(statuses)).toEqual({ 204: 999, 429: 9_001 })
    const listed = await s.listEvents('shop', 10_000)
    expect(listed).toHaveLength(1_000)
    expect(listed.at(-1)!.eventId).toBe('the-real-one')
    // 10,000 requests through the whole HTTP stack: about 2.5 s on a quiet 2-core machine, 7 s under load.
  }, 30_000)

  it('eventQuota sets the project’s quota: refused with Retry-After until its window ends, per project', async () => {
    const s = server({ eventQuota: { limit: 2, windowMs: 600_000 } })
    await s.saveProject('other', { analytics: true, allowedOrigins: [SHOP] })
    for (const n of [1, 2]) expect((await post(s, 'projectId=shop', JSON.stringify(event(n)))).status).toBe(204)
    const over = await post(s, 'projectId=shop', JSON.stringify(event(3)))
    expect(await answer(over)).toEqual([429, { error: 'Too many requests' }])
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await post(s, 'projectId=other', JSON.stringify(event(4)))).status).toBe(204)
    expect((await s.listEvents('shop')).map((e) => e.eventId)).toEqual(['event-0002', 'event-0001'])
  })
})

describe('GET /e (operator)', () => {
  async function withEvents(count: number) {
    const s = server()
    await s.ready
    for (let n = 0; n < count; n++)
      await s.storage.projects.addEvent(
        {
          projectId: 'shop',
          eventId: event(n).eventId,
          receivedAt: new Date(n * 1_000),
          sdkType: 'wm',
          sdkVersion: `v${n}`,
          body: event(n),
        },
        100_000,
      )
    return s
  }
  const ids = async (response: Response) => {
    const json = (await response.json()) as { projectId: string; total: number; events: { eventId: string }[] }
    return [response.status, json.projectId, json.total, json.events.length, json.events[0]?.eventId] as const
  }

  it('lists the events newest first with their receivedAt, st and sv, and the total', async () => {
    const s = await withEvents(3)
    const response = await list(s, 'projectId=shop&limit=2')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await answer(response)).toEqual([
      200,
      {
        projectId: 'shop',
        total: 3,
        events: [
          { ...event(2), receivedAt: '1970-01-01T00:00:02.000Z', st: 'wm', sv: 'v2' },
          { ...event(1), receivedAt: '1970-01-01T00:00:01.000Z', st: 'wm', sv: 'v1' },
        ],
      },
    ])
  })

  it('lists 100 by default and for a limit that is not a positive integer', async () => {
    const s = await withEvents(105)
    for (const query of ['', '&limit=', '&limit=0', '&limit=-1', '&limit=-200', '&limit=1.5', '&limit=abc'])
      expect(await ids(await list(s, `projectId=shop${query}`)), query).toEqual([200, 'shop', 105, 100, 'event-0104'])
    expect(await ids(await list(s, 'projectId=shop&limit=1'))).toEqual([200, 'shop', 105, 1, 'event-0104'])
    expect(await ids(await list(s, 'projectId=shop&limit=104'))).toEqual([200, 'shop', 105, 104, 'event-0104'])
  })

  it('lists at most 1000', async () => {
    const s = await withEvents(1_001)
    expect(await ids(await list(s, 'projectId=shop&limit=1000'))).toEqual([200, 'shop', 1_001, 1_000, 'event-1000'])
    expect(await ids(await list(s, 'projectId=shop&limit=5000'))).toEqual([200, 'shop', 1_001, 1_000, 'event-1000'])
  })

  it('answers 400 without projectId and 404 for an unknown project', async () => {
    const s = server()
    expect(await answer(await list(s, ''))).toEqual([400, { error: PROJECT_SERVER_ERRORS.missingProjectId }])
    expect(await answer(await list(s, 'projectId=nope'))).toEqual([
      404,
      { error: PROJECT_SERVER_ERRORS.unknownProject },
    ])
    expect(await answer(await list(s, 'projectId=quiet'))).toEqual([200, { projectId: 'quiet', total: 0, events: [] }])
  })
})
