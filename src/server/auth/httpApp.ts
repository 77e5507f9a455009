import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { cors } from 'hono/cors'
import * as v from 'valibot'
import { createHttpApp, jsonBody, type HttpEnv } from '../http/httpApp.js'
import { jsonResponse } from '../http/jsonResponse.js'
import { HTTP_ERRORS, HttpProblem } from '../http/problems.js'
import { readBodyText } from '../http/readBody.js'
import { bearerToken } from '../http/sessionToken.js'
import { isEnvelopeError, type AccountService, type Authenticated } from './accountService.js'
import { asDeviceJwk, type DeviceJwk } from './dpop.js'
import { MAX_EMAIL_LENGTH } from './emailAddress.js'
import { AUTH_ERRORS, AuthServerError } from './errors.js'
import type { ResolvedAuthServerOptions } from './options.js'
import { callbackPage } from './social/callbackPage.js'
import type { SocialService } from './social/socialService.js'

type Env = HttpEnv & { Variables: { auth: Authenticated } }

const matching = (pattern: RegExp) => v.pipe(v.string(), v.regex(pattern))
const id = matching(/^[A-Za-z0-9_-]{22}$/)
const code = matching(/^\d{6}$/)
const email = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_EMAIL_LENGTH * 2))
const site = v.pipe(v.string(), v.minLength(1), v.maxLength(200))
const deviceId = matching(/^[A-Za-z0-9-]{8,64}$/)
/** 32 random bytes, base64url: a social login's poll secret and its completion code. */
const secret32 = matching(/^[A-Za-z0-9_-]{43}$/)
/** The signer frame's device key (DPoP, RFC 9449): an EC P-256 public JWK; sessions are bound to it. */
const deviceKey = v.object({
  kty: v.literal('EC'),
  crv: v.literal('P-256'),
  x: secret32,
  y: secret32,
})
/** base64url of a 17-byte Shamir share (23 chars), or of a passphrase-encrypted one (at most 512 chars). */
const share = matching(/^[A-Za-z0-9_-]{20,512}$/)

/** The JSON bodies each route accepts (anything else: 400 'Invalid request body'). */
export const AUTH_BODIES = {
  otpStart: v.object({ email, site }),
  otpVerify: v.object({ challengeId: id, code, deviceId, dpopKey: v.optional(deviceKey) }),
  wallet: v.object({
    eip155: matching(/^0x[0-9a-fA-F]{40}$/),
    solana: matching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
    recoveryMode: v.picklist(['operator', 'passphrase']),
    authShare: share,
    recoveryShare: share,
  }),
  deviceShare: v.object({ share }),
  emailChange: v.object({ email, site }),
  emailConfirmOld: v.object({ challengeId: id, code, site }),
  emailResend: v.object({ challengeId: id, site }),
  emailConfirmNew: v.object({ challengeId: id, code }),
  socialStart: v.object({ provider: matching(/^[a-z][a-z0-9-]{0,31}$/), site }),
  socialPoll: v.object({ requestId: id, secret: secret32, code: v.optional(secret32) }),
  socialCollect: v.object({
    requestId: id,
    secret: secret32,
    deviceId,
    code: v.optional(secret32),
    dpopKey: v.optional(deviceKey),
  }),
} as const

/**
 * The auth server's HTTP API, a hono app under `basePath` (JSON in and out, `Cache-Control: no-store`):
 * - POST /otp/start `{ email, site }` → `{ challengeId, expiresAt, resendAt }` (the same for known and unknown addresses)
 * - POST /otp/verify `{ challengeId, code, deviceId, dpopKey? }` → `{ token, expiresAt, account: { email, wallet } }`
 * - GET /session → `{ account }`; DELETE /session → 204 (bearer token)
 * - POST /wallet `{ eip155, solana, recoveryMode, authShare, recoveryShare }` → 201 `{ wallet }`
 * - GET /wallet/shares/auth|recovery|device-auth → `{ share }`; PUT /wallet/shares/device-auth `{ share }` → 204
 * - POST /email/change `{ email, site }`, /email/change/confirm-old `{ challengeId, code, site }`,
 *   /email/change/resend `{ challengeId, site }` → `{ challengeId, expiresAt, resendAt[, email] }`;
 *   /email/change/confirm-new `{ challengeId, code }` → `{ email }`
 * - with social login: POST /social/start `{ provider, site }` → `{ requestId, secret, url, expiresInSeconds }`;
 *   GET /social/launch/:requestId → 303 to the provider, setting the browser's launch cookie;
 *   GET and POST (form_post) /social/callback/:provider → the HTML page the provider's popup ends on
 *   (it posts the completion code to its opener at the request's site);
 *   POST /social/poll `{ requestId, secret, code? }` → `{ status: 'pending' }` or `{ status: 'confirm', account }`;
 *   POST /social/collect `{ requestId, secret, deviceId, code?, dpopKey? }` → `{ token, expiresAt, account }`
 *
 * Device-bound sessions (after DPoP, RFC 9449): `dpopKey` is the public JWK of the
 * frame's non-extractable P-256 key; the session keeps its thumbprint. Every request that releases
 * or stores a share (GET /wallet/shares/*, PUT /wallet/shares/device-auth, POST /wallet) carries,
 * besides `Authorization: Bearer <token>`, a `DPoP` header: a compact JWS (`typ` 'dpop+jwt', ES256,
 * the `jwk` in its header) over `{ htm, htu, iat, jti, ath }` signed by that key. `htu` (query
 * ignored) must be the request's own URL, or `publicUrl` + the route after `basePath` when the
 * server runs behind a proxy that changes its URL; `iat` within 60 s; a `jti` only once. Otherwise:
 * 401 'This device could not prove it holds the session. Sign in again.' with
 * `WWW-Authenticate: DPoP error="invalid_dpop_proof"`; a session without a key (made before
 * device binding, or by a client that sent none) gets that answer on every share route.
 * Errors are `{ error, attemptsLeft?, retryAfter? }` with the statuses of {@link AUTH_ERRORS}; 429s
 * carry `Retry-After`. Routes after /otp need `Authorization: Bearer <token>` (401 otherwise).
 * CORS admits exactly `allowedOrigins` (no credentials: the token is a header, never a cookie).
 */
