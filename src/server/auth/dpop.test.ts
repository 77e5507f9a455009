import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAuthApi } from '../../signer/authApi.js'
import { createDpopProof, devicePublicJwk, generateDeviceKey } from '../../signer/dpop.js'
import { accessTokenHash, DpopError, jwkThumbprint, verifyDpopProof } from './dpop.js'
import { createTestAuthServer, TEST_WALLET } from './testFixtures.js'

describe("DPoP: the signer frame's device key and proofs against the server", () => {
  it('makes a non-extractable P-256 key whose public JWK has the RFC 7638 thumbprint', async () => {
    const keys = await generateDeviceKey()
    expect(keys.privateKey.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('jwk', keys.privateKey)).rejects.toThrow()
    const jwk = await devicePublicJwk(keys)
    expect(Object.keys(jwk).sort()).toEqual(['crv', 'kty', 'x', 'y'])
    // RFC 7638 section 3.1's example key (RSA) is not EC; check the EC form by hand: members in order, no spaces.
    const manual = Buffer.from(
      await crypto.subtle.digest(
        'SHA-256',
        new TextEncoder().encode(`{"crv":"P-256","kty":"EC","x":"${jwk.x}","y":"${jwk.y}"}`),
      ),
    ).toString('base64url')
    expect(jwkThumbprint(jwk)).toBe(manual)
  })

  it("verifies the signer's proof (htu without the query, ath of the token) and refuses it for another method or key", async () => {
    const keys = await generateDeviceKey()
    const jwk = await devicePublicJwk(keys)
    const token = 't'.repeat(43)
    const now = Date.parse('2030-01-01T00:00:00Z')
    const proof = await createDpopProof(keys, 'GET', 'https://auth.example.com/wallet/shares/auth?x=1', token, now)
    const expected = {
      jkt: jwkThumbprint(jwk),
      jwk,
      method: 'GET',
      urls: ['https://auth.example.com/wallet/shares/auth'],
      accessToken: token,
      now: new Date(now),
    }
    expect(verifyDpopProof(proof, expected).jti).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const payload = JSON.parse(Buffer.from(proof.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>
    expect(payload).toMatchObject({
      htm: 'GET',
      htu: 'https://auth.example.com/wallet/shares/auth',
      iat: now / 1000,
      ath: accessTokenHash(token),
    })
    expect(() => verifyDpopProof(proof, { ...expected, method: 'POST' })).toThrow(new DpopError('wrong method'))
    const other = await devicePublicJwk(await generateDeviceKey())
    expect(() => verifyDpopProof(proof, { ...expected, jkt: jwkThumbprint(other), jwk: other })).toThrow(
      new DpopError('wrong key'),
    )
    expect(() => verifyDpopProof(undefined, expected)).toThrow(new DpopError('missing'))
  })

  it("a session opened with the signer's key releases a share to its proofs over HTTP", async () => {
    const { server, mailer, client, clock } = createTestAuthServer()
    const keys = await generateDeviceKey()
    const started = await client.start('a@example.com')
    const verified = await client.call('POST', '/otp/verify', {
      challengeId: started.body.challengeId,
      code: mailer.codeFor('a@example.com'),
      deviceId: 'device-0001',
      dpopKey: await devicePublicJwk(keys),
    })
    const token = verified.body.token as string
    const send = async (method: string, path: string, body?: unknown) => {
      const url = `http://auth.test${path}`
      const proof = await createDpopProof(keys, method, url, token, clock.now().getTime())
      return server.handle(
        new Request(url, {
          method,
          headers: {
            Authorization: `Bearer ${token}`,
            DPoP: proof,
            ...(body ? { 'Content-Type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : null,
        }),
      )
    }
    expect((await send('POST', '/wallet', TEST_WALLET)).status).toBe(201)
    const share = await send('GET', '/wallet/shares/auth')
    expect([share.status, await share.json()]).toEqual([200, { share: TEST_WALLET.authShare }])
    // The test client's own (jose-made) key is not this session's.
    expect((await client.call('GET', '/wallet/shares/auth', undefined, token)).status).toBe(401)
  })
})

describe("the signer's auth client against the server", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("binds its session to its device key and proves on share requests, in the server's time (a clock years off still works)", async () => {
    // The test server's clock is 2030-01-01; this process's is today: proofs take the server's `Date`.
    const { server, mailer, clock } = createTestAuthServer()
    vi.stubGlobal('fetch', (input: string, init: RequestInit) => server.handle(new Request(input, init)))
    let token: string | undefined
    const keys = await generateDeviceKey()
    const api = createAuthApi(
      'http://auth.test/',
      () => token,
      async () => keys,
    )
    const started = await api.startLogin('a@example.com', 'http://127.0.0.1:14273')
    const login = await api.verifyLogin(started.challengeId, mailer.codeFor('a@example.com'), 'device-0001')
    token = login.token
    await api.createWallet({
      eip155: TEST_WALLET.eip155,
      solana: TEST_WALLET.solana,
      recoveryMode: 'operator',
      authShare: TEST_WALLET.authShare,
      recoveryShare: TEST_WALLET.recoveryShare,
    })
    expect(await api.share('auth')).toBe(TEST_WALLET.authShare)
    expect(await api.share('recovery')).toBe(TEST_WALLET.recoveryShare)
    await api.storeDeviceShare(TEST_WALLET.authShare)
    expect(await api.share('device-auth')).toBe(TEST_WALLET.authShare)
    // Without the key, the same token is refused.
    const bare = createAuthApi('http://auth.test', () => token)
    await expect(bare.share('auth')).rejects.toMatchObject({
      status: 401,
      message: 'This device could not prove it holds the session. Sign in again.',
    })
    // The server's Date is its clock (exposed to the cross-origin signer).
    const answer = await server.handle(
      new Request('http://auth.test/session', {
        headers: { Origin: 'http://localhost:19060', Authorization: `Bearer ${token}` },
      }),
    )
    expect([answer.headers.get('Date'), answer.headers.get('Access-Control-Expose-Headers')]).toEqual([
      clock.now().toUTCString(),
      'Date',
    ])
  })
})
