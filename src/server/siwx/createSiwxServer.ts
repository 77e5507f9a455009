import type { SiwxSession } from '../../core/siwx.js'
import type { RequestInfo } from '../http/requestInfo.js'
import { startSweeper } from '../storage/sweeper.js'
import type { StoredSiwxSession } from '../storage/types.js'
import { createSiwxHttpHandler } from './httpHandler.js'
import { generateNonce, type SiwxNonce } from './nonce.js'
import { resolveSiwxServerOptions, type SiwxServerOptions } from './options.js'
import { caipAddressOf, normalizeSessionQuery, type SiwxSessionQuery } from './sessionQuery.js'
import { hashSessionToken, isSessionTokenShape } from '../http/sessionToken.js'
import { createEvmSignatureVerifier } from './verifyEvmSignature.js'
import { verifySiwxMessage, type SiwxVerifyInput, type SiwxVerifyResult } from './verify.js'

/** The SIWX back end returned by {@link createSiwxServer}. */
export interface SiwxServer {
  /**
   * The HTTP API as a Fetch handler; see `createSiwxHttpHandler` for the protocol. `info.clientIp`
   * is the client's address as the runtime saw it (see `RequestInfo`).
   */
  handle(request: Request, info?: RequestInfo): Promise<Response>
  /** Issues and stores a single-use nonce valid for `nonceTtlMs`. */
  issueNonce(): Promise<SiwxNonce>
  /**
   * Verifies a signed message and saves its session with a fresh bearer token; see
   * `verifySiwxMessage` for the checks.
   * @throws SiwxServerError with one of the `SIWX_SERVER_ERRORS` texts
   */
  verify(input: SiwxVerifyInput): Promise<SiwxVerifyResult>
  /** The live session a bearer token belongs to, or undefined (unknown, expired, revoked or malformed token). */
  authenticate(token: string): Promise<StoredSiwxSession | undefined>
  /**
   * The unexpired sessions of an account on a network (EVM addresses in any letter case). No
   * access check: this is the host's own call; the HTTP API checks the caller's token first.
   * @throws SiwxServerError 'Expected query parameters caipNetworkId and address' (400)
   */
  getSessions(query: SiwxSessionQuery): Promise<SiwxSession[]>
  /** Deletes every session (and token) of an account on a network (sign-out). Same throws as `getSessions`. */
  revoke(query: SiwxSessionQuery): Promise<void>
  /** Stops the sweeper timer (see `sweepIntervalMs`); leaves the storage open (its owner closes it). Safe to call twice. */
  close(): void
}

/**
 * Creates the SIWX (Sign In With X) verifying back end: nonces, EIP-4361 and Sign-In With Solana
 * verification, sessions with bearer tokens, and a framework-neutral Fetch handler (spec section 4,
 * Sign-in), over one `ServerStorage`, with body, message, time and rate limits; expired rows are
 * swept every `sweepIntervalMs` until `close()`.
 * @throws Error / CaipError for invalid options (see `resolveSiwxServerOptions`)
 */
export function createSiwxServer(options: SiwxServerOptions): SiwxServer {
  const resolved = resolveSiwxServerOptions(options)
  const { siwx } = resolved.storage
  const verifyEvmSignature = createEvmSignatureVerifier(resolved.rpcUrls)

  const api = {
    async issueNonce(): Promise<SiwxNonce> {
      const nonce = generateNonce()
      const expiresAt = new Date(resolved.now().getTime() + resolved.nonceTtlMs)
      await siwx.saveNonce(nonce, expiresAt)
      return { nonce, expiresAt: expiresAt.toISOString() }
    },
    verify: (input: SiwxVerifyInput) => verifySiwxMessage(resolved, verifyEvmSignature, input),
    async authenticate(token: string) {
      if (!isSessionTokenShape(token)) return undefined
      return siwx.findSessionByTokenHash(hashSessionToken(token), resolved.now())
    },
    getSessions: (query: SiwxSessionQuery) =>
      siwx.findSessions(caipAddressOf(normalizeSessionQuery(query)), resolved.now()),
    async revoke(query: SiwxSessionQuery) {
      await siwx.deleteSessions(caipAddressOf(normalizeSessionQuery(query)))
    },
  }
  const sweeper =
    resolved.sweepIntervalMs === undefined
      ? undefined
      : startSweeper(resolved.storage, { intervalMs: resolved.sweepIntervalMs, now: resolved.now })
  return { ...api, handle: createSiwxHttpHandler(api, resolved), close: () => sweeper?.stop() }
}