export function createAuthHttpApp(
  service: AccountService,
  options: ResolvedAuthServerOptions,
  basePath = '/',
  social?: SocialService,
) {
  const app = createHttpApp<Env>({
    basePath,
    clientIp: options.clientIp,
    onUnexpectedError: options.onUnexpectedError,
    mapError: (error) =>
      isEnvelopeError(error) ? new AuthServerError(AUTH_ERRORS.sealedRecordUnreadable, 500) : undefined,
  })
  app.use(
    '*',
    cors({
      origin: (origin) => (options.allowedOrigins.has(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowHeaders: ['Content-Type', 'Authorization', 'DPoP'],
      exposeHeaders: ['Date'],
      maxAge: 600,
    }),
  )
  app.use('*', async (c, next) => {
    await next()
    // The server's clock (the `now` option), which DPoP proofs' `iat` is checked against: the
    // signer sets its proofs' time from it, so a device clock minutes off still proves (RFC 9449 section 11.1).
    c.res.headers.set('Date', options.now().toUTCString())
  })
  const body = <S extends v.GenericSchema>(schema: S) =>
    jsonBody({
      maxBytes: options.maxBodyBytes,
      schema,
      invalid: () => new AuthServerError(AUTH_ERRORS.invalidBody, 400),
    })
  const checkSite = (value: string) => {
    if (!options.allowedSites.has(value)) throw new AuthServerError(AUTH_ERRORS.siteNotAllowed, 403)
    return value
  }
  // '/wallet/*' also matches '/wallet' itself.
  const signedIn = app.use('/session', requireSession).use('/wallet/*', requireSession).use('/email/*', requireSession)
  async function requireSession(c: Context<Env>, next: () => Promise<void>) {
    if (c.req.method === 'OPTIONS') return next()
    const auth = await service.authenticate(bearerToken(c.req.raw))
    if (!auth) throw new HttpProblem(HTTP_ERRORS.unauthorized, 401, { 'WWW-Authenticate': 'Bearer' })
    c.set('auth', auth)
    await next()
  }
  const ip = (c: Context<Env>) => c.get('clientIp')
  const base = basePath.replace(/\/+$/, '')
  /** Refuses (401, audited as `what`) a share request without a valid DPoP proof of the session's device key. */
  const deviceProof =
    (what: string | ((c: Context<Env>) => string)): MiddlewareHandler<Env> =>
    async (c, next) => {
      const url = new URL(c.req.url)
      const route = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname
      const urls = [`${url.origin}${url.pathname}`, ...(options.publicUrl ? [`${options.publicUrl}${route}`] : [])]
      const accessToken = bearerToken(c.req.raw) ?? ''
      await service.requireDeviceProof(
        c.get('auth'),
        { proof: c.req.header('DPoP'), method: c.req.method, urls, accessToken },
        typeof what === 'string' ? what : what(c),
        ip(c),
      )
      await next()
    }
  /** The `dpopKey` of a login body, checked to be a point on P-256 (400 otherwise). */
  const keyOf = (value: v.InferOutput<typeof deviceKey> | undefined): DeviceJwk | undefined => {
    if (value === undefined) return undefined
    const key = asDeviceJwk(value)
    if (!key) throw new AuthServerError(AUTH_ERRORS.invalidBody, 400)
    return key
  }

  app.post('/otp/start', body(AUTH_BODIES.otpStart), async (c) => {
    const { email, site } = c.req.valid('json')
    return jsonResponse(200, await service.startLogin(email, checkSite(site), ip(c)))
  })
  app.post('/otp/verify', body(AUTH_BODIES.otpVerify), async (c) => {
    const { challengeId, code, deviceId, dpopKey } = c.req.valid('json')
    return jsonResponse(200, await service.verifyLogin(challengeId, code, deviceId, ip(c), keyOf(dpopKey)))
  })
  signedIn.get('/session', async (c) => jsonResponse(200, { account: await service.account(c.get('auth')) }))
  signedIn.delete('/session', async (c) => {
    await service.signOut(c.get('auth'), ip(c))
    return jsonResponse(204, undefined)
  })
  signedIn.post('/wallet', deviceProof('wallet create'), body(AUTH_BODIES.wallet), async (c) =>
    jsonResponse(201, { wallet: await service.createWallet(c.get('auth'), c.req.valid('json'), ip(c)) }),
  )
  const shareKind = (c: Context<Env>) => c.req.param('kind') as 'auth' | 'recovery' | 'device-auth'
  signedIn.get('/wallet/shares/:kind{auth|recovery|device-auth}', deviceProof(shareKind), async (c) =>
    jsonResponse(200, { share: await service.releaseShare(c.get('auth'), shareKind(c), ip(c)) }),
  )
  signedIn.put(
    '/wallet/shares/device-auth',
    deviceProof('device-auth store'),
    body(AUTH_BODIES.deviceShare),
    async (c) => {
      await service.storeDeviceShare(c.get('auth'), c.req.valid('json').share, ip(c))
      return jsonResponse(204, undefined)
    },
  )
  signedIn.post('/email/change', body(AUTH_BODIES.emailChange), async (c) => {
    const { email, site } = c.req.valid('json')
    return jsonResponse(200, await service.startEmailChange(c.get('auth'), email, checkSite(site), ip(c)))
  })
  signedIn.post('/email/change/confirm-old', body(AUTH_BODIES.emailConfirmOld), async (c) => {
    const { challengeId, code, site } = c.req.valid('json')
    return jsonResponse(200, await service.confirmOldEmail(c.get('auth'), challengeId, code, checkSite(site), ip(c)))
  })
  signedIn.post('/email/change/resend', body(AUTH_BODIES.emailResend), async (c) => {
    const { challengeId, site } = c.req.valid('json')
    return jsonResponse(200, await service.resendNewEmail(c.get('auth'), challengeId, checkSite(site), ip(c)))
  })
  signedIn.post('/email/change/confirm-new', body(AUTH_BODIES.emailConfirmNew), async (c) => {
    const { challengeId, code } = c.req.valid('json')
    return jsonResponse(200, await service.confirmNewEmail(c.get('auth'), challengeId, code, ip(c)))
  })

  if (social) {
    app.post('/social/start', body(AUTH_BODIES.socialStart), async (c) => {
      const { provider, site } = c.req.valid('json')
      return jsonResponse(200, await social.start(provider, checkSite(site), ip(c)))
    })
    app.post('/social/poll', body(AUTH_BODIES.socialPoll), async (c) => {
      const { requestId, secret, code } = c.req.valid('json')
      return jsonResponse(200, await social.poll(requestId, secret, code))
    })
    app.post('/social/collect', body(AUTH_BODIES.socialCollect), async (c) => {
      const { requestId, secret, deviceId, code, dpopKey } = c.req.valid('json')
      return jsonResponse(200, await social.collect(requestId, secret, deviceId, ip(c), code, keyOf(dpopKey)))
    })
    app.get('/social/launch/:requestId', async (c) => {
      const requestId = c.req.param('requestId')
      const launch = v.is(id, requestId) ? await social.launch(requestId) : undefined
      if (!launch?.ok)
        return callbackPage(launch?.outcome ?? { ok: false, provider: '', detail: AUTH_ERRORS.loginNotStarted })
      const { name, value, secure, maxAgeSeconds } = launch.cookie
      const cookie = `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
      return new Response(null, {
        status: 303,
        headers: {
          Location: launch.location,
          'Set-Cookie': cookie,
          'Cache-Control': 'no-store',
          'Referrer-Policy': 'no-referrer',
        },
      })
    })
    const cookies = (c: Context<Env>) => (name: string) => getCookie(c, name)
    app.get('/social/callback/:provider', async (c) =>
      callbackPage(await social.callback(c.req.param('provider'), new URL(c.req.url).searchParams, cookies(c))),
    )
    // response_mode=form_post (Apple): a cross-site POST carries no SameSite=Lax cookie, so it
    // goes on as a top-level GET (303, RFC 9110 15.4.4) to the callback above, which does.
    app.post('/social/callback/:provider', async (c) => {
      const form = new URLSearchParams(await readBodyText(c.req.raw, options.maxBodyBytes))
      const callback = social.callbackUrl(c.req.param('provider'))
      if (!callback) return callbackPage(await social.callback(c.req.param('provider'), form))
      return new Response(null, {
        status: 303,
        headers: { Location: `${callback}?${form}`, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
      })
    })
  }

  return app
}
