import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { ipKey } from '../../http/rateLimit.js'
import type { AuthUser, SocialLoginRequest } from '../../storage/authTypes.js'
import { socialBinding, socialIdentityKind, type AccountService, type AuthLogin } from '../accountService.js'
import { emailLookup, normalizeEmail } from '../emailAddress.js'
import { openText, sealText } from '../envelope.js'
import { AUTH_ERRORS, AuthServerError } from '../errors.js'
import type { ResolvedAuthServerOptions } from '../options.js'
import { createStorageRateLimiter, isRateLimited } from '../storageRateLimiter.js'
import { createFarcasterFlow, type FarcasterSecrets } from './farcasterFlow.js'
import { createOAuthFlow, type OAuthFlow, type OAuthSecrets } from './oauthFlow.js'
import { FARCASTER, type ResolvedSocialOptions } from './socialOptions.js'
import type { SocialProfile } from './userinfo.js'

/** What POST /social/start answers: the request to poll, its secret, and where the user goes. */
export interface SocialLoginStarted {
  /** The one-time login-request id. */
  requestId: string
  /** The poll secret: only the asking signer frame holds it. */
  secret: string
  /** The provider's authorization URL (for the popup), or Farcaster's deep link (for the QR code). */
  url: string
  expiresInSeconds: number
}

/** What POST /social/poll answers. */
export type SocialLoginPoll = { status: 'pending' } | ({ status: 'complete' } & AuthLogin)

/** What a callback did, for the page the popup ends on. */
export interface SocialCallbackOutcome {
  ok: boolean
  /** The provider's label ('Google'). */
  provider: string
  /** The host site the login was for (ok), or why it failed. */
  detail: string
}

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex')
const secretsBinding = (id: string) => ({ user: '', device: '', kind: `social-login:${id}` })
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * Social login (issue 18): a second way into the same users, sessions and wallets as the email
 * code. A login request is created for the signer frame (which keeps its poll secret), finished by
 * the provider's callback (OAuth 2 / OIDC, checked by openid-client) or by the Farcaster relay, and
 * collected once by the frame's poll, which opens the session. Identities are keyed on (provider,
 * subject); a verified email links a new social identity to the email login's user of that
 * address, and a new user created by a social login with a verified email gets that email identity too.
 */
