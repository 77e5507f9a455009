import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import type { ServerStorage } from '../storage/types.js'
import { createProjectServer } from './createProjectServer.js'
import { projectJson } from './httpApp.js'

const TOKEN = 'operator-token-0123456789'
const BASE = 'https://wallet.example.com/api/project'
const NOW = new Date('2026-01-02T03:04:10.000Z') // 10 s into a one-minute window
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const dir = mkdtempSync(join(tmpdir(), 'wm-http-images-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
for (const kind of ['wallet', 'asset', 'currency', 'token']) {
  mkdirSync(join(dir, kind))
  writeFileSync(join(dir, kind, `${kind}-only.png`), PNG)
}

/** Memory storage whose rate-limit counters record each hit (key, window, clock). */
function recordingStorage() {
  const storage = createMemoryStorage()
  const hits: [string, number, string][] = []
  const recording: ServerStorage = {
    ...storage,
    rateLimits: {
      hit(key, windowMs, now) {
        hits.push([key, windowMs, now.toISOString()])
        return storage.rateLimits.hit(key, windowMs, now)
      },
    },
  }
  return { storage: recording, hits }
}

function server(extra: Parameters<typeof createProjectServer>[0] = {}) {
  return createProjectServer({
    mountPath: '/api/project',
    operatorToken: TOKEN,
    images: { directory: dir },
    now: () => NOW,
    projects: {
      shop: {
        allowedOrigins: ['https://shop.example.com'],
        features: { swaps: false },
        analytics: true,
        latestVersion: '0.2.0',
      },
      quiet: {},
    },
    ...extra,
  })
}
type Server = ReturnType<typeof server>
const send = (
  s: Server,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
  ip: string | null = '192.0.2.1',
) => s.handle(new Request(`${BASE}${path}`, { method, headers, body }), ip === null ? undefined : { clientIp: ip })
const answer = async (response: Response) => [response.status, await response.json()] as const
const operator = { Authorization: `Bearer ${TOKEN}` }
const preflight = {
  Origin: 'https://shop.example.com',
  'Access-Control-Request-Method': 'POST',
  'Access-Control-Request-Headers': 'content-type, x-evil',
}

describe('httpApp: CORS', () => {
  it('answers a preflight of each public route with exactly GET and POST, Content-Type, any origin and 10 minutes', async () => {
    const s = server()
    for (const path of [
      '/appkit/v1/config',
      '/projects/v1/origins',
      '/getAnalyticsConfig',
      '/e',
      '/getWalletImage/x',
      '/public/getAssetImage/x',
      '/public/getCurrencyImage/x',
      '/public/getTokenImage/x',
    ]) {
      const response = await send(s, 'OPTIONS', `${path}?projectId=shop`, preflight)
      expect(response.status, path).toBe(204)
      expect(response.headers.get('Access-Control-Allow-Origin'), path).toBe('*')
      expect(response.headers.get('Access-Control-Allow-Methods'), path).toBe('GET,POST')
      expect(response.headers.get('Access-Control-Allow-Headers'), path).toBe('Content-Type')
      expect(response.headers.get('Access-Control-Max-Age'), path).toBe('600')
    }
  })

  it('lets any origin read the public routes’ answers, errors included', async () => {
    const s = server()
    for (const path of [
      '/appkit/v1/config',
      '/projects/v1/origins',
      '/getAnalyticsConfig',
      '/getWalletImage/none',
      '/public/getTokenImage/none',
    ]) {
      const response = await send(s, 'GET', path, { Origin: 'https://any.example' })
      expect([response.status, response.headers.get('Access-Control-Allow-Origin')], path).toEqual([
        path.includes('Image') ? 404 : 400,
        '*',
      ])
    }
    const event = await send(
      s,
      'POST',
      '/e?projectId=shop',
      { Origin: 'https://any.example', 'Content-Type': 'text/plain' },
      '{}',
    )
    expect([event.status, event.headers.get('Access-Control-Allow-Origin')]).toEqual([403, '*'])
  })

  it('gives the operator’s routes no CORS at all', async () => {
    const s = server()
    for (const [method, path] of [
      ['GET', '/e?projectId=shop'],
      ['GET', '/admin/projects/shop'],
    ] as const) {
      const response = await send(s, method, path, { ...operator, Origin: 'https://any.example' })
      expect([response.status, response.headers.get('Access-Control-Allow-Origin')]).toEqual([200, null])
    }
    const options = await send(s, 'OPTIONS', '/admin/projects/shop', {
      ...preflight,
      'Access-Control-Request-Method': 'PUT',
    })
    expect(await answer(options)).toEqual([404, { error: 'Not found' }])
    expect(options.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })
})

describe('httpApp: per-IP rate limits', () => {
  it('counts each group of routes under its own key, per client IP, with its rule and the clock', async () => {
    const { storage, hits } = recordingStorage()
    const s = server({ storage, rateLimits: { config: { limit: 10, windowMs: 1_000 } } })
    await send(s, 'GET', '/appkit/v1/config?projectId=shop')
    await send(s, 'GET', '/projects/v1/origins?projectId=shop', {}, undefined, '2001:db8:1:2::7')
    await send(s, 'GET', '/getAnalyticsConfig?projectId=shop', {}, undefined, null)
    await send(s, 'POST', '/e?projectId=shop', { 'Content-Type': 'application/json' }, '{}')
    await send(s, 'GET', '/public/getTokenImage/token-only')
    await send(s, 'GET', '/e?projectId=shop', operator)
    await send(
      s,
      'PUT',
      '/admin/projects/shop',
      { Authorization: 'Bearer wrong-token-0123456789' },
      '{}',
      '::ffff:198.51.100.9',
    )
    const at = NOW.toISOString()
    expect(hits).toEqual([
      ['project:config:ip:192.0.2.1', 1_000, at],
      ['project:config:ip:2001:db8:1:2::/64', 1_000, at],
      ['project:config:ip:unknown', 1_000, at],
      ['project:events:ip:192.0.2.1', 60_000, at],
      ['project:images:ip:192.0.2.1', 60_000, at],
      ['project:operator:ip:192.0.2.1', 60_000, at],
      ['project:operator:ip:198.51.100.9', 60_000, at],
    ])
  })

  it('takes the client IP from the clientIp option first, then the runtime’s', async () => {
    const { storage, hits } = recordingStorage()
    const s = server({ storage, clientIp: (request) => request.headers.get('X-Forwarded-For') ?? undefined })
    await send(s, 'GET', '/appkit/v1/config?projectId=shop', { 'X-Forwarded-For': '203.0.113.5' })
    await send(s, 'GET', '/appkit/v1/config?projectId=shop')
    expect(hits.map(([key]) => key)).toEqual(['project:config:ip:203.0.113.5', 'project:config:ip:192.0.2.1'])
  })

  it('refuses with 429, the exact error and Retry-After in seconds to the window’s end', async () => {
    const s = server({ rateLimits: { images: { limit: 1, windowMs: 60_000 } } })
    expect((await send(s, 'GET', '/getWalletImage/wallet-only')).status).toBe(200)
    const refused = await send(s, 'GET', '/public/getAssetImage/asset-only')
    expect(await answer(refused)).toEqual([429, { error: 'Too many requests' }])
    expect(refused.headers.get('Retry-After')).toBe('50')
    expect(refused.headers.get('Cache-Control')).toBe('no-store')
  })
})

describe('httpApp: the operator’s token', () => {
  it('takes exactly "Bearer <token>"', async () => {
    const s = server()
    for (const authorization of [
      `bearer ${TOKEN}`,
      `xBearer ${TOKEN}`,
      `Bearer  ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      expect(
        await answer(await send(s, 'GET', '/admin/projects/shop', { Authorization: authorization })),
        authorization,
      ).toEqual([401, { error: 'Missing or invalid operator token' }])
    }
    expect((await send(s, 'GET', '/admin/projects/shop', { Authorization: `Bearer ${TOKEN}` })).status).toBe(200)
  })

  it('refuses a request without Authorization', async () => {
    const s = server({ operatorToken: TOKEN })
    expect(await answer(await send(s, 'GET', '/admin/projects/shop'))).toEqual([
      401,
      { error: 'Missing or invalid operator token' },
    ])
    expect((await send(s, 'GET', '/admin/projects/shop', { Authorization: `Bearer ${TOKEN}` })).status).toBe(200)
  })

  it('has no operator routes without a token: 404 Not found, whatever is sent', async () => {
    const s = server({ operatorToken: undefined })
    for (const [method, path] of [
      ['GET', '/e?projectId=shop'],
      ['GET', '/admin/projects/shop'],
      ['PUT', '/admin/projects/shop'],
    ] as const) {
      const body = method === 'PUT' ? '{}' : undefined
      expect(
        await answer(await send(s, method, path, { ...operator, 'Content-Type': 'application/json' }, body)),
        path,
      ).toEqual([404, { error: 'Not found' }])
    }
  })
})

describe('httpApp: the operator’s project routes', () => {
  it('shows a project with its latest version, and without one when it has none', async () => {
    const s = server()
    const shop = await send(s, 'GET', '/admin/projects/shop', operator)
    expect(shop.headers.get('Content-Type')).toBe('application/json')
    expect(shop.headers.get('Cache-Control')).toBe('no-store')
    expect(await answer(shop)).toEqual([
      200,
      {
        projectId: 'shop',
        allowedOrigins: ['https://shop.example.com'],
        features: { swaps: false },
        analytics: true,
        latestVersion: '0.2.0',
        updatedAt: NOW.toISOString(),
      },
    ])
    expect(await answer(await send(s, 'GET', '/admin/projects/quiet', operator))).toEqual([
      200,
      { projectId: 'quiet', allowedOrigins: [], features: {}, analytics: false, updatedAt: NOW.toISOString() },
    ])
    expect(await answer(await send(s, 'GET', '/admin/projects/nope', operator))).toEqual([
      404,
      { error: 'Unknown project' },
    ])
  })

  it('projectJson leaves latestVersion out when there is none', () => {
    const record = { projectId: 'p', allowedOrigins: [], features: {}, analytics: false, updatedAt: NOW }
    expect(Object.keys(projectJson(record))).toEqual([
      'projectId',
      'allowedOrigins',
      'features',
      'analytics',
      'updatedAt',
    ])
    expect(projectJson({ ...record, latestVersion: '1.0.0' })).toStrictEqual({
      ...record,
      latestVersion: '1.0.0',
      updatedAt: NOW.toISOString(),
    })
  })

  it('takes a PUT only as JSON (any case, with parameters) and at most 64 KiB', async () => {
    const s = server()
    const put = (body: string, contentType: string | null = 'application/json') =>
      s.handle(
        new Request(`${BASE}/admin/projects/big`, {
          method: 'PUT',
          headers: contentType === null ? operator : { ...operator, 'Content-Type': contentType },
          body: new TextEncoder().encode(body),
        }),
      )
    expect(await answer(await put('{}', 'text/plain'))).toEqual([
      415,
      { error: 'Expected Content-Type: application/json' },
    ])
    expect(await answer(await put('{}', null))).toEqual([415, { error: 'Expected Content-Type: application/json' }])
    expect((await put('{}', ' Application/JSON ; charset=utf-8')).status).toBe(200)
    const json = JSON.stringify({ analytics: true })
    expect(await answer(await put(json + ' '.repeat(64 * 1024 - json.length)))).toEqual([
      200,
      { projectId: 'big', allowedOrigins: [], features: {}, analytics: true, updatedAt: NOW.toISOString() },
    ])
    expect(await answer(await put(json + ' '.repeat(64 * 1024 - json.length + 1)))).toEqual([
      413,
      { error: 'Request body too large' },
    ])
    expect(await answer(await put('{"analytics":'))).toEqual([400, { error: 'Invalid JSON body' }])
  })
})

describe('httpApp: other answers', () => {
  it('answers 404 Not found as JSON for an unknown route, and a route outside the mount path', async () => {
    const s = server()
    for (const url of [
      `${BASE}/nope`,
      `${BASE}/admin/projects`,
      'https://wallet.example.com/appkit/v1/config?projectId=shop',
    ]) {
      const response = await s.handle(new Request(url))
      expect(await answer(response), url).toEqual([404, { error: 'Not found' }])
      expect(response.headers.get('Content-Type')).toBe('application/json')
    }
  })

  it('answers 500 Internal error, and nothing more, when the storage fails', async () => {
    const storage = createMemoryStorage()
    const failing: ServerStorage = {
      ...storage,
      projects: {
        ...storage.projects,
        findProject: () => Promise.reject(new Error('database is locked at /var/db/secret.sqlite')),
      },
    }
    const response = await send(server({ storage: failing }), 'GET', '/appkit/v1/config?projectId=shop')
    expect(await answer(response)).toEqual([500, { error: 'Internal error' }])
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('serves each image endpoint from its own folder, 304 with the image headers and no body', async () => {
    const s = server()
    for (const [path, kind] of [
      ['/getWalletImage', 'wallet'],
      ['/public/getAssetImage', 'asset'],
      ['/public/getCurrencyImage', 'currency'],
      ['/public/getTokenImage', 'token'],
    ]) {
      const found = await send(s, 'GET', `${path}/${kind}-only`)
      expect(found.status, path).toBe(200)
      expect(found.headers.get('Content-Length')).toBe('12')
      expect(new Uint8Array(await found.arrayBuffer())).toEqual(PNG)
      const other = kind === 'wallet' ? 'token' : 'wallet'
      expect(await answer(await send(s, 'GET', `${path}/${other}-only`)), path).toEqual([
        404,
        { error: 'Image not found' },
      ])
      const again = await send(s, 'GET', `${path}/${kind}-only`, { 'If-None-Match': found.headers.get('ETag')! })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
      for (const header of ['ETag', 'Cache-Control', 'Cross-Origin-Resource-Policy', 'X-Content-Type-Options'])
        expect(again.headers.get(header), header).toBe(found.headers.get(header))
    }
    expect(await answer(await send(server({ images: undefined }), 'GET', '/getWalletImage/wallet-only'))).toEqual([
      404,
      { error: 'Image not found' },
    ])
  })
})
