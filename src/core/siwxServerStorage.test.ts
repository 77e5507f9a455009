import { afterEach, describe, expect, it, vi } from 'vitest'
import { createServerSiwxStorage } from './siwxServerStorage.js'
import { createMemoryBackend, createPersistence } from './storage.js'
import { sessionTokenOf, TOKENS_KEY } from './siwxTokens.js'
import { HttpError } from './specificErrors.js'
import type { SiwxSession } from './siwx.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = 'tok_0123456789abcdef-XYZ'
const session: SiwxSession = {
  caipAddress: `eip155:1:${ADDRESS}`,
  caipNetworkId: 'eip155:1',
  message: 'm',
  signature: '0x00',
  issuedAt: '2026-01-01T00:00:00.000Z',
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function serve(...responses: Response[]) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) => responses.shift() ?? json(500, { error: 'no more answers' }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createServerSiwxStorage', () => {
  it('asks for a nonce with a POST of an empty JSON object, at the base URL without its trailing slashes', async () => {
    const fetch = serve(json(200, { nonce: 'abcdefgh12345678' }))
    expect(await createServerSiwxStorage('https://siwx.example.test/api//').getNonce()).toBe('abcdefgh12345678')
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('https://siwx.example.test/api/nonce')
    expect(init).toMatchObject({ method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })
  })

  it('keeps a base URL without a trailing slash as it is', async () => {
    const fetch = serve(json(200, { nonce: 'abcdefgh12345678' }))
    await createServerSiwxStorage('https://siwx.example.test/api').getNonce()
    expect(fetch.mock.calls[0]![0]).toBe('https://siwx.example.test/api/nonce')
  })

  const signedIn = async () => {
    const persistence = createPersistence('wm', createMemoryBackend())
    const storage = createServerSiwxStorage('https://siwx.example.test', () => persistence)
    serve(json(200, { session, token: TOKEN }))
    await storage.add({ message: 'm', signature: '0x00', session })
    return { persistence, storage }
  }

  it('sends the token given at sign-in with GET sessions', async () => {
    const { persistence, storage } = await signedIn()
    expect(sessionTokenOf(persistence, session.caipAddress)).toBe(TOKEN)
    const fetch = serve(json(200, { sessions: [session] }))
    expect(await storage.get('eip155:1', ADDRESS)).toEqual([session])
    expect(fetch.mock.calls[0]![0]).toBe(
      `https://siwx.example.test/sessions?caipNetworkId=eip155%3A1&address=${ADDRESS}`,
    )
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'GET', headers: { authorization: `Bearer ${TOKEN}` } })
  })

  it.each([401, 403])(
    'answers no session and forgets the token when GET sessions is refused with %i',
    async (status) => {
      const { persistence, storage } = await signedIn()
      serve(json(status, { error: 'Unauthorized' }))
      expect(await storage.get('eip155:1', ADDRESS)).toEqual([])
      expect(sessionTokenOf(persistence, session.caipAddress)).toBeUndefined()
    },
  )

  it('rejects with the server reason on any other failure and keeps the token', async () => {
    const { persistence, storage } = await signedIn()
    serve(json(500, { error: 'Database unavailable' }))
    await expect(storage.get('eip155:1', ADDRESS)).rejects.toThrow('Database unavailable')
    expect(sessionTokenOf(persistence, session.caipAddress)).toBe(TOKEN)
  })

  it('holding no token for the account, answers no session without asking (the server would refuse with a 401 the browser logs as an error)', async () => {
    const persistence = createPersistence('wm', createMemoryBackend())
    const fetch = serve(json(401, { error: 'Missing or invalid session token' }))
    expect(
      await createServerSiwxStorage('https://siwx.example.test', () => persistence).get('eip155:1', ADDRESS),
    ).toEqual([])
    expect(await createServerSiwxStorage('https://siwx.example.test').get('eip155:1', ADDRESS)).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
  })

  it('a token for another account is not used for this one, and nothing is asked', async () => {
    const { storage } = await signedIn()
    const fetch = serve(json(401, { error: 'Missing or invalid session token' }))
    expect(await storage.get('eip155:1', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
  })

  it('gives every request a timeout signal, so a server that never answers cannot hang the sign-in', async () => {
    const fetch = serve(json(200, { nonce: 'abcdefgh12345678' }))
    await createServerSiwxStorage('https://siwx.example.test').getNonce()
    expect(fetch.mock.calls[0]![1].signal).toBeInstanceOf(AbortSignal)
  })

  it('a failure whose body is not JSON (a proxy error page) rejects with its HTTP status', async () => {
    serve(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }))
    const failure = createServerSiwxStorage('https://siwx.example.test').getNonce()
    await expect(failure).rejects.toBeInstanceOf(HttpError)
    await expect(failure).rejects.toMatchObject({ status: 502 })
  })

  it('without persistence, keeps the token given at sign-in in memory and sends it with GET sessions', async () => {
    const storage = createServerSiwxStorage('https://siwx.example.test')
    serve(json(200, { session, token: TOKEN }))
    await storage.add({ message: 'm', signature: '0x00', session })
    const fetch = serve(json(200, { sessions: [session] }))
    expect(await storage.get('eip155:1', ADDRESS)).toEqual([session])
    expect(fetch.mock.calls[0]![1]).toMatchObject({ headers: { authorization: `Bearer ${TOKEN}` } })
  })

  it('a DELETE for an account it holds no token of sends no Authorization header and stores nothing', async () => {
    const backend = createMemoryBackend()
    const persistence = createPersistence('wm', backend)
    const fetch = serve(new Response(null, { status: 204 }))
    await createServerSiwxStorage('https://siwx.example.test', () => persistence).delete('eip155:1', ADDRESS)
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'DELETE' })
    expect(fetch.mock.calls[0]![1].headers).not.toHaveProperty('authorization')
    expect(backend.getItem(`wm:${TOKENS_KEY}`)).toBeNull()
  })
})