export function createSocialService(options: ResolvedAuthServerOptions, social: ResolvedSocialOptions, accounts: AccountService) {
  const { storage, keys, now } = options
  const { users, logins, audit } = storage.auth
  const oauth = new Map<string, OAuthFlow>([...social.providers].map(([name, provider]) => [name, createOAuthFlow(provider, social.allowInsecureRequests)]))
  const farcaster = social.farcaster && createFarcasterFlow(social.farcaster)
  const startsPerIp = createStorageRateLimiter(storage.rateLimiterPoints, { keyPrefix: 'auth-social-ip', points: social.startsPerIpPerHour, duration: 3600, now })

  const labelOf = (provider: string) => social.providers.get(provider)?.label ?? (provider === FARCASTER ? 'Farcaster' : provider)
  const open = <T>(login: SocialLoginRequest) => JSON.parse(openText(keys.kek, login.sealedSecrets, secretsBinding(login.id))) as T

  /** The user of a verified profile: by (provider, subject), else by a verified email's login, else new. */
  async function userFor(provider: string, profile: SocialProfile): Promise<AuthUser> {
    const kind = socialIdentityKind(provider)
    const lookup = emailLookup(keys.emailIndexKey, `${kind}\n${profile.subject}`)
    const sealed = (userId: string) => sealText(keys.kek, JSON.stringify({ username: profile.username, email: profile.email }), socialBinding(userId, kind))
    const known = await users.findUserByIdentity(kind, lookup)
    if (known) {
      await users.updateIdentityValue(known.id, kind, sealed(known.id))
      return known
    }
    const createdAt = now()
    const email = profile.emailVerified && profile.email ? normalizeEmail(profile.email) : undefined
    const emailKey = email && emailLookup(keys.emailIndexKey, email)
    const owner = emailKey ? await users.findUserByIdentity('email', emailKey) : undefined
    if (owner && (await users.addIdentity({ userId: owner.id, kind, lookup, sealedValue: sealed(owner.id), createdAt }))) {
      await audit.append({ at: createdAt, event: 'identity.linked', userId: owner.id, detail: provider })
      return owner
    }
    const id = randomBytes(16).toString('base64url')
    const user = await users.createUser({ id, createdAt }, { kind, lookup, sealedValue: sealed(id), createdAt })
    // A verified address reaches this wallet by an email code too (unless another user holds it).
    if (user.id === id && email && emailKey && !owner) {
      await users.addIdentity({ userId: id, kind: 'email', lookup: emailKey, sealedValue: sealText(keys.kek, email, { user: id, device: '', kind: 'email' }), createdAt })
    }
    return user
  }

  async function finish(login: SocialLoginRequest, outcome: { userId: string } | { error: string }): Promise<void> {
    if (!(await logins.finishLogin(login.id, outcome, now()))) throw new AuthServerError(AUTH_ERRORS.loginAlreadyUsed, 409)
  }

  /** Verifies, resolves the user and finishes the login; a refusal fails the login (the poll reports it) and is rethrown. */
  async function complete(login: SocialLoginRequest, verify: () => Promise<SocialProfile>): Promise<void> {
    let profile: SocialProfile
    try {
      profile = await verify()
    } catch (error) {
      if (error instanceof AuthServerError && error.status < 500) await finish(login, { error: error.message }).catch(() => undefined)
      throw error
    }
    await finish(login, { userId: (await userFor(login.provider, profile)).id })
  }

  return {
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
        throw new AuthServerError(AUTH_ERRORS.tooManyRequests, 429, { retryAfter: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) })
      }
      const started: { url: string; secrets: OAuthSecrets | FarcasterSecrets; state: string } = flow
        ? await flow.start().then((s) => ({ ...s, state: s.secrets.state }))
        : await farcaster!.start(site).then((s) => ({ ...s, state: s.secrets.channelToken }))
      const id = randomBytes(16).toString('base64url')
      const secret = randomBytes(32).toString('base64url')
      const createdAt = now()
      await logins.createLogin({
        id,
        secretHash: sha256(secret),
        provider,
        stateHash: sha256(started.state),
        sealedSecrets: sealText(keys.kek, JSON.stringify(started.secrets), secretsBinding(id)),
        site,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + social.loginTtlMs),
      })
      await audit.append({ at: createdAt, event: 'social.started', ip: ipKey(clientIp), detail: provider })
      return { requestId: id, secret, url: started.url, expiresInSeconds: Math.round(social.loginTtlMs / 1000) }
    },

    /**
     * GET or POST /social/callback/:provider: the provider's answer. Finds the login request by its
     * state, refuses one already finished (a replayed code) or unknown (a wrong state), has
     * openid-client check the rest, and finishes the login with its user. Never throws: the popup's page says what happened.
     */
    async callback(provider: string, params: URLSearchParams): Promise<SocialCallbackOutcome> {
      const fail = (message: string) => ({ ok: false, provider: labelOf(provider), detail: message })
      const flow = oauth.get(provider)
      const state = params.get('state')
      if (!flow) return fail(AUTH_ERRORS.unknownProvider)
      const login = state ? await logins.findLoginByState(sha256(state)) : undefined
      if (!login || login.provider !== provider || login.expiresAt <= now()) return fail(AUTH_ERRORS.loginNotStarted)
      if (login.status !== 'pending') return fail(AUTH_ERRORS.loginAlreadyUsed)
      try {
        await complete(login, async () => {
          if (params.has('error')) throw new AuthServerError(AUTH_ERRORS.providerCancelled, 400)
          return flow.finish(params, open<OAuthSecrets>(login))
        })
      } catch (error) {
        return fail(error instanceof AuthServerError ? error.message : AUTH_ERRORS.internal)
      }
      return { ok: true, provider: labelOf(provider), detail: login.site }
    },

    /**
     * POST /social/poll: how the request stands, for the frame holding its secret. A Farcaster
     * request asks the relay here. Once complete, the first poll collects it: the session opens
     * on `deviceId`.
     * @throws AuthServerError 'Sign-in request not found' (404), 'This sign-in expired. Start again.' (410),
     *   'This sign-in was already used. Start again from the wallet.' (409), or the reason the login failed (400, 502)
     */
    async poll(requestId: string, secret: string, deviceId: string, clientIp: string): Promise<SocialLoginPoll> {
      let login = await logins.getLogin(requestId)
      if (!login || !sameHash(login.secretHash, sha256(secret))) throw new AuthServerError(AUTH_ERRORS.loginNotFound, 404)
      if (login.expiresAt <= now() && login.status !== 'collected') throw new AuthServerError(AUTH_ERRORS.loginExpired, 410)
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
      if (login.status === 'pending') return { status: 'pending' }
      if (login.status === 'failed') throw new AuthServerError((login.error ?? AUTH_ERRORS.providerRefused) as never, 400)
      if (login.status === 'collected' || !(await logins.collectLogin(login.id, now()))) throw new AuthServerError(AUTH_ERRORS.loginAlreadyUsed, 409)
      const user = await users.getUser(login.userId!)
      if (!user) throw new AuthServerError(AUTH_ERRORS.loginNotFound, 404)
      return { status: 'complete', ...(await accounts.openSession(user, deviceId, login.provider, clientIp)) }
    },
  }
}

/** Not an error: the Farcaster channel is still waiting for the user. */
class PendingSignal extends Error {}

/** The service returned by {@link createSocialService}. */
export type SocialService = ReturnType<typeof createSocialService>
