import { describe, expect, it } from 'vitest'
import type { CaipAddress } from '../../core/caip.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { SIWX_SERVER_ERRORS } from './errors.js'
import { createTestServer, evmAccount, evmMessage, otherEvmAccount } from './testFixtures.js'
import type { SiwxServerOptions } from './options.js'

const E = SIWX_SERVER_ERRORS
const BASE = 'http://127.0.0.1:14174/api/siwx'
const query = (address: string) => `?caipNetworkId=eip155:1&address=${address}`

function sessions(method: 'GET' | 'DELETE', address: string, token?: string): Request {
  return new Request(`${BASE}/sessions${query(address)}`, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
}

/** A server where both dev accounts signed in once over HTTP; each got its token. */
async function twoAccounts(options: Partial<SiwxServerOptions> = {}) {
  const { server, clock } = createTestServer(options)
  const signIn = async (account: typeof evmAccount) => {
    const { nonce } = await server.issueNonce()
    const message = evmMessage(nonce, clock.now(), { address: account.address })
    const answer = await server.handle(
      new Request(`${BASE}/verify`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message, signature: await account.signMessage({ message }) }),
      }),
    )
    expect(answer.status).toBe(200)
    return (await answer.json()) as { session: { caipAddress: string }; token: string }
  }
  return { server, clock, alice: await signIn(evmAccount), bob: await signIn(otherEvmAccount) }
}

describe('sessions over HTTP belong to the holder of their token', () => {
  it('verify answers a 256-bit token next to the session; the server keeps only its hash', async () => {
    const { alice } = await twoAccounts()
    expect(alice.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(JSON.stringify(alice.session)).not.toContain(alice.token)
  })

  it.each(['GET', 'DELETE'] as const)(
    '%s without a token, or with a malformed or unknown one: 401, nothing done',
    async (method) => {
      const { server, alice } = await twoAccounts()
      for (const token of [undefined, 'not-a-token', 'A'.repeat(43)]) {
        const answer = await server.handle(sessions(method, evmAccount.address, token))
        expect(answer.status).toBe(401)
        expect(answer.headers.get('WWW-Authenticate')).toBe('Bearer')
        expect(await answer.json()).toEqual({ error: E.unauthorized })
      }
      expect(await server.authenticate(alice.token)).toBeDefined()
    },
  )

  it.each(['GET', 'DELETE'] as const)("%s with another account's token: 403, nothing done", async (method) => {
    const { server, bob } = await twoAccounts()
    const answer = await server.handle(sessions(method, evmAccount.address, bob.token))
    expect(answer.status).toBe(403)
    expect(await answer.json()).toEqual({ error: E.forbidden })
    expect(await server.getSessions({ caipNetworkId: 'eip155:1', address: evmAccount.address })).toHaveLength(1)
  })

  it("GET and DELETE with the account's own token act on that account only", async () => {
    const { server, alice, bob } = await twoAccounts()
    const listed = await server.handle(sessions('GET', evmAccount.address.toLowerCase(), alice.token))
    expect(listed.status).toBe(200)
    expect(await listed.json()).toEqual({ sessions: [alice.session] })

    const deleted = await server.handle(sessions('DELETE', evmAccount.address, alice.token))
    expect(deleted.status).toBe(204)
    expect(await server.getSessions({ caipNetworkId: 'eip155:1', address: evmAccount.address })).toEqual([])
    expect(await server.getSessions({ caipNetworkId: 'eip155:1', address: otherEvmAccount.address })).toEqual([
      bob.session,
    ])
    // Signed out: the token died with its session.
    expect((await server.handle(sessions('GET', evmAccount.address, alice.token))).status).toBe(401)
  })

  it('looks up only tokens of the shape it issues: anything else is refused without a storage read', async () => {
    const storage = createMemoryStorage()
    const hashes: string[] = []
    const find = storage.siwx.findSessionByTokenHash.bind(storage.siwx)
    storage.siwx.findSessionByTokenHash = (hash, now) => (hashes.push(hash), find(hash, now))
    const { server } = createTestServer({ storage })
    expect(await server.authenticate('not-a-token')).toBeUndefined()
    expect(await server.authenticate(`${'a'.repeat(43)}=`)).toBeUndefined()
    expect(hashes).toEqual([])
    expect(await server.authenticate('a'.repeat(43))).toBeUndefined()
    expect(hashes).toHaveLength(1)
  })

  it('a token expires with its session', async () => {
    const { server, clock, alice } = await twoAccounts({ sessionTtlMs: 60_000 })
    expect((await server.handle(sessions('GET', evmAccount.address, alice.token))).status).toBe(200)
    clock.advance(60_000)
    expect((await server.handle(sessions('GET', evmAccount.address, alice.token))).status).toBe(401)
  })

  it('a host that ties sessions to its own login decides instead, through authorizeSessionAccess', async () => {
    const seen: CaipAddress[] = []
    const { server, alice } = await twoAccounts({
      authorizeSessionAccess(request, caipAddress) {
        seen.push(caipAddress)
        const user = request.headers.get('Cookie')
        if (!user) return 'unauthenticated'
        return user === 'login=alice' && caipAddress === `eip155:1:${evmAccount.address}` ? 'allow' : 'forbidden'
      },
    })
    const withCookie = (cookie: string) =>
      new Request(`${BASE}/sessions${query(evmAccount.address)}`, { headers: { Cookie: cookie } })
    expect((await server.handle(withCookie('login=alice'))).status).toBe(200)
    expect((await server.handle(withCookie('login=mallory'))).status).toBe(403)
    expect((await server.handle(sessions('GET', evmAccount.address, alice.token))).status).toBe(401)
    expect(seen).toEqual(Array(3).fill(`eip155:1:${evmAccount.address}`))
  })

  it('lets a cross-origin page send the Authorization header', async () => {
    const origin = 'http://127.0.0.1:14173'
    const { server } = createTestServer({ allowedOrigins: [origin] })
    const preflight = await server.handle(
      new Request(`${BASE}/sessions`, { method: 'OPTIONS', headers: { Origin: origin } }),
    )
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toBe('Content-Type, Authorization')
  })
})
