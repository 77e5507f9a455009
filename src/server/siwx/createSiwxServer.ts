import type { SiwxSession } from '../../core/siwx.js'
import { createSiwxHttpHandler } from './httpHandler.js'
import { generateNonce, type SiwxNonce } from './nonce.js'
import { resolveSiwxServerOptions, type SiwxServerOptions } from './options.js'
import { normalizeSessionQuery } from './sessionQuery.js'
import type { SiwxSessionQuery } from './storage.js'
import { createEvmSignatureVerifier } from './verifyEvmSignature.js'
import { verifySiwxMessage, type SiwxVerifyInput } from './verify.js'

/** The SIWX back end returned by {@link createSiwxServer}. */
export interface SiwxServer {
  /** The HTTP API as a Fetch handler; see `createSiwxHttpHandler` for the protocol. */
  handle(request: Request): Promise<Response>
  /** Issues and stores a single-use nonce valid for `nonceTtlMs`. */
  issueNonce(): Promise<SiwxNonce>
  /**
   * Verifies a signed message and saves its session; see `verifySiwxMessage` for the checks.
   * @throws SiwxServerError with one of the `SIWX_SERVER_ERRORS` texts
   */
  verify(input: SiwxVerifyInput): Promise<SiwxSession>
  /**
   * The unexpired sessions of an account on a network (EVM addresses in any letter case).
   * @throws SiwxServerError 'Expected query parameters caipNetworkId and address' (400)
   */
  getSessions(query: SiwxSessionQuery): Promise<SiwxSession[]>
  /** Deletes every session of an account on a network (sign-out). Same throws as `getSessions`. */
  revoke(query: SiwxSessionQuery): Promise<void>
}

/**
 * Creates the SIWX (Sign In With X) verifying back end: nonces, EIP-4361 and Sign-In With Solana
 * verification, sessions, and a framework-neutral Fetch handler (spec section 4, Sign-in).
 * The HTTP endpoints carry no authentication of their own: anyone who can reach them can list
 * or revoke an account's sessions; mount them behind your own access rules if that matters.
 * @throws Error / CaipError for invalid options (see `resolveSiwxServerOptions`)
 */
export function createSiwxServer(options: SiwxServerOptions): SiwxServer {
  const resolved = resolveSiwxServerOptions(options)
  const { storage } = resolved
  const verifyEvmSignature = createEvmSignatureVerifier(resolved.rpcUrls)

  const api = {
    async issueNonce(): Promise<SiwxNonce> {
      const nonce = generateNonce()
      const expiresAt = new Date(resolved.now().getTime() + resolved.nonceTtlMs)
      await storage.saveNonce(nonce, expiresAt)
      return { nonce, expiresAt: expiresAt.toISOString() }
    },
    verify: (input: SiwxVerifyInput) => verifySiwxMessage(resolved, verifyEvmSignature, input),
    getSessions: (query: SiwxSessionQuery) => storage.findSessions(normalizeSessionQuery(query), resolved.now()),
    revoke: (query: SiwxSessionQuery) => storage.deleteSessions(normalizeSessionQuery(query)),
  }
  return { ...api, handle: createSiwxHttpHandler(api, resolved) }
}
