import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAuthApi } from '../../signer/authApi.js'
import { createDpopProof, devicePublicJwk, generateDeviceKey } from '../../signer/dpop.js'
import { accessTokenHash, asDeviceJwk, DpopError, jwkThumbprint, verifyDpopProof } from './dpop.js'
import { createTestAuthServer, dpopProof, TEST_WALLET, testDeviceKey, type TestDeviceKey } from './testFixtures.js'

/** base64url of a text. */
const b64u = (text: string) => Buffer.from(text).toString('base64url')
const MALFORMED = 'DpopError: malformed'

/** A compact JWS whose first two parts are exactly `header` and `payload` (any text), validly signed ES256 by `key`. */
async function signedAsIs(key: TestDeviceKey, header: string, payload: string): Promise<string> {
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    key.privateKey,
    new TextEncoder().encode(`${header}.${payload}`),
  )
  return `${header}.${payload}.${Buffer.from(signature).toString('base64url')}`
}

/**
 * A session's device key and the request its proofs are for (GET https://auth.example.com/wallet/shares/auth);
 * `proof(overrides)` makes one (see `dpopProof`), `outcome(proof)` is 'accepted' or the refusal as a
 * log line shows it ('DpopError: <reason>').
 */
async function proving() {
  const key = await testDeviceKey()
  const now = Date.parse('2030-01-01T00:00:00Z')
  const request = {
    method: 'GET',
    url: 'https://auth.example.com/wallet/shares/auth',
    token: 't'.repeat(43),
    iat: now / 1000,
  }
  const expected = {
    jkt: jwkThumbprint(key.jwk),
    jwk: key.jwk,
    method: request.method,
    urls: [request.url],
    accessToken: request.token,
    now: new Date(now),
  }
  const outcome = (proof: string) => {
    try {
      verifyDpopProof(proof, expected)
      return 'accepted'
    } catch (error) {
      return String(error)
    }
  }
  const proof = (overrides?: Parameters<typeof dpopProof>[2]) => dpopProof(key, request, overrides)
  return { key, request, proof, outcome }
}

/** `proof`'s header and claims, their JSON padded with spaces and signed again by `key`, to exactly `length` characters. */
async function ofLength(key: TestDeviceKey, proof: string, length: number): Promise<string> {
  const [header, payload] = proof.split('.').map((part) => Buffer.from(part, 'base64url').toString())
  // base64url never lands on 4n + 1 characters: one part alone cannot reach every length, the two can.
  for (let h = 0; h < 3; h++) {
    for (let p = Math.max(0, Math.floor(((length - proof.length) * 3) / 4) - 4); ; p++) {
      const sized = await signedAsIs(key, b64u(header + ' '.repeat(h)), b64u(payload + ' '.repeat(p)))
      if (sized.length === length) return sized
      if (sized.length > length) break
    }
  }
  throw new Error(`no proof of ${length} characters`)
}

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

