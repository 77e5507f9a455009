import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildErrorEvent } from '../../core/analytics/errorEvent.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { createProjectServer } from './createProjectServer.js'
import { PROJECT_SERVER_ERRORS, ProjectServerError } from './errors.js'
import { sniffImageType } from './images.js'
import { preflightRequest } from '../http/__fixtures__/preflight.js'

const TOKEN = 'operator-token-0123456789'
const BASE = 'https://wallet.example.com/api/project'
const dir = mkdtempSync(join(tmpdir(), 'wm-images-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50])
const SVG =
  '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
for (const [folder, name, bytes] of [
  ['wallet', 'metamask.png', PNG],
  ['wallet', 'rainbow.svg', SVG],
  ['token', 'USDC.jpg', JPEG],
  ['currency', 'USD.webp', WEBP],
  ['asset', 'fake.png', '<html><script>alert(1)</script></html>'],
  ['token', 'BIG.png', new Uint8Array(2048)],
] as const) {
  mkdirSync(join(dir, folder), { recursive: true })
  writeFileSync(join(dir, folder, name), bytes)
}

function server(extra: Parameters<typeof createProjectServer>[0] = {}) {
  return createProjectServer({
    storage: createMemoryStorage(),
    mountPath: '/api/project',
    operatorToken: TOKEN,
    images: { directory: dir, maxBytes: 1024 },
    projects: {
      shop: {
        allowedOrigins: ['https://shop.example.com', 'https://*.example.org'],
        features: { swaps: false, multiWallet: true },
        analytics: true,
        latestVersion: '0.2.0',
      },
      quiet: {},
    },
    ...extra,
  })
}

const get = (s: ReturnType<typeof server>, path: string, headers: Record<string, string> = {}, ip = '192.0.2.1') =>
  s.handle(new Request(`${BASE}${path}`, { headers }), { clientIp: ip })
const postEvent = (
  s: ReturnType<typeof server>,
  projectId: string,
  body: unknown,
  headers: Record<string, string> = { 'Content-Type': 'application/json', Origin: 'https://shop.example.com' },
) =>
  s.handle(
    new Request(`${BASE}/e?projectId=${projectId}&st=wm&sv=wallet-modal-0.1.0&clientId=c1`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    { clientIp: '192.0.2.7' },
  )
const event = () =>
  buildErrorEvent(
    'CONNECT_ERROR',
    new Error('Failed to connect'),
    { origin: 'https://shop.example.com', pathname: '/', hostname: 'shop.example.com' },
    1_700_000_000_000,
  )

describe('createProjectServer: config, origins, analytics config (spec section 7)', () => {
  it('serves a project’s features and latest version, its allowed origins and its analytics switch, to any origin', async () => {
    const s = server()
    const config = await get(s, '/appkit/v1/config?projectId=shop&st=wm&sv=wallet-modal-0.1.0&clientId=c1', {
      Origin: 'https://shop.example.com',
    })
    expect(config.status).toBe(200)
    expect(config.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(config.headers.get('Cache-Control')).toBe('no-store')
    expect(await config.json()).toEqual({ features: { swaps: false, multiWallet: true }, latestVersion: '0.2.0' })
    expect(await (await get(s, '/projects/v1/origins?projectId=shop')).json()).toEqual({
      allowedOrigins: ['https://shop.example.com', 'https://*.example.org'],
    })
    expect(await (await get(s, '/getAnalyticsConfig?projectId=shop')).json()).toEqual({ isAnalyticsEnabled: true })
    expect(await (await get(s, '/appkit/v1/config?projectId=quiet')).json()).toEqual({ features: {} })
    expect(await (await get(s, '/projects/v1/origins?projectId=quiet')).json()).toEqual({ allowedOrigins: [] })
    expect(await (await get(s, '/getAnalyticsConfig?projectId=quiet')).json()).toEqual({ isAnalyticsEnabled: false })
  })

  it('answers 400 without projectId and 404 for an unknown project', async () => {
    const s = server()
    const missing = await get(s, '/appkit/v1/config')
    expect([missing.status, await missing.json()]).toEqual([400, { error: PROJECT_SERVER_ERRORS.missingProjectId }])
    const unknown = await get(s, '/projects/v1/origins?projectId=nope')
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: PROJECT_SERVER_ERRORS.unknownProject }])
  })

  it('limits config reads per IP with 429 and Retry-After', async () => {
    const s = server({ rateLimits: { config: { limit: 2, windowMs: 60_000 } } })
    expect((await get(s, '/appkit/v1/config?projectId=shop', {}, '198.51.100.1')).status).toBe(200)
    expect((await get(s, '/getAnalyticsConfig?projectId=shop', {}, '198.51.100.1')).status).toBe(200)
    const third = await get(s, '/projects/v1/origins?projectId=shop', {}, '198.51.100.1')
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await get(s, '/projects/v1/origins?projectId=shop', {}, '198.51.100.2')).status).toBe(200)
  })

  it('refuses an invalid project config at start, naming the field', async () => {
    const s = server({ projects: { bad: { allowedOrigins: ['shop.example.com'] } } })
    await expect(s.ready).rejects.toThrow(/^Invalid project: allowedOrigins\.0: expected an origin such as/)
  })
})

