import { ipKey } from '../http/rateLimit.js'
import type { AuthSession, AuthUser, AuthWallet } from '../storage/authTypes.js'
import { emailLookup, normalizeEmail } from './emailAddress.js'
import { openText } from './envelope.js'
import { AUTH_ERRORS, AuthServerError } from './errors.js'
import type { ResolvedAuthServerOptions } from './options.js'

/** The signed-in user as the signer frame sees it. */
export interface AuthAccount {
  /** An email login's address; a social login's email as its provider gives it (verified or not), if any. */
  email?: string
  /** A social login's username or display name as its provider gives it. */
  username?: string
  /** The social provider the session signed in with ('google', 'farcaster'); absent for an email code. */
  socialProvider?: string
  /** Undefined until the frame created the wallet. */
  wallet: AuthWallet | undefined
}

/** A fresh session: the bearer token (shown once, never stored) and the account. */
export interface AuthLogin {
  token: string
  /** ISO time the session ends unless used (idle expiry). */
  expiresAt: string
  account: AuthAccount
}

/** A live session with its user. */
export interface Authenticated {
  session: AuthSession
  user: AuthUser
}

/** The body of POST /wallet. */
export interface NewWallet {
  eip155: string
  solana: string
  recoveryMode: 'operator' | 'passphrase'
  /** base64url bytes of the 2-of-3 auth share. */
  authShare: string
  /** base64url bytes of the recovery share (passphrase mode: already encrypted by the frame). */
  recoveryShare: string
}

/** The identity kind of a social provider's logins: 'social:google'. */
export const socialIdentityKind = (provider: string) => `social:${provider}`
/** The sealing binding of a user's social identity (its profile JSON). */
export const socialBinding = (userId: string, kind: string) => ({ user: userId, device: '', kind })

/**
 * What every part of the account service shares: the options and stores, the audit log, and how an
 * account's email and profile are opened from their sealed identities.
 */
export function createAccountContext(options: ResolvedAuthServerOptions) {
  const { storage, keys, now } = options
  const { users, audit } = storage.auth
  const emailBinding = (userId: string) => ({ user: userId, device: '', kind: 'email' })
  /** Appends an audit event; the client IP as its rate-limit key (IPv6 by /64). */
  const log = (event: string, userId: string | undefined, clientIp: string | undefined, detail?: string) =>
    audit.append({
      at: now(),
      event,
      ...(userId ? { userId } : {}),
      ...(clientIp ? { ip: ipKey(clientIp) } : {}),
      ...(detail ? { detail } : {}),
    })
  /** Records a refused share request ('share.refused', `<what>: <reason>`) and throws `error`. */
  const refuseShare = async (
    auth: Authenticated,
    what: string,
    reason: string,
    clientIp: string,
    error: AuthServerError,
  ): Promise<never> => {
    await log('share.refused', auth.user.id, clientIp, `${what}: ${reason}`)
    throw error
  }
  /** @throws AuthServerError 'This account has no email address' (400) */
  const emailOf = async (userId: string): Promise<string> => {
    const identity = await users.getIdentity(userId, 'email')
    if (!identity) throw new AuthServerError(AUTH_ERRORS.noEmail, 400)
    return openText(keys.kek, identity.sealedValue, emailBinding(userId))
  }
  /** The account as the session's sign-in method shows it: an email login's address, or the social provider's profile. */
  const accountOf = async (user: AuthUser, method: string | undefined): Promise<AuthAccount> => {
    if (method === undefined) return { email: await emailOf(user.id), wallet: user.wallet }
    const kind = socialIdentityKind(method)
    const identity = await users.getIdentity(user.id, kind)
    const profile = identity
      ? (JSON.parse(openText(keys.kek, identity.sealedValue, socialBinding(user.id, kind))) as {
          username?: string
          email?: string
        })
      : {}
    return {
      ...(profile.email ? { email: profile.email } : {}),
      ...(profile.username ? { username: profile.username } : {}),
      socialProvider: method,
      wallet: user.wallet,
    }
  }
  /** The normalised address and its lookup key. @throws AuthServerError 'Invalid Email Address' (400) */
  const parseEmail = (raw: string) => {
    const email = normalizeEmail(raw)
    if (!email) throw new AuthServerError(AUTH_ERRORS.invalidEmail, 400)
    return { email, lookup: emailLookup(keys.emailIndexKey, email) }
  }
  return { options, storage, keys, now, emailBinding, log, refuseShare, emailOf, accountOf, parseEmail }
}

/** The shared part of the account service, see {@link createAccountContext}. */
export type AccountContext = ReturnType<typeof createAccountContext>
