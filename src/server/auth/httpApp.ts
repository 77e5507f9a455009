import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { cors } from 'hono/cors'
import { z } from 'zod'
import { jsonResponse } from '../http/jsonResponse.js'
import type { RequestInfo } from '../http/requestInfo.js'
import { HTTP_ERRORS, HttpProblem } from '../http/problems.js'
import { readBodyText, readJsonBody } from '../http/readBody.js'
import { bearerToken } from '../http/sessionToken.js'
import { isEnvelopeError, type AccountService, type Authenticated } from './accountService.js'
import { asDeviceJwk, type DeviceJwk } from './dpop.js'
import { MAX_EMAIL_LENGTH } from './emailAddress.js'
import { AUTH_ERRORS, AuthServerError } from './errors.js'
import type { ResolvedAuthServerOptions } from './options.js'
import { callbackPage } from './social/callbackPage.js'
import type { SocialService } from './social/socialService.js'

type Env = { Bindings: RequestInfo; Variables: { auth: Authenticated; clientIp: string } }

const id = z.string().regex(/^[A-Za-z0-9_-]{22}$/)
const code = z.string().regex(/^\d{6}$/)
const email = z
  .string()
  .min(1)
  .max(MAX_EMAIL_LENGTH * 2)
const site = z.string().min(1).max(200)
/** The signer frame's device key (issue 40 item 4): an EC P-256 public JWK; sessions are bound to it. */
const deviceKey = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  y: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
})
/** base64url of a 17-byte Shamir share (23 chars), or of a passphrase-encrypted one (at most 512 chars). */
const share = z.string().regex(/^[A-Za-z0-9_-]{20,512}$/)