describe('createProjectServer: error analytics (POST /e, GET /e)', () => {
  it('stores a valid event with its st and sv, once per eventId, and lists it for the operator only', async () => {
    const s = server()
    const body = event()
    const answer = await postEvent(s, 'shop', { ...body, extra: 'dropped' })
    expect(answer.status).toBe(204)
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect((await postEvent(s, 'shop', body)).status).toBe(204)
    expect((await get(s, '/e?projectId=shop')).status).toBe(401)
    expect((await get(s, '/e?projectId=shop', { Authorization: 'Bearer wrong-token-0123456789' })).status).toBe(401)
    const listed = await get(s, '/e?projectId=shop', { Authorization: `Bearer ${TOKEN}` })
    expect(listed.status).toBe(200)
    const json = (await listed.json()) as { total: number; events: Record<string, unknown>[] }
    expect(json.total).toBe(1)
    expect(json.events[0]).toEqual({ ...body, st: 'wm', sv: 'wallet-modal-0.1.0', receivedAt: expect.any(String) })
    expect(json.events[0]).not.toHaveProperty('extra')
  })

  it('refuses events of a project with analytics off (403), bodies that are not the spec event (400), too large (413), not JSON (415)', async () => {
    const s = server({ maxEventBytes: 2048, rateLimits: { events: { limit: 100, windowMs: 60_000 } } })
    expect((await postEvent(s, 'quiet', event())).status).toBe(403)
    expect((await postEvent(s, 'nope', event())).status).toBe(404)
    const { props, ...noProps } = event()
    void props
    const bad = await postEvent(s, 'shop', noProps)
    expect([bad.status, await bad.json()]).toEqual([400, { error: PROJECT_SERVER_ERRORS.invalidEvent }])
    expect((await postEvent(s, 'shop', { ...event(), props: { ...event().props, type: 'info' } })).status).toBe(400)
    expect(
      (await postEvent(s, 'shop', { ...event(), props: { ...event().props, stackTrace: 'x'.repeat(3000) } })).status,
    ).toBe(413)
    expect(
      (await postEvent(s, 'shop', event(), { 'Content-Type': 'text/plain', Origin: 'https://shop.example.com' }))
        .status,
    ).toBe(415)
    expect((await postEvent(s, 'shop', '{not json')).status).toBe(400)
    expect(await s.listEvents('shop')).toEqual([])
  })

  it('limits events per IP and keeps at most maxEventsPerProject', async () => {
    const s = server({ rateLimits: { events: { limit: 4, windowMs: 60_000 } }, maxEventsPerProject: 3 })
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await postEvent(s, 'shop', event())).status)
    expect(statuses).toEqual([204, 204, 204, 204, 429])
    expect(await s.listEvents('shop')).toHaveLength(3)
  })

  it('answers the CORS preflight of POST /e', async () => {
    const s = server()
    const preflight = await s.handle(
      preflightRequest(`${BASE}/e?projectId=shop`, 'https://shop.example.com', 'POST', 'content-type'),
    )
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('content-type')
  })
})

