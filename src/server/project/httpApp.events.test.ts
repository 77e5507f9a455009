import { describe, expect, it } from 'vitest'
import type { ErrorEventBody } from '../../core/analytics/errorEvent.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { createProjectServer } from './createProjectServer.js'
import { PROJECT_SERVER_ERRORS } from './errors.js'

const TOKEN = 'operator-token-0123456789'
const BASE = 'https://wallet.example.com/api/project'
const NOW = new Date('2026-01-02T03:04:05.678Z')

const event = (n = 0): ErrorEventBody => ({
  eventId: `event-${String(n).padStart(4, '0')}`,
  url: 'https://shop.example.com/',
  domain: 'shop.example.com',
  timestamp: 1_700_000_000_000 + n,
  props: { type: 'error', event: 'CONNECT_ERROR', errorType: 'Error', errorMessage: 'Failed to connect', stackTrace: 'at f (x.js:1:2)' },
})

function server(extra: Parameters<typeof createProjectServer>[0] = {}) {
  const storage = createMemoryStorage()
  const s = createProjectServer({
    storage,
    mountPath: '/api/project',
    operatorToken: TOKEN,
    now: () => NOW,
    rateLimits: { events: { limit: 10_000, windowMs: 60_000 }, operator: { limit: 10_000, windowMs: 60_000 } },
    projects: { shop: { analytics: true }, quiet: {} },
    ...extra,
  })
  return Object.assign(s, { storage })
}
type Server = ReturnType<typeof server>
const post = (s: Server, query: string, body: string, contentType: string | null = 'application/json') =>
  s.handle(
    new Request(`${BASE}/e?${query}`, { method: 'POST', headers: contentType === null ? {} : { 'Content-Type': contentType }, body: new TextEncoder().encode(body) }),
    { clientIp: '192.0.2.7' },
  )
const list = (s: Server, query: string) => s.handle(new Request(`${BASE}/e?${query}`, { headers: { Authorization: `Bearer ${TOKEN}` } }), { clientIp: '192.0.2.7' })
const answer = async (response: Response) => [response.status, await response.json()] as const

describe('POST /e', () => {
  it('stores the event with the clock’s time, st cut to 32 and sv to 64 characters, and answers 204 without a body', async () => {
    const s = server()
    const response = await post(s, `projectId=shop&st=${'s'.repeat(40)}&sv=${'v'.repeat(70)}`, JSON.stringify(event(1)))
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect(await s.listEvents('shop')).toEqual([{ projectId: 'shop', eventId: 'event-0001', receivedAt: NOW, sdkType: 's'.repeat(32), sdkVersion: 'v'.repeat(64), body: event(1) }])
  })

  it('stores an empty st and sv when the query has none', async () => {
    const s = server()
    expect((await post(s, 'projectId=shop', JSON.stringify(event(2)))).status).toBe(204)
    expect(await s.listEvents('shop')).toMatchObject([{ sdkType: '', sdkVersion: '' }])
  })

  it('checks the project, then its analytics switch, then the media type, then the body', async () => {
    const s = server()
    expect(await answer(await post(s, '', 'not json', 'text/plain'))).toEqual([400, { error: PROJECT_SERVER_ERRORS.missingProjectId }])
    expect(await answer(await post(s, 'projectId=nope', 'not json', 'text/plain'))).toEqual([404, { error: PROJECT_SERVER_ERRORS.unknownProject }])
    expect(await answer(await post(s, 'projectId=quiet', 'not json', 'text/plain'))).toEqual([403, { error: 'Analytics is off for this project' }])
    expect(await answer(await post(s, 'projectId=shop', 'not json', 'text/plain'))).toEqual([415, { error: 'Expected Content-Type: application/json' }])
    expect(await answer(await post(s, 'projectId=shop', 'not json', null))).toEqual([415, { error: 'Expected Content-Type: application/json' }])
    expect(await answer(await post(s, 'projectId=shop', 'not json'))).toEqual([400, { error: 'Invalid JSON body' }])
    expect(await answer(await post(s, 'projectId=shop', '{}'))).toEqual([400, { error: PROJECT_SERVER_ERRORS.invalidEvent }])
    expect(await s.listEvents('shop')).toEqual([])
  })

  it('takes the JSON media type in any case, with spaces and parameters', async () => {
    const s = server()
    expect((await post(s, 'projectId=shop', JSON.stringify(event(3)), ' Application/JSON ; charset=utf-8')).status).toBe(204)
  })

  it('takes a body of exactly maxEventBytes, and refuses one byte more with 413', async () => {
    const s = server({ maxEventBytes: 1_000 })
    const json = JSON.stringify(event(4))
    expect((await post(s, 'projectId=shop', json + ' '.repeat(1_000 - json.length))).status).toBe(204)
    expect(await answer(await post(s, 'projectId=shop', json + ' '.repeat(1_001 - json.length)))).toEqual([413, { error: 'Request body too large' }])
  })

  it('keeps the newest maxEventsPerProject events', async () => {
    const s = server({ maxEventsPerProject: 2 })
    for (const n of [1, 2, 3]) expect((await post(s, 'projectId=shop', JSON.stringify(event(n)))).status).toBe(204)
    expect((await s.listEvents('shop')).map((e) => e.eventId)).toEqual(['event-0003', 'event-0002'])
  })
})

describe('GET /e (operator)', () => {
  async function withEvents(count: number) {
    const s = server()
    await s.ready
    for (let n = 0; n < count; n++)
      await s.storage.projects.addEvent({ projectId: 'shop', eventId: event(n).eventId, receivedAt: new Date(n * 1_000), sdkType: 'wm', sdkVersion: `v${n}`, body: event(n) }, 100_000)
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
    expect(await answer(await list(s, 'projectId=nope'))).toEqual([404, { error: PROJECT_SERVER_ERRORS.unknownProject }])
    expect(await answer(await list(s, 'projectId=quiet'))).toEqual([200, { projectId: 'quiet', total: 0, events: [] }])
  })
})
