import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { ipKey } from '../../http/rateLimit.js'
import type { AuthUser, SocialLoginRequest } from '../../storage/authTypes.js'
import { socialBinding, socialIdentityKind, type AccountService, type AuthLogin } from '../accountService.js'
import type { DeviceJwk } from '../dpop.js'
import { emailLookup, normalizeEmail } from '../emailAddress.js'
import { openText, sealText } from '../envelope.js'
import { AUTH_ERRORS, AuthServerError } from '../errors.js'
import type { ResolvedAuthServerOptions } from '../options.js'
import { isRateLimited, pointsLimiters } from '../../http/storageRateLimiter.js'
import { createFarcasterFlow, type FarcasterSecrets } from './farcasterFlow.js'
import { createOAuthFlow, type OAuthFlow, type OAuthSecrets } from './oauthFlow.js'
import { FARCASTER, type ResolvedSocialOptions } from './socialOptions.js'
import type { SocialProfile } from './userinfo.js'
import { bindingOf, isBinding, launchCookieName } from './browserBinding.js'

/** What POST /social/start answers: the request to poll, its secret, and where the user goes. */
export interface SocialLoginStarted {
  /** The one-time login-request id. */
  requestId: string
  /** The poll secret: only the asking signer frame holds it. */
  secret: string
  /**
   * Where the user goes: for a popup provider, this server's GET /social/launch/:requestId (it sets
   * the browser's launch cookie, then sends the popup on to the provider); for Farcaster, the
   * relay's deep link (for the QR code).
   */
  url: string
  expiresInSeconds: number
}

/** Who a completed social login signs in as, for the signer frame to confirm before the session opens. */
export interface SocialLoginIdentity {
  socialProvider: string
  username?: string
  email?: string
  /** Whether this user already has a wallet (unlock) or gets a new one. */
  hasWallet: boolean
}

/**
 * What POST /social/poll answers: still pending (also while a popup provider's completion code has
 * not reached the frame), or whom the completed login signs in as.
 */
export type SocialLoginPoll = { status: 'pending' } | { status: 'confirm'; account: SocialLoginIdentity }

/** What GET /social/launch/:requestId does: send the popup on to the provider with the browser's binding cookie, or say why not. */
export type SocialLaunch =
  | { ok: true; location: string; cookie: { name: string; value: string; secure: boolean; maxAgeSeconds: number } }
  | { ok: false; outcome: SocialCallbackOutcome }

/** What a callback did, for the page the popup ends on. */
export interface SocialCallbackOutcome {
  ok: boolean
  /** The provider's label ('Google'). */
  provider: string
  /** The host site the login was for (ok), or why it failed. */
  detail: string
  /** On success: what the page posts to its opener, and only at `site` (the request's embedding site). */
  completion?: { requestId: string; code: string; site: string }
  /** The launch cookie to clear (its name), once the callback used it. */
  clearCookie?: string
}

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex')
const secretsBinding = (id: string) => ({ user: '', device: '', kind: `social-login:${id}` })
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * Social login: a second way into the same users, sessions and wallets as the email
 * code. A login request is created for the signer frame (which keeps its poll secret), finished by
 * the provider's callback (OAuth 2 / OIDC, checked by openid-client) or by the Farcaster relay, and
 * collected once by the frame's poll, which opens the session. Identities are keyed on (provider,
 * subject); a verified email links a new social identity to the email login's user of that
 * address, and a new user created by a social login with a verified email gets that email identity too.
 */