describe('createProjectServer: the operator’s project routes', () => {
  it('replaces a project through PUT with the operator token and serves the change at once', async () => {
    const s = server()
    const put = (body: unknown, token = TOKEN) =>
      s.handle(
        new Request(`${BASE}/admin/projects/new-shop`, {
          method: 'PUT',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      )
    expect((await put({ allowedOrigins: ['*'] }, 'not-the-operator-token')).status).toBe(401)
    const saved = await put({
      allowedOrigins: ['https://new.example.com'],
      features: { email: false },
      analytics: true,
    })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({
      projectId: 'new-shop',
      allowedOrigins: ['https://new.example.com'],
      features: { email: false },
      analytics: true,
    })
    expect(await (await get(s, '/appkit/v1/config?projectId=new-shop')).json()).toEqual({ features: { email: false } })
    const invalid = await put({ features: { swaps: 'no' } })
    expect([invalid.status, await invalid.json()]).toEqual([
      400,
      { error: 'Invalid project: features.swaps: expected true or false' },
    ])
    expect((await get(s, '/admin/projects/new-shop', { Authorization: `Bearer ${TOKEN}` })).status).toBe(200)
  })

  it('has no operator routes without an operator token', async () => {
    const s = server({ operatorToken: undefined })
    expect((await get(s, '/e?projectId=shop', { Authorization: 'Bearer anything-at-all-here' })).status).toBe(404)
  })
})

describe('createProjectServer: images (spec section 7: each returns a blob)', () => {
  it('sniffs PNG, JPEG, WebP and SVG from the bytes and nothing else', () => {
    expect(sniffImageType(PNG)).toBe('image/png')
    expect(sniffImageType(JPEG)).toBe('image/jpeg')
    expect(sniffImageType(WEBP)).toBe('image/webp')
    expect(sniffImageType(new TextEncoder().encode(SVG))).toBe('image/svg+xml')
    expect(sniffImageType(new TextEncoder().encode('<svgx/>'))).toBeUndefined()
    expect(sniffImageType(new TextEncoder().encode('<html><svg></svg></html>'))).toBeUndefined()
    expect(sniffImageType(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeUndefined() // GIF
  })

  it('serves the four endpoints with the sniffed type, a strong ETag and immutable caching; 304 on a match', async () => {
    const s = server()
    for (const [path, type] of [
      ['/getWalletImage/metamask', 'image/png'],
      ['/public/getTokenImage/USDC', 'image/jpeg'],
      ['/public/getCurrencyImage/USD', 'image/webp'],
    ] as const) {
      const answer = await get(s, `${path}?projectId=shop&st=wm&sv=x&clientId=c`)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('Content-Type')).toBe(type)
      expect(answer.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
      expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*')
      expect(answer.headers.get('Content-Security-Policy')).toBeNull()
      const etag = answer.headers.get('ETag')!
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/)
      const again = await get(s, path, { 'If-None-Match': etag })
      expect(again.status).toBe(304)
      expect(again.headers.get('ETag')).toBe(etag)
    }
  })

  it("serves an SVG with Content-Security-Policy: default-src 'none'", async () => {
    const answer = await get(server(), '/getWalletImage/rainbow')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(answer.headers.get('Content-Security-Policy')).toBe("default-src 'none'")
  })

  it('refuses a file that is no image (415), a missing one or one over maxBytes (404), and an id that could leave the folder (400)', async () => {
    const s = server()
    expect((await get(s, '/public/getAssetImage/fake')).status).toBe(415)
    expect((await get(s, '/public/getTokenImage/NOPE')).status).toBe(404)
    expect((await get(s, '/public/getTokenImage/BIG')).status).toBe(404)
    expect((await get(s, '/getWalletImage/..%2Ftoken%2FUSDC')).status).toBe(400)
    expect((await get(s, '/getWalletImage/.hidden')).status).toBe(400)
    expect((await get(server({ images: undefined }), '/getWalletImage/metamask')).status).toBe(404)
  })
})

describe('createProjectServer: saveProject, findProject, listEvents, ready', () => {
  const NOW = new Date('2026-01-02T03:04:05.000Z')
  const bare = (extra: Parameters<typeof createProjectServer>[0] = {}) =>
    createProjectServer({ storage: createMemoryStorage(), now: () => NOW, ...extra })
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'saved',
      (e: unknown) => (e instanceof ProjectServerError ? [e.status, e.message] : e),
    )

  it('takes project ids of 1 to 128 letters, digits, ".", "_" and "-" only', async () => {
    const s = bare()
    for (const id of ['a', 'A.b_c-9', 'x'.repeat(128)]) expect(await refusal(s.saveProject(id, {})), id).toBe('saved')
    for (const id of ['', 'x'.repeat(129), 'a/b', '/ab', 'ab/', 'a b', 'é'])
      expect(await refusal(s.saveProject(id, {})), id).toEqual([
        400,
        "Invalid project: projectId: expected 1 to 128 letters, digits, '.', '_' or '-'",
      ])
    expect(await s.findProject('a/b')).toBeUndefined()
  })

  it('names "(body)" when the config itself is not an object, else the field', async () => {
    const s = bare()
    expect(await refusal(s.saveProject('p', null as never))).toEqual([
      400,
      'Invalid project: (body): Invalid type: Expected Object but received null',
    ])
    expect(await refusal(s.saveProject('p', { analytics: 'yes' } as never))).toEqual([
      400,
      'Invalid project: analytics: Invalid type: Expected boolean but received "yes"',
    ])
    expect(await refusal(s.saveProject('p', { latestVersion: '1.2' }))).toEqual([
      400,
      'Invalid project: latestVersion: expected a version such as "1.2.3"',
    ])
  })

  it('stores the defaults and the clock’s time, with no latestVersion key unless one is given', async () => {
    const s = bare()
    const saved = await s.saveProject('plain', {})
    expect(saved).toStrictEqual({
      projectId: 'plain',
      allowedOrigins: [],
      features: {},
      analytics: false,
      updatedAt: NOW,
    })
    expect(await s.findProject('plain')).toStrictEqual(saved)
    const versioned = await s.saveProject('versioned', { analytics: true, latestVersion: '1.2.3-rc.1' })
    expect(versioned).toStrictEqual({
      projectId: 'versioned',
      allowedOrigins: [],
      features: {},
      analytics: true,
      latestVersion: '1.2.3-rc.1',
      updatedAt: NOW,
    })
    expect(await s.findProject('nope')).toBeUndefined()
  })

  it('lists the newest 100 events by default', async () => {
    const storage = createMemoryStorage()
    const s = bare({ storage })
    for (let n = 0; n < 101; n++)
      await storage.projects.addEvent(
        { projectId: 'p', eventId: `event-${n}`, receivedAt: NOW, sdkType: '', sdkVersion: '', body: event() },
        1_000,
      )
    const events = await s.listEvents('p')
    expect([events.length, events[0]?.eventId]).toEqual([100, 'event-100'])
    expect((await s.listEvents('p', 3)).map((e) => e.eventId)).toEqual(['event-100', 'event-99', 'event-98'])
  })

  it('resolves ready once the projects are stored, and mounts at / by default', async () => {
    const s = bare({ projects: { shop: { analytics: true } } })
    await expect(s.ready).resolves.toBeUndefined()
    expect((await s.findProject('shop'))?.analytics).toBe(true)
    const response = await s.handle(new Request('https://wallet.example.com/getAnalyticsConfig?projectId=shop'))
    expect([response.status, await response.json()]).toEqual([200, { isAnalyticsEnabled: true }])
  })

  it('reports a failed start through ready and every request, never as an unhandled rejection', async () => {
    const unhandled: unknown[] = []
    const record = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', record)
    try {
      const s = bare({ projects: { 'bad id': {} } })
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(unhandled).toEqual([])
      await expect(s.ready).rejects.toThrow(
        "Invalid project: projectId: expected 1 to 128 letters, digits, '.', '_' or '-'",
      )
      await expect(s.handle(new Request('https://wallet.example.com/appkit/v1/config?projectId=x'))).rejects.toThrow(
        /^Invalid project: projectId/,
      )
    } finally {
      process.off('unhandledRejection', record)
    }
  })
})
