import type { CodeSent } from '../core/embedded/protocol.js'
import { createDpopProof, devicePublicJwk } from './dpop.js'
import type { AddressCommitment } from './keys/derive.js'

/** An auth-server refusal or failure, as the signer reports it to the host (code 'AUTH'). */
export class AuthApiError extends Error {
  override name = 'AuthApiError'
  readonly code = 'AUTH'
  readonly status: number
  readonly data: { attemptsLeft?: number; retryAfter?: number }
  constructor(message: string, status: number, data: { attemptsLeft?: number; retryAfter?: number } = {}) {
    super(message)
    this.status = status
    this.data = data
  }
}

/** The auth server's view of the signed-in user. */
export interface ServerAccount {
  /** An email login's address, or a social login's as its provider gives it. */
  email?: string
  /** A social login's handle. */
  username?: string
  /** The provider of a social login ('google'). */
  socialProvider?: string
  wallet?: AddressCommitment & { recoveryMode: 'operator' | 'passphrase' }
}

/** A social login request as POST /social/start answers it. */
export interface SocialStart {
  requestId: string
  secret: string
  url: string
  expiresInSeconds: number
}

/** Whom a completed social login signs in as (POST /social/poll), for the frame to confirm. */
export interface SocialIdentity {
  socialProvider: string
  username?: string
  email?: string
  /** Whether the account already has a wallet. */
  hasWallet: boolean
}

/** What POST /social/poll answers. */
export type SocialPoll = { status: 'pending' } | { status: 'confirm'; account: SocialIdentity }

/** Every auth-server call the signer makes takes at most this long, in ms. */
export const AUTH_REQUEST_TIMEOUT_MS = 20_000

/**
 * The signer's client of the auth server (`wallet-modal/auth`): JSON over fetch, each call with a
 * timeout, the bearer token in `Authorization`. Answers are read as the server documents them;
 * anything else is an error. With `deviceKey`, a new session is bound to its
 * public key (`dpopKey` in POST /otp/verify and /social/collect), and every request that releases
 * or stores a share carries a DPoP proof signed by it.
 * @throws AuthApiError with the server's `{ error }` text (status, attemptsLeft, retryAfter), or
 *   'The sign-in service is unreachable' (status 0) when the request fails or times out
 */
export function createAuthApi(
  baseUrl: string,
  token: () => string | undefined,
  deviceKey?: () => Promise<CryptoKeyPair>,
) {
  const base = baseUrl.replace(/\/+$/, '')
  /** The device's public key for a login body, when the frame has one. */
  const bound = async () => (deviceKey ? { dpopKey: await devicePublicJwk(await deviceKey()) } : {})
  /** The auth server's clock minus this browser's (from each answer's `Date`), so proofs' `iat` is in the server's time. */
  let clockOffsetMs = 0
  async function call<T>(method: string, path: string, body?: unknown, proof = false): Promise<T> {
    const headers: Record<string, string> = {}
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const bearer = token()
    if (bearer) headers.Authorization = `Bearer ${bearer}`
    let response: Response
    try {
      // htu is absolute: a relative authServerUrl ('/api/auth') resolves against the signer page.
      if (proof && bearer && deviceKey)
        headers.DPoP = await createDpopProof(
          await deviceKey(),
          method,
          new URL(`${base}${path}`, globalThis.location?.href).href,
          bearer,
          Date.now() + clockOffsetMs,
        )
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        signal: AbortSignal.timeout(AUTH_REQUEST_TIMEOUT_MS),
        credentials: 'omit',
        cache: 'no-store',
      })
    } catch {
      throw new AuthApiError('The sign-in service is unreachable', 0)
    }
    const serverDate = Date.parse(response.headers.get('Date') ?? '')
    if (Number.isFinite(serverDate)) clockOffsetMs = serverDate - Date.now()
    const text = await response.text()
    let data: Record<string, unknown> = {}
    try {
      data = text ? (JSON.parse(text) as Record<string, unknown>) : {}
    } catch {
      throw new AuthApiError('The sign-in service answered badly', response.status)
    }
    if (!response.ok) {
      const message = typeof data.error === 'string' ? data.error.slice(0, 300) : `HTTP status code: ${response.status}`
      const extra: { attemptsLeft?: number; retryAfter?: number } = {}
      if (typeof data.attemptsLeft === 'number') extra.attemptsLeft = data.attemptsLeft
      if (typeof data.retryAfter === 'number') extra.retryAfter = data.retryAfter
      throw new AuthApiError(message, response.status, extra)
    }
    return data as T
  }
  type Sent = Omit<CodeSent, 'email'> & { challengeId: string; expiresInSeconds: number; resendAfterSeconds: number }
  return {
    startLogin: (email: string, site: string) => call<Sent>('POST', '/otp/start', { email, site }),
    verifyLogin: async (challengeId: string, code: string, deviceId: string) =>
      call<{ token: string; account: ServerAccount }>('POST', '/otp/verify', {
        challengeId,
        code,
        deviceId,
        ...(await bound()),
      }),
    session: () => call<{ account: ServerAccount }>('GET', '/session'),
    signOut: () => call<unknown>('DELETE', '/session'),
    createWallet: (
      wallet: AddressCommitment & { recoveryMode: 'operator' | 'passphrase'; authShare: string; recoveryShare: string },
    ) => call<unknown>('POST', '/wallet', wallet, true),
    share: async (kind: 'auth' | 'recovery' | 'device-auth') =>
      (await call<{ share: string }>('GET', `/wallet/shares/${kind}`, undefined, true)).share,
    storeDeviceShare: (share: string) => call<unknown>('PUT', '/wallet/shares/device-auth', { share }, true),
    startEmailChange: (email: string, site: string) => call<Sent>('POST', '/email/change', { email, site }),
    confirmOldEmail: (challengeId: string, code: string, site: string) =>
      call<Sent & { email: string }>('POST', '/email/change/confirm-old', { challengeId, code, site }),
    resendNewEmail: (challengeId: string, site: string) =>
      call<Sent & { email: string }>('POST', '/email/change/resend', { challengeId, site }),
    confirmNewEmail: (challengeId: string, code: string) =>
      call<{ email: string }>('POST', '/email/change/confirm-new', { challengeId, code }),
    startSocial: (provider: string, site: string) => call<SocialStart>('POST', '/social/start', { provider, site }),
    pollSocial: (requestId: string, secret: string, code: string | undefined) =>
      call<SocialPoll>('POST', '/social/poll', { requestId, secret, ...(code ? { code } : {}) }),
    collectSocial: async (requestId: string, secret: string, deviceId: string, code: string | undefined) =>
      call<{ token: string; account: ServerAccount }>('POST', '/social/collect', {
        requestId,
        secret,
        deviceId,
        ...(code ? { code } : {}),
        ...(await bound()),
      }),
  }
}

/** The client returned by {@link createAuthApi}. */
export type AuthApi = ReturnType<typeof createAuthApi>

/** base64url of bytes (the shares' wire form). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** Bytes of base64url text. */
export function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}