export function createSocialService(
  options: ResolvedAuthServerOptions,
  social: ResolvedSocialOptions,
  accounts: AccountService,
) {
  const { storage, keys, now } = options
  const { users, logins, audit } = storage.auth
  const oauth = new Map<string, OAuthFlow>(
    [...social.providers].map(([name, provider]) => [name, createOAuthFlow(provider, social.allowInsecureRequests)]),
  )
  const farcaster = social.farcaster && createFarcasterFlow(social.farcaster)
  const startsPerIp = pointsLimiters(storage.rateLimiterPoints, now)(
    'auth-social-ip',
    social.startsPerIpPerHour,
    3_600_000,
  )

  const secure = social.publicUrl.startsWith('https:')
  const labelOf = (provider: string) =>
    social.providers.get(provider)?.label ?? (provider === FARCASTER ? 'Farcaster' : provider)
  const open = <T>(login: SocialLoginRequest) =>
    JSON.parse(openText(keys.kek, login.sealedSecrets, secretsBinding(login.id))) as T

  /** The user of a verified profile: by (provider, subject), else by a verified email's login, else new. */
  async function userFor(provider: string, profile: SocialProfile): Promise<AuthUser> {
    const kind = socialIdentityKind(provider)
    const lookup = emailLookup(keys.emailIndexKey, `${kind}\n${profile.subject}`)
    const sealed = (userId: string) =>
      sealText(
        keys.kek,
        JSON.stringify({ username: profile.username, email: profile.email }),
        socialBinding(userId, kind),
      )
    const known = await users.findUserByIdentity(kind, lookup)
    if (known) {
      await users.updateIdentityValue(known.id, kind, sealed(known.id))
      return known
    }
    const createdAt = now()
    const email = profile.emailVerified && profile.email ? normalizeEmail(profile.email) : undefined
    const emailKey = email && emailLookup(keys.emailIndexKey, email)
    const owner = emailKey ? await users.findUserByIdentity('email', emailKey) : undefined
    if (
      owner &&
      (await users.addIdentity({ userId: owner.id, kind, lookup, sealedValue: sealed(owner.id), createdAt }))
    ) {
      await audit.append({ at: createdAt, event: 'identity.linked', userId: owner.id, detail: provider })
      return owner
    }
    const id = randomBytes(16).toString('base64url')
    const user = await users.createUser({ id, createdAt }, { kind, lookup, sealedValue: sealed(id), createdAt })
    // A verified address reaches this wallet by an email code too (unless another user holds it).
    if (user.id === id && email && emailKey && !owner) {
      await users.addIdentity({
        userId: id,
        kind: 'email',
        lookup: emailKey,
        sealedValue: sealText(keys.kek, email, { user: id, device: '', kind: 'email' }),
        createdAt,
      })
    }
    return user
  }

  async function finish(login: SocialLoginRequest, outcome: { userId: string } | { error: string }): Promise<void> {
    if (!(await logins.finishLogin(login.id, outcome, now())))
      throw new AuthServerError(AUTH_ERRORS.loginAlreadyUsed, 409)
  }

  /** Verifies, resolves the user and finishes the login; a refusal fails the login (the poll reports it) and is rethrown. */
  async function complete(login: SocialLoginRequest, verify: () => Promise<SocialProfile>): Promise<void> {
    let profile: SocialProfile
    try {
      profile = await verify()
    } catch (error) {
      if (error instanceof AuthServerError && error.status < 500)
        await finish(login, { error: error.message }).catch(() => undefined)
      throw error
    }
    await finish(login, { userId: (await userFor(login.provider, profile)).id })
  }

  return {
    /** A popup provider's redirect URI (`<publicUrl>/social/callback/<name>`); undefined for an unknown one. */
    callbackUrl: (provider: string): string | undefined => social.providers.get(provider)?.redirectUri,

    /** The providers this server knows, Farcaster included when configured. */
    providers: (): string[] => [...social.providers.keys(), ...(farcaster ? [FARCASTER] : [])],

    /**
     * POST /social/start: a login request for `provider`, asked from the signer frame embedded in `site`.
     * @throws AuthServerError 'Unknown sign-in provider' (404) | 'Too many requests' (429) |
     *   'The sign-in provider is unreachable' / 'The Farcaster relay is unreachable' (502)
     */
    async start(provider: string, site: string, clientIp: string): Promise<SocialLoginStarted> {
      const flow = oauth.get(provider)
      if (!flow && !(provider === FARCASTER && farcaster)) throw new AuthServerError(AUTH_ERRORS.unknownProvider, 404)
      try {
        await startsPerIp.consume(ipKey(clientIp))
      } catch (refusal) {
        if (!isRateLimited(refusal)) throw refusal
        throw new AuthServerError(AUTH_ERRORS.tooManyRequests, 429, {
          retryAfter: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
        })
      }
      const started: { url: string; secrets: OAuthSecrets | FarcasterSecrets; state: string } = flow
        ? await flow.start().then((s) => ({ ...s, state: s.secrets.state }))
        : await farcaster!.start(site).then((s) => ({ ...s, state: s.secrets.channelToken }))
      const id = randomBytes(16).toString('base64url')
      // A popup provider's URL stays sealed here: the popup first opens /social/launch, which binds the browser.
      const sealed: LaunchSecrets = flow
        ? { ...(started.secrets as OAuthSecrets), providerUrl: started.url }
        : (started.secrets as FarcasterSecrets)
      const secret = randomBytes(32).toString('base64url')
      const createdAt = now()
      await logins.createLogin({
        id,
        secretHash: sha256(secret),
        provider,
        stateHash: sha256(started.state),
        sealedSecrets: sealText(keys.kek, JSON.stringify(sealed), secretsBinding(id)),
        site,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + social.loginTtlMs),
      })
      await audit.append({ at: createdAt, event: 'social.started', ip: ipKey(clientIp), detail: provider })
      const url = flow ? `${social.publicUrl}/social/launch/${id}` : started.url
      return { requestId: id, secret, url, expiresInSeconds: Math.round(social.loginTtlMs / 1000) }
    },

    /**
     * GET /social/launch/:requestId: the popup's first stop. Sets the launch cookie that binds the
     * request to this browser and sends the popup on to the provider. Never throws.
     */
    async launch(requestId: string): Promise<SocialLaunch> {
      const login = await logins.getLogin(requestId)
      const fail = (detail: string): SocialLaunch => ({
        ok: false,
        outcome: { ok: false, provider: login && oauth.has(login.provider) ? labelOf(login.provider) : '', detail },
      })
      if (!login || login.provider === FARCASTER || !oauth.has(login.provider) || login.expiresAt <= now())
        return fail(AUTH_ERRORS.loginNotStarted)
      if (login.status !== 'pending') return fail(AUTH_ERRORS.loginAlreadyUsed)
      const { providerUrl } = open<LaunchSecrets & { providerUrl?: string }>(login)
      if (!providerUrl) return fail(AUTH_ERRORS.loginNotStarted)
      const maxAgeSeconds = Math.max(1, Math.ceil((login.expiresAt.getTime() - now().getTime()) / 1000))
      return {
        ok: true,
        location: providerUrl,
        cookie: {
          name: launchCookieName(login.id, secure),
          value: bindingOf(keys.emailIndexKey, 'launch', login.id),
          secure,
          maxAgeSeconds,
        },
      }
    },

    /**
     * GET or POST /social/callback/:provider: the provider's answer. Finds the login request by its
     * state, refuses one already finished (a replayed code) or unknown (a wrong state), has
     * openid-client check the rest, and finishes the login with its user. Never throws: the popup's page says what happened.
     */
    async callback(
      provider: string,
      params: URLSearchParams,
      cookies: (name: string) => string | undefined = () => undefined,
    ): Promise<SocialCallbackOutcome> {
      const flow = oauth.get(provider)
      // An unknown provider's page names no provider: the path segment is the caller's text, never shown.
      const fail = (message: string, clearCookie?: string) => ({
        ok: false,
        provider: flow ? labelOf(provider) : '',
        detail: message,
        ...(clearCookie ? { clearCookie } : {}),
      })
      const state = params.get('state')
      if (!flow) return fail(AUTH_ERRORS.unknownProvider)
      const login = state ? await logins.findLoginByState(sha256(state)) : undefined
      if (!login || login.provider !== provider || login.expiresAt <= now()) return fail(AUTH_ERRORS.loginNotStarted)
      if (login.status !== 'pending') return fail(AUTH_ERRORS.loginAlreadyUsed)
      const cookie = launchCookieName(login.id, secure)
      // Only the browser that opened this request's launch URL finishes it; anyone else's callback ends the request.
      if (!isBinding(keys.emailIndexKey, 'launch', login.id, cookies(cookie))) {
        await finish(login, { error: AUTH_ERRORS.loginOtherBrowser }).catch(() => undefined)
        await audit.append({ at: now(), event: 'social.unbound-callback', detail: provider })
        return fail(AUTH_ERRORS.loginOtherBrowser, cookie)
      }
      try {
        await complete(login, async () => {
          if (params.has('error')) throw new AuthServerError(AUTH_ERRORS.providerCancelled, 400)
          return flow.finish(params, open<OAuthSecrets>(login))
        })
      } catch (error) {
        return fail(error instanceof AuthServerError ? error.message : AUTH_ERRORS.internal, cookie)
      }
      const completion = {
        requestId: login.id,
        code: bindingOf(keys.emailIndexKey, 'complete', login.id),
        site: login.site,
      }
      return { ok: true, provider: labelOf(provider), detail: login.site, completion, clearCookie: cookie }
    },

    /**
     * POST /social/poll: how the request stands, for the frame holding its secret. A Farcaster
     * request asks the relay here. A completed popup login answers only with its completion code
     * (which the popup posted to the frame's host): until then it reads as pending. Opens no
     * session: the frame shows whom it signs in as, and collects with POST /social/collect.
     * @throws AuthServerError 'Sign-in request not found' (404), 'This sign-in expired. Start again.' (410),
     *   'This sign-in was already used. Start again from the wallet.' (409), or the reason the login failed (400, 502)
     */
    async poll(requestId: string, secret: string, code?: string): Promise<SocialLoginPoll> {
      const ready = await completed(requestId, secret, code)
      if (!ready) return { status: 'pending' }
      const { wallet, ...identity } = await accounts.describe(ready.user, ready.login.provider)
      return {
        status: 'confirm',
        account: { socialProvider: ready.login.provider, ...identity, hasWallet: wallet !== undefined },
      }
    },

    /**
     * POST /social/collect: once the user confirmed in the frame, the first collect opens the
     * session on `deviceId`, bound to `deviceKey` (the frame's DPoP public key) when given; any later one is refused.
     * @throws AuthServerError as {@link poll}, and 'Sign-in request not found' (404) while the login is not complete
     */
    async collect(
      requestId: string,
      secret: string,
      deviceId: string,
      clientIp: string,
      code?: string,
      deviceKey?: DeviceJwk,
    ): Promise<AuthLogin> {
      const ready = await completed(requestId, secret, code)
      if (!ready) throw new AuthServerError(AUTH_ERRORS.loginNotFound, 404)
      if (!(await logins.collectLogin(ready.login.id, now())))
        throw new AuthServerError(AUTH_ERRORS.loginAlreadyUsed, 409)
      return accounts.openSession(ready.user, deviceId, ready.login.provider, clientIp, deviceKey)
    },
  }

  /** The request of `requestId` with its user once complete (and, for a popup provider, with its completion code); undefined while pending. */
  async function completed(
    requestId: string,
    secret: string,
    code: string | undefined,
  ): Promise<{ login: SocialLoginRequest; user: AuthUser } | undefined> {
    let login = await logins.getLogin(requestId)
    if (!login || !sameHash(login.secretHash, sha256(secret))) throw new AuthServerError(AUTH_ERRORS.loginNotFound, 404)
    if (login.expiresAt <= now() && login.status !== 'collected')
      throw new AuthServerError(AUTH_ERRORS.loginExpired, 410)
    if (login.status === 'pending' && login.provider === FARCASTER && farcaster) {
      const secrets = open<FarcasterSecrets>(login)
      let signed = false
      await complete(login, async () => {
        const profile = await farcaster.check(secrets)
        if (!profile) throw new PendingSignal()
        signed = true
        return profile
      }).catch((error: unknown) => {
        if (!(error instanceof PendingSignal)) throw error
      })
      if (signed) login = (await logins.getLogin(requestId))!
    }
    if (login.status === 'pending') return undefined
    if (login.status === 'failed') throw new AuthServerError((login.error ?? AUTH_ERRORS.providerRefused) as never, 400)
    if (login.status === 'collected') throw new AuthServerError(AUTH_ERRORS.loginAlreadyUsed, 409)
    // A popup login counts as complete only for the frame its popup's opener handed the code to.
    if (login.provider !== FARCASTER && !isBinding(keys.emailIndexKey, 'complete', login.id, code)) return undefined
    const user = await users.getUser(login.userId!)
    if (!user) throw new AuthServerError(AUTH_ERRORS.loginNotFound, 404)
    return { login, user }
  }
}

/** A request's sealed secrets: a popup provider's carry its authorization URL until the launch. */
type LaunchSecrets = (OAuthSecrets & { providerUrl: string }) | FarcasterSecrets

/** Not an error: the Farcaster channel is still waiting for the user. */
class PendingSignal extends Error {}

/** The service returned by {@link createSocialService}. */
export type SocialService = ReturnType<typeof createSocialService>
