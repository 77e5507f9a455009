import { randomBytes } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AUTH_ERRORS, AuthServerError } from '../errors.js'
import { createOAuthFlow } from './oauthFlow.js'
import { resolveSocialOptions, type SocialProviderOptions } from './socialOptions.js'
import { serveOnLoopback } from '../../http/__fixtures__/loopbackServer.js'

const AUTH_URL = 'http://auth.test'
const CLIENT_ID = 'wallet-client'
const CLIENT_SECRET = 'the-client-secret'

/** One request the fake provider got. */
interface SeenRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  form: URLSearchParams
}

/**
 * A small provider on loopback whose answers each test sets: OpenID Connect discovery and a JWKS,
 * an authorization endpoint that approves at once (redirect to the redirect URI with a code and the
 * state), a token endpoint that issues an access token and, when `idToken` is set, an RS256 ID token
 * with those claims and the authorization request's nonce, and userinfo / emails answers.
 */
async function startFakeProvider() {
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-1', use: 'sig', alg: 'RS256' }
  /** A key the provider never published (an attacker's). */
  const foreign = await generateKeyPair('RS256')
  const hmacKey = new TextEncoder().encode(CLIENT_SECRET)
  const nonces = new Map<string, string | undefined>()
  const state = {
    issuer: '',
    requests: [] as SeenRequest[],
    discoveryStatus: 200,
    discoveryHasUserinfo: true,
    discoveryHasJwks: true,
    /** The discovery document's `id_token_signing_alg_values_supported` (a careless or hostile provider may list 'none' and HS256). */
    algorithms: ['RS256'] as string[],
    /**
     * How the ID token is signed: 'published' (RS256 with the JWKS key), 'none' (alg none, no signature),
     * 'hs256' (HMAC keyed with the client secret), 'foreign' (RS256 under the published kid with an
     * unpublished key), 'unknownKid' (RS256 with the unpublished key under a kid the JWKS lacks).
     */
    signing: 'published' as 'published' | 'none' | 'hs256' | 'foreign' | 'unknownKid',
    /** Claims of the ID token besides iss, aud, iat, exp and nonce; undefined: no ID token (plain OAuth 2). */
    idToken: undefined as Record<string, unknown> | undefined,
    answers: {} as Record<string, { status: number; body: unknown }>,
    seen: (path: string) => state.requests.filter((r) => r.path === path),
  }
  const served = await serveOnLoopback(async (request, response) => {
    const url = new URL(request.url ?? '/', state.issuer)
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
    state.requests.push({ method: request.method ?? 'GET', path: url.pathname, headers: request.headers, form })
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
    switch (url.pathname) {
      case '/.well-known/openid-configuration':
        if (state.discoveryStatus !== 200) return json(state.discoveryStatus, { error: 'temporarily_unavailable' })
        return json(200, {
          issuer: state.issuer,
          authorization_endpoint: `${state.issuer}/authorize`,
          token_endpoint: `${state.issuer}/token`,
          ...(state.discoveryHasJwks ? { jwks_uri: `${state.issuer}/jwks` } : {}),
          id_token_signing_alg_values_supported: state.algorithms,
          ...(state.discoveryHasUserinfo ? { userinfo_endpoint: `${state.issuer}/userinfo` } : {}),
        })
      case '/jwks':
        return json(200, { keys: [jwk] })
      case '/authorize': {
        const code = randomBytes(16).toString('base64url')
        nonces.set(code, url.searchParams.get('nonce') ?? undefined)
        const back = new URL(url.searchParams.get('redirect_uri')!)
        back.searchParams.set('code', code)
        back.searchParams.set('state', url.searchParams.get('state')!)
        return response.writeHead(302, { Location: back.href }).end()
      }
      case '/token': {
        const code = form.get('code') ?? ''
        if (!nonces.has(code)) return json(400, { error: 'invalid_grant' })
        const nonce = nonces.get(code)
        const idToken = state.idToken && (await signIdToken({ ...state.idToken, ...(nonce ? { nonce } : {}) }))
        return json(200, {
          access_token: `at-${code}`,
          token_type: 'Bearer',
          expires_in: 3600,
          ...(idToken ? { id_token: idToken } : {}),
        })
      }
      default: {
        const answer = state.answers[url.pathname]
        if (!answer) return json(404, { error: 'not_found' })
        return json(answer.status, answer.body)
      }
    }
  })
  async function signIdToken(claims: Record<string, unknown>): Promise<string> {
    const jwt = () =>
      new SignJWT(claims).setIssuer(state.issuer).setAudience(CLIENT_ID).setIssuedAt().setExpirationTime('5m')
    switch (state.signing) {
      case 'none': {
        const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
        const now = Math.floor(Date.now() / 1000)
        return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, iss: state.issuer, aud: CLIENT_ID, iat: now, exp: now + 300 })}.`
      }
      case 'hs256':
        return jwt().setProtectedHeader({ alg: 'HS256', kid: jwk.kid }).sign(hmacKey)
      case 'foreign':
        return jwt().setProtectedHeader({ alg: 'RS256', kid: jwk.kid }).sign(foreign.privateKey)
      case 'unknownKid':
        return jwt().setProtectedHeader({ alg: 'RS256', kid: 'attacker-1' }).sign(foreign.privateKey)
      default:
        return jwt().setProtectedHeader({ alg: 'RS256', kid: jwk.kid }).sign(privateKey)
    }
  }
  state.issuer = served.url
  return { state, stop: served.stop }
}

let fake: Awaited<ReturnType<typeof startFakeProvider>>
beforeAll(async () => {
  fake = await startFakeProvider()
})
afterAll(() => fake?.stop())
beforeEach(() => {
  Object.assign(fake.state, {
    requests: [],
    discoveryStatus: 200,
    discoveryHasUserinfo: true,
    discoveryHasJwks: true,
    algorithms: ['RS256'],
    signing: 'published',
    idToken: undefined,
    answers: {},
  })
})

/** A provider resolved as the auth server resolves it (http allowed: the fake is on loopback). */
const resolved = (provider: Partial<SocialProviderOptions>) =>
  resolveSocialOptions({
    publicUrl: AUTH_URL,
    allowInsecureRequests: true,
    providers: [{ name: 'fake', clientId: CLIENT_ID, ...provider }],
  }).providers.get('fake')!
const oidc = (provider: Partial<SocialProviderOptions> = {}) =>
  resolved({ clientSecret: CLIENT_SECRET, issuer: fake.state.issuer, ...provider })
const oauth2 = (provider: Partial<SocialProviderOptions> = {}) =>
  resolved({
    clientSecret: CLIENT_SECRET,
    authorizationEndpoint: `${fake.state.issuer}/authorize`,
    tokenEndpoint: `${fake.state.issuer}/token`,
    userinfoEndpoint: `${fake.state.issuer}/userinfo`,
    userinfo: 'discord',
    ...provider,
  })

/** The popup's round trip: the provider approves at once; resolves the callback's query. */
async function approve(authorizeUrl: string): Promise<URLSearchParams> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' })
  return new URL(response.headers.get('Location')!).searchParams
}

/** start, the provider's approval, finish. */
async function signIn(flow: ReturnType<typeof createOAuthFlow>) {
  const { url, secrets } = await flow.start()
  return flow.finish(await approve(url), secrets)
}

const DISCORD_USER = { id: '80351110224678912', username: 'nelly', email: 'nelly@discord.example', verified: true }

describe('the code exchange authenticates the client as configured', () => {
  beforeEach(() => {
    fake.state.answers['/userinfo'] = { status: 200, body: DISCORD_USER }
  })
  const tokenRequest = () => {
    const [request] = fake.state.seen('/token')
    return { authorization: request!.headers.authorization, form: Object.fromEntries(request!.form) }
  }

  it('client_secret_basic (the default with a secret): the id and secret in the Authorization header, not in the form', async () => {
    await expect(signIn(createOAuthFlow(oauth2(), true))).resolves.toEqual({
      subject: DISCORD_USER.id,
      username: 'nelly',
      email: DISCORD_USER.email,
      emailVerified: true,
    })
    const { authorization, form } = tokenRequest()
    // RFC 6749 section 2.3.1: the id and secret form-urlencoded, then HTTP Basic.
    const [scheme, credentials] = authorization!.split(' ')
    expect(scheme).toBe('Basic')
    expect(Buffer.from(credentials!, 'base64').toString().split(':').map(decodeURIComponent)).toEqual([
      CLIENT_ID,
      CLIENT_SECRET,
    ])
    expect(form).not.toHaveProperty('client_secret')
  })

  it('client_secret_post: the id and secret in the form, no Authorization header', async () => {
    await signIn(createOAuthFlow(oauth2({ tokenAuthMethod: 'client_secret_post' }), true))
    const { authorization, form } = tokenRequest()
    expect(authorization).toBeUndefined()
    expect(form).toMatchObject({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, grant_type: 'authorization_code' })
  })

  it('none (a public client): only the client id, in the form', async () => {
    await signIn(createOAuthFlow(oauth2({ clientSecret: undefined }), true))
    const { authorization, form } = tokenRequest()
    expect(authorization).toBeUndefined()
    expect(form.client_id).toBe(CLIENT_ID)
    expect(form).not.toHaveProperty('client_secret')
  })
})

describe('OpenID Connect discovery', () => {
  it('a failed discovery is a 502 "unreachable", tried again on the next login; a found one is kept', async () => {
    fake.state.idToken = { sub: 'user-1', email: 'u1@example.com', email_verified: true }
    const flow = createOAuthFlow(oidc(), true)
    fake.state.discoveryStatus = 503
    const failed = await flow.start().catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(AuthServerError)
    expect(failed).toMatchObject({ message: AUTH_ERRORS.providerUnreachable, status: 502 })
    fake.state.discoveryStatus = 200
    await expect(signIn(flow)).resolves.toEqual({ subject: 'user-1', email: 'u1@example.com', emailVerified: true })
    await flow.start()
    expect(fake.state.seen('/.well-known/openid-configuration')).toHaveLength(2)
  })
})

describe('the OIDC profile: the ID token, and userinfo only for an email the ID token lacks', () => {
  it('takes the email from the ID token and never asks userinfo (here failing) for it', async () => {
    fake.state.idToken = {
      sub: 'user-2',
      email: 'id-token@example.com',
      email_verified: true,
      preferred_username: 'ada',
    }
    fake.state.answers['/userinfo'] = { status: 500, body: { error: 'server_error' } }
    await expect(signIn(createOAuthFlow(oidc(), true))).resolves.toEqual({
      subject: 'user-2',
      username: 'ada',
      email: 'id-token@example.com',
      emailVerified: true,
    })
    expect(fake.state.seen('/userinfo')).toHaveLength(0)
  })

  it('reads the email from userinfo when the ID token has none; the ID token wins where both answer', async () => {
    fake.state.idToken = { sub: 'user-3', name: 'From the ID token' }
    fake.state.answers['/userinfo'] = {
      status: 200,
      body: { sub: 'user-3', name: 'From userinfo', email: 'userinfo@example.com', email_verified: true },
    }
    await expect(signIn(createOAuthFlow(oidc(), true))).resolves.toEqual({
      subject: 'user-3',
      username: 'From the ID token',
      email: 'userinfo@example.com',
      emailVerified: true,
    })
    expect(fake.state.seen('/userinfo')[0]!.headers.authorization).toMatch(/^Bearer at-/)
  })

  it('without a userinfo endpoint, a profile without an email', async () => {
    fake.state.discoveryHasUserinfo = false
    fake.state.idToken = { sub: 'user-4' }
    await expect(signIn(createOAuthFlow(oidc(), true))).resolves.toEqual({ subject: 'user-4', emailVerified: false })
  })
})

// Would have caught: an ID token from the token endpoint taken on its claims alone, so that one with
// alg none, one MACed with HS256 (with the client secret the provider also knows) and one signed by a
// key the issuer never published all signed the user in as whatever `sub` and `email` they named.
describe('ID token signatures are verified against the issuer’s JWKS (discovered jwks_uri)', () => {
  beforeEach(() => {
    fake.state.idToken = { sub: 'victim', email: 'victim@example.com', email_verified: true }
    // A provider listing weak algorithms must not make them acceptable.
    fake.state.algorithms = ['RS256', 'HS256', 'none']
  })
  const refused = { message: AUTH_ERRORS.providerRefused, status: 400 }

  it('takes a token signed with the published key (the control), fetching the JWKS once for two logins', async () => {
    const flow = createOAuthFlow(oidc(), true)
    await expect(signIn(flow)).resolves.toEqual({ subject: 'victim', email: 'victim@example.com', emailVerified: true })
    await expect(signIn(flow)).resolves.toMatchObject({ subject: 'victim' })
    expect(fake.state.seen('/jwks')).toHaveLength(1)
  })

  it('refuses any ID token when the discovery document names no jwks_uri (nothing to verify against)', async () => {
    fake.state.discoveryHasJwks = false
    await expect(signIn(createOAuthFlow(oidc(), true))).rejects.toMatchObject(refused)
    expect(fake.state.seen('/token')).toHaveLength(0)
  })

  it.each([
    ['alg none (no signature at all)', 'none'],
    ['HS256 keyed with the client secret', 'hs256'],
    ['RS256 under the published kid but signed with a foreign key', 'foreign'],
    ['RS256 with a kid the JWKS does not have', 'unknownKid'],
  ] as const)('refuses %s with 400 "refused" (accepted before the fix)', async (_name, signing) => {
    fake.state.signing = signing
    await expect(signIn(createOAuthFlow(oidc(), true))).rejects.toMatchObject(refused)
  })
})

describe('plain OAuth 2 providers read the profile from userinfo', () => {
  it('signs in a provider without discovery (no JWKS) whose token answer also carries an ID token, from its userinfo: only OpenID Connect providers are held to ID token signature checks', async () => {
    fake.state.idToken = { sub: 'id-token-subject' }
    fake.state.answers['/userinfo'] = { status: 200, body: DISCORD_USER }
    await expect(signIn(createOAuthFlow(oauth2({ scopes: ['openid', 'identify'] }), true))).resolves.toEqual({
      subject: DISCORD_USER.id,
      username: 'nelly',
      email: DISCORD_USER.email,
      emailVerified: true,
    })
  })
})

describe('refusals', () => {
  it('a profile answer of another shape is an AuthServerError 502 "answered badly"', async () => {
    fake.state.answers['/userinfo'] = { status: 200, body: { id: '1' } }
    const error = await signIn(createOAuthFlow(oauth2(), true)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AuthServerError)
    expect(error).toMatchObject({ message: AUTH_ERRORS.providerAnsweredBadly, status: 502 })
  })

  it('a userinfo error answer never reaches the mapping, however lenient the mapping is', async () => {
    const mapped: unknown[] = []
    const lenient = (answer: unknown) => {
      mapped.push(answer)
      return { subject: String((answer as { id?: unknown }).id ?? 'someone'), emailVerified: false }
    }
    fake.state.answers['/userinfo'] = { status: 401, body: { id: 'not-a-user', message: 'Bad credentials' } }
    await expect(signIn(createOAuthFlow(oauth2({ userinfo: lenient }), true))).rejects.toMatchObject({
      message: AUTH_ERRORS.providerAnsweredBadly,
      status: 502,
    })
    expect(mapped).toEqual([])
  })

  it('without allowInsecureRequests an http provider gets neither the user nor the code (its endpoint is a 502 "answered badly")', async () => {
    fake.state.answers['/userinfo'] = { status: 200, body: DISCORD_USER }
    const provider = oauth2()
    const secure = createOAuthFlow(provider, false)
    await expect(secure.start()).rejects.toMatchObject({ message: AUTH_ERRORS.providerAnsweredBadly, status: 502 })
    const { url, secrets } = await createOAuthFlow(provider, true).start()
    await expect(secure.finish(await approve(url), secrets)).rejects.toMatchObject({
      message: AUTH_ERRORS.providerRefused,
      status: 400,
    })
    expect(fake.state.seen('/token')).toHaveLength(0)
  })
})

describe('the authorization request', () => {
  it("carries the operator's authorizationParams beside the protocol's own", async () => {
    const { url } = await createOAuthFlow(
      oauth2({ authorizationParams: { prompt: 'select_account', access_type: 'offline' } }),
      true,
    ).start()
    const params = new URL(url).searchParams
    expect(params.get('prompt')).toBe('select_account')
    expect(params.get('access_type')).toBe('offline')
    expect(params.get('client_id')).toBe(CLIENT_ID)
    expect(params.get('response_type')).toBe('code')
  })
})