/** The JSON bodies each route accepts (anything else: 400 'Invalid request body'). */
export const AUTH_BODIES = {
  otpStart: z.object({ email, site }),
  otpVerify: z.object({
    challengeId: id,
    code,
    deviceId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
    dpopKey: deviceKey.optional(),
  }),
  wallet: z.object({
    eip155: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    solana: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
    recoveryMode: z.enum(['operator', 'passphrase']),
    authShare: share,
    recoveryShare: share,
  }),
  deviceShare: z.object({ share }),
  emailChange: z.object({ email, site }),
  emailConfirmOld: z.object({ challengeId: id, code, site }),
  emailResend: z.object({ challengeId: id, site }),
  emailConfirmNew: z.object({ challengeId: id, code }),
  socialStart: z.object({ provider: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/), site }),
  socialPoll: z.object({
    requestId: id,
    secret: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
    code: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/)
      .optional(),
  }),
  socialCollect: z.object({
    requestId: id,
    secret: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
    deviceId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
    code: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/)
      .optional(),
    dpopKey: deviceKey.optional(),
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
 * Device-bound sessions (issue 40 item 4, after DPoP, RFC 9449): `dpopKey` is the public JWK of the
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
  const app = new Hono<Env>().basePath(basePath)
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
    c.set('clientIp', options.clientIp?.(c.req.raw) ?? c.env?.clientIp ?? 'unknown')
    await next()
    // The server's clock (the `now` option), which DPoP proofs' `iat` is checked against: the
    // signer sets its proofs' time from it, so a device clock minutes off still proves (RFC 9449 section 11.1).
    c.res.headers.set('Date', options.now().toUTCString())
  })
  const body = async <S extends z.ZodType>(c: Context<Env>, schema: S): Promise<z.infer<S>> => {
    const mediaType = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase()
    if (mediaType !== 'application/json') throw new HttpProblem(HTTP_ERRORS.unsupportedMediaType, 415)
    const parsed = schema.safeParse(await readJsonBody(c.req.raw, options.maxBodyBytes))
    if (!parsed.success) throw new AuthServerError(AUTH_ERRORS.invalidBody, 400)
    return parsed.data
  }
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
  const deviceProof = async (c: Context<Env>, what: string) => {
    const url = new URL(c.req.url)
    const route = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname
    const urls = [`${url.origin}${url.pathname}`, ...(options.publicUrl ? [`${options.publicUrl}${route}`] : [])]
    const accessToken = bearerToken(c.req.raw) ?? ''
    await service.requireDeviceProof(
      c.get('auth'),
      { proof: c.req.header('DPoP'), method: c.req.method, urls, accessToken },
      what,
      ip(c),
    )
  }
  /** The `dpopKey` of a login body, checked to be a point on P-256 (400 otherwise). */
  const keyOf = (value: z.infer<typeof deviceKey> | undefined): DeviceJwk | undefined => {
    if (value === undefined) return undefined
    const key = asDeviceJwk(value)
    if (!key) throw new AuthServerError(AUTH_ERRORS.invalidBody, 400)
    return key
  }

  app.post('/otp/start', async (c) => {
    const { email, site } = await body(c, AUTH_BODIES.otpStart)
    return jsonResponse(200, await service.startLogin(email, checkSite(site), ip(c)))
  })
  app.post('/otp/verify', async (c) => {
    const { challengeId, code, deviceId, dpopKey } = await body(c, AUTH_BODIES.otpVerify)
    return jsonResponse(200, await service.verifyLogin(challengeId, code, deviceId, ip(c), keyOf(dpopKey)))
  })
  signedIn.get('/session', async (c) => jsonResponse(200, { account: await service.account(c.get('auth')) }))
  signedIn.delete('/session', async (c) => {
    await service.signOut(c.get('auth'), ip(c))
    return jsonResponse(204, undefined)
  })
  signedIn.post('/wallet', async (c) => {
    await deviceProof(c, 'wallet create')
    return jsonResponse(201, {
      wallet: await service.createWallet(c.get('auth'), await body(c, AUTH_BODIES.wallet), ip(c)),
    })
  })
  signedIn.get('/wallet/shares/:kind{auth|recovery|device-auth}', async (c) => {
    const kind = c.req.param('kind') as 'auth' | 'recovery' | 'device-auth'
    await deviceProof(c, kind)
    return jsonResponse(200, { share: await service.releaseShare(c.get('auth'), kind, ip(c)) })
  })
  signedIn.put('/wallet/shares/device-auth', async (c) => {
    await deviceProof(c, 'device-auth store')
    await service.storeDeviceShare(c.get('auth'), (await body(c, AUTH_BODIES.deviceShare)).share, ip(c))
    return jsonResponse(204, undefined)
  })
  signedIn.post('/email/change', async (c) => {
    const { email, site } = await body(c, AUTH_BODIES.emailChange)
    return jsonResponse(200, await service.startEmailChange(c.get('auth'), email, checkSite(site), ip(c)))
  })
  signedIn.post('/email/change/confirm-old', async (c) => {
    const { challengeId, code, site } = await body(c, AUTH_BODIES.emailConfirmOld)
    return jsonResponse(200, await service.confirmOldEmail(c.get('auth'), challengeId, code, checkSite(site), ip(c)))
  })
  signedIn.post('/email/change/resend', async (c) => {
    const { challengeId, site } = await body(c, AUTH_BODIES.emailResend)
    return jsonResponse(200, await service.resendNewEmail(c.get('auth'), challengeId, checkSite(site), ip(c)))
  })
  signedIn.post('/email/change/confirm-new', async (c) => {
    const { challengeId, code } = await body(c, AUTH_BODIES.emailConfirmNew)
    return jsonResponse(200, await service.confirmNewEmail(c.get('auth'), challengeId, code, ip(c)))
  })

  if (social) {
    app.post('/social/start', async (c) => {
      const { provider, site } = await body(c, AUTH_BODIES.socialStart)
      return jsonResponse(200, await social.start(provider, checkSite(site), ip(c)))
    })
    app.post('/social/poll', async (c) => {
      const { requestId, secret, code } = await body(c, AUTH_BODIES.socialPoll)
      return jsonResponse(200, await social.poll(requestId, secret, code))
    })
    app.post('/social/collect', async (c) => {
      const { requestId, secret, deviceId, code, dpopKey } = await body(c, AUTH_BODIES.socialCollect)
      return jsonResponse(200, await social.collect(requestId, secret, deviceId, ip(c), code, keyOf(dpopKey)))
    })
    app.get('/social/launch/:requestId', async (c) => {
      const requestId = c.req.param('requestId')
      const launch = id.safeParse(requestId).success ? await social.launch(requestId) : undefined
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

  app.notFound(() => jsonResponse(404, { error: HTTP_ERRORS.notFound }))
  app.onError((error) => {
    if (error instanceof AuthServerError) {
      const retry: Record<string, string> =
        error.details.retryAfter === undefined ? {} : { 'Retry-After': String(error.details.retryAfter) }
      // RFC 9449 section 7.1: a refused proof names the DPoP scheme and the error.
      if (error.message === AUTH_ERRORS.invalidDeviceProof)
        retry['WWW-Authenticate'] = 'DPoP error="invalid_dpop_proof"'
      return jsonResponse(error.status, { error: error.message, ...error.details }, retry)
    }
    if (error instanceof HttpProblem) return jsonResponse(error.status, { error: error.message }, error.headers)
    if (isEnvelopeError(error)) return jsonResponse(500, { error: AUTH_ERRORS.sealedRecordUnreadable })
    return jsonResponse(500, { error: HTTP_ERRORS.internal })
  })
  return app
}