describe('verifyDpopProof: the checks of RFC 9449 section 4.3, each refusal with the reason the audit log records', () => {
  it('check 2: refuses what is not one well-formed compact JWS (malformed), even when its signature verifies', async () => {
    const { key, proof, outcome } = await proving()
    const valid = await proof()
    const [header, payload, signature] = valid.split('.') as [string, string, string]
    expect(outcome(valid)).toBe('accepted')
    expect(outcome('a.b.c')).toBe(MALFORMED)
    // Two parts, or four.
    expect(outcome(`${header}.${payload}`)).toBe(MALFORMED)
    expect(outcome(`${valid}.${signature}`)).toBe(MALFORMED)
    // A part with a character outside base64url (RFC 7515 section 2: no padding, no white space), signed as sent.
    for (const odd of [` ${header}`, `${header}=`])
      expect(outcome(await signedAsIs(key, odd, payload)), odd).toBe(MALFORMED)
    expect(outcome(`${header}.${payload}. ${signature}`)).toBe(MALFORMED)
    expect(outcome(`${header}.${payload}.${signature}==`)).toBe(MALFORMED)
    // A header or claims set that is JSON but not an object (RFC 7519 section 7.2).
    expect(outcome(await signedAsIs(key, b64u('null'), payload))).toBe(MALFORMED)
    for (const claims of ['"claims"', '[]'])
      expect(outcome(await signedAsIs(key, header, b64u(claims))), claims).toBe(MALFORMED)
  })

  it('check 2, by size: takes a proof of 4096 characters and refuses one of 4097 (malformed)', async () => {
    const { key, proof, outcome } = await proving()
    const valid = await proof()
    expect(outcome(await ofLength(key, valid, 4096))).toBe('accepted')
    expect(outcome(await ofLength(key, valid, 4097))).toBe(MALFORMED)
  })

  it('checks 4 and 5: refuses a typ other than dpop+jwt, and an alg other than ES256 even over an ES256 signature (malformed)', async () => {
    const { key, proof, outcome } = await proving()
    const [header, payload] = (await proof()).split('.') as [string, string]
    const members = JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>
    for (const change of [{ typ: 'JWT' }, { alg: 'none' }, { alg: 'HS256' }, { alg: 'ES384' }]) {
      const proof = await signedAsIs(key, b64u(JSON.stringify({ ...members, ...change })), payload)
      expect(outcome(proof), JSON.stringify(change)).toBe(MALFORMED)
    }
  })

  it("checks 6 and 7: the header's jwk must be the session's P-256 public key, with no private member (wrong key), and sign the proof (bad signature)", async () => {
    const { key, request, proof, outcome } = await proving()
    // Missing, not a JWK, or the session's own x and y named as another curve or key type, or beside a private key `d`.
    const jwks = [
      undefined,
      null,
      'a key',
      { ...key.jwk, crv: 'P-384' },
      { ...key.jwk, kty: 'OKP' },
      { ...key.jwk, d: 'd'.repeat(43) },
    ]
    for (const jwk of jwks)
      expect(outcome(await proof({ header: { jwk } })), JSON.stringify(jwk)).toBe('DpopError: wrong key')
    const forged = await dpopProof({ ...(await testDeviceKey()), jwk: key.jwk }, request)
    expect(outcome(forged)).toBe('DpopError: bad signature')
  })

  it('checks 8, 9, 11 and 12 name what did not match: method, URL, time, token', async () => {
    const { request, proof, outcome } = await proving()
    expect(outcome(await proof({ claims: { htm: 'POST' } }))).toBe('DpopError: wrong method')
    expect(outcome(await proof({ claims: { htu: 'https://auth.example.com/wallet/shares/recovery' } }))).toBe(
      'DpopError: wrong url',
    )
    expect(outcome(await proof({ claims: { iat: request.iat - 61 } }))).toBe('DpopError: stale')
    expect(outcome(await proof({ claims: { ath: accessTokenHash('another token') } }))).toBe('DpopError: wrong token')
  })

  it('check 3 and the jti (section 4.2, enough entropy to be unique): takes 16 to 128 characters, refuses none, fewer or more (malformed)', async () => {
    const { proof, outcome } = await proving()
    expect(outcome(await proof({ claims: { jti: undefined } }))).toBe(MALFORMED)
    for (const [length, result] of [
      [15, MALFORMED],
      [16, 'accepted'],
      [128, 'accepted'],
      [129, MALFORMED],
    ] as const)
      expect(outcome(await proof({ claims: { jti: 'j'.repeat(length) } })), `${length}`).toBe(result)
  })
})

describe('asDeviceJwk: a device key as a session is bound to it', () => {
  it('takes a P-256 public JWK only with x and y of 43 base64url characters (RFC 7518 section 6.2.1.2, RFC 7515 section 2: no padding)', async () => {
    const { jwk } = await testDeviceKey()
    expect(asDeviceJwk(jwk)).toEqual(jwk)
    const standard = (value: string) => Buffer.from(value, 'base64url').toString('base64')
    for (const odd of [{ x: `${jwk.x}=` }, { y: `${jwk.y}=` }, { x: standard(jwk.x) }, { y: standard(jwk.y) }])
      expect(asDeviceJwk({ ...jwk, ...odd }), JSON.stringify(odd)).toBeUndefined()
    expect([asDeviceJwk(null), asDeviceJwk('a key')]).toEqual([undefined, undefined])
  })
})
