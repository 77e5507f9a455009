import { describe, expect, it } from 'vitest'
import { SIWX_SERVER_ERRORS } from './errors.js'
import { createTestServer, evmAccount, evmMessage } from './testFixtures.js'

const BASE = 'http://127.0.0.1:14174/api/siwx'
const ORIGIN = 'http://127.0.0.1:14173'
const E = SIWX_SERVER_ERRORS

function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Request {
  const init: RequestInit = { method, headers: { 'Content-Type': 'application/json', ...headers } }
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body)
  return new Request(`${BASE}${path}`, init)
}

function expectJsonHeaders(response: Response): void {
  expect(response.headers.get('Content-Type')).toBe('application/json')
  expect(response.headers.get('Cache-Control')).toBe('no-store')
}

describe('handle: the SIWX HTTP protocol', () => {
  it('runs nonce → verify → sessions → revoke', async () => {
    const { server, clock } = createTestServer({ allowedOrigins: [ORIGIN] })
    const nonceAnswer = await server.handle(request('POST', '/nonce', undefined, { Origin: ORIGIN }))
    expect(nonceAnswer.status).toBe(200)
    expectJsonHeaders(nonceAnswer)
    expect(nonceAnswer.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
    const { nonce, expiresAt } = (await nonceAnswer.json()) as { nonce: string; expiresAt: string }
    expect(nonce).toMatch(/^[a-zA-Z0-9]{16,}$/)
    expect(expiresAt).toBe('2030-01-01T00:05:00.000Z')

    const message = evmMessage(nonce, clock.now())
    const signature = await evmAccount.signMessage({ message })
    const verified = await server.handle(request('POST', '/verify', { message, signature }))
    expect(verified.status).toBe(200)
    const { session, token } = (await verified.json()) as { session: { caipAddress: string }; token: string }
    expect(session.caipAddress).toBe(`eip155:1:${evmAccount.address}`)
    const auth = { Authorization: `Bearer ${token}` }

    const query = `?caipNetworkId=eip155:1&address=${evmAccount.address.toLowerCase()}`
    const listed = await server.handle(request('GET', `/sessions${query}`, undefined, auth))
    expect(listed.status).toBe(200)
    expect(await listed.json()).toEqual({ sessions: [session] })

    const replay = await server.handle(request('POST', '/verify', { message, signature }))
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({ error: E.unknownNonce })

    const revoked = await server.handle(request('DELETE', `/sessions${query}`, undefined, auth))
    expect(revoked.status).toBe(204)
    expectJsonHeaders(revoked)
    expect(await revoked.text()).toBe('')
    expect(await server.getSessions({ caipNetworkId: 'eip155:1', address: evmAccount.address })).toEqual([])
  })

  it('leaves sessions out once they expire', async () => {
    const { server, clock } = createTestServer({ sessionTtlMs: 1000 })
    const { nonce } = await server.issueNonce()
    const message = evmMessage(nonce, clock.now())
    await server.verify({ message, signature: await evmAccount.signMessage({ message }) })
    const query = { caipNetworkId: 'eip155:1' as const, address: evmAccount.address }
    expect(await server.getSessions(query)).toHaveLength(1)
    clock.advance(1000)
    expect(await server.getSessions(query)).toEqual([])
  })

  it('answers a CORS preflight from an allowed origin, and no CORS headers to others', async () => {
    const { server } = createTestServer({ allowedOrigins: [ORIGIN] })
    const allowed = await server.handle(request('OPTIONS', '/verify', undefined, { Origin: ORIGIN }))
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
    expect(allowed.headers.get('Access-Control-Allow-Methods')).toBe('POST, OPTIONS')
    expect(allowed.headers.get('Access-Control-Allow-Headers')).toBe('Content-Type, Authorization')
    expect(allowed.headers.get('Vary')).toBe('Origin')
    const stranger = await server.handle(request('OPTIONS', '/verify', undefined, { Origin: 'http://evil.example' }))
    expect(stranger.status).toBe(204)
    expect(stranger.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })

  it('answers a preflight of an unknown route 404, with no methods to allow', async () => {
    const { server } = createTestServer({ allowedOrigins: [ORIGIN] })
    const answer = await server.handle(request('OPTIONS', '/whoami', undefined, { Origin: ORIGIN }))
    expect(answer.status).toBe(404)
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
    expect(answer.headers.get('Access-Control-Allow-Methods')).toBeNull()
  })

  it('sends no CORS headers by default', async () => {
    const { server } = createTestServer()
    const answer = await server.handle(request('POST', '/nonce', undefined, { Origin: ORIGIN }))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })

  it('routes under any mount prefix and ignores a trailing slash', async () => {
    const { server } = createTestServer()
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' } }
    const root = await server.handle(new Request('http://h/nonce', init))
    const nested = await server.handle(new Request('http://h/a/b/c/nonce/', init))
    const slashes = await server.handle(new Request('http://h/a/nonce///', init))
    expect([root.status, nested.status, slashes.status]).toEqual([200, 200, 200])
  })

  it.each([
    ['an unknown route', request('GET', '/whoami'), 404, E.notFound],
    ['a wrong method', request('GET', '/nonce'), 405, E.methodNotAllowed],
    ['bad JSON', request('POST', '/verify', '{"message":'), 400, E.invalidJson],
    ['a body without strings', request('POST', '/verify', { message: 1, signature: null }), 400, E.invalidVerifyBody],
    ['a null body', request('POST', '/verify', 'null'), 400, E.invalidVerifyBody],
    ['a malformed message', request('POST', '/verify', { message: 'hi', signature: '0x' }), 400, E.invalidMessage],
    [
      'a sessions query without address',
      request('GET', '/sessions?caipNetworkId=eip155:1'),
      400,
      E.invalidSessionQuery,
    ],
    [
      'a sessions query with a bad network',
      request('DELETE', '/sessions?caipNetworkId=x&address=a'),
      400,
      E.invalidSessionQuery,
    ],
  ])('answers %s with %i', async (_, req, status, error) => {
    const { server } = createTestServer()
    const answer = await server.handle(req)
    expect(answer.status).toBe(status)
    expectJsonHeaders(answer)
    expect(await answer.json()).toEqual({ error })
  })

  it('lists the allowed methods on 405', async () => {
    const { server } = createTestServer()
    const answer = await server.handle(request('PUT', '/sessions'))
    expect(answer.headers.get('Allow')).toBe('GET, DELETE, OPTIONS')
    const nonce = await server.handle(request('GET', '/nonce'))
    expect(nonce.headers.get('Allow')).toBe('POST, OPTIONS')
  })

  it('answers 500 without details when storage fails', async () => {
    const { server } = createTestServer({
      storage: {
        saveNonce: async () => {
          throw new Error('disk on fire at /var/secret')
        },
      } as never,
    })
    const answer = await server.handle(request('POST', '/nonce'))
    expect(answer.status).toBe(500)
    expect(await answer.json()).toEqual({ error: E.internal })
  })
})
