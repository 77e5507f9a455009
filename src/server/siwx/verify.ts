import type { CaipAddress } from '../../core/caip.js'
import type { StoredSiwxSession } from '../storage/types.js'
import { enforceRateLimit } from '../http/rateLimit.js'
import { checkSiwxMessage } from './checkMessage.js'
import { SIWX_SERVER_ERRORS, SiwxServerError } from './errors.js'
import type { ResolvedSiwxServerOptions } from './options.js'
import { parseSiwxMessage } from './parseMessage.js'
import { createSessionToken } from '../http/sessionToken.js'
import type { EvmSignatureVerifier } from './verifyEvmSignature.js'
import { verifySolanaSignature } from './verifySolanaSignature.js'
import { verifyBitcoinSignature } from './bitcoin/verifyBitcoinSignature.js'

/** A signed sign-in message, as the modal posts it to `…/verify`. */
export interface SiwxVerifyInput {
  /** The exact text the wallet signed. */
  message: string
  /** 0x-hex (EVM), base58 (Solana) or base64 (Bitcoin: BIP-322 simple or BIP-137) signature. */
  signature: string
}

/** What a successful {@link verifySiwxMessage} gives the client. */
export interface SiwxVerifyResult {
  /** The saved session. */
  session: StoredSiwxSession
  /**
   * Its bearer token: 43 base64url characters (256 random bits), valid until
   * `session.expirationTime`. Only its SHA-256 is stored, so this is the one time it exists.
   */
  token: string
}

/**
 * Verifies a signed SIWX message and records its session (spec section 4, Sign-in):
 * parse → domain, URI, network and time checks → nonce issued and live → signature → nonce
 * consumed → session saved with a fresh token (see {@link SiwxVerifyResult}). The session's
 * `expirationTime` is the message's Expiration Time, else now + `sessionTtlMs`, and never later
 * than now + `maxSessionTtlMs`.
 *
 * Nonce consumption: the nonce is only *looked at* before the signature check, and *consumed*
 * (atomically, single use) only after the signature proved valid. So a reused nonce is always
 * refused, since the atomic consume is the last gate (two concurrent requests with one nonce: one wins),
 * while a forged request that carries someone else's nonce fails at the signature and leaves
 * that nonce usable: burning a nonce takes the account's signature. The earlier look keeps
 * unknown or expired nonces from costing a signature check (an RPC call for smart accounts).
 * The `verifyPerAddress` rate limit counts right before the signature check.
 * @throws SiwxServerError 'Invalid message', 'Message too long' (400), 'Domain mismatch', 'URI mismatch',
 *   'Unsupported network', 'Unsupported version', 'Issued At too far from server time',
 *   'Message not yet valid', 'Message expired',
 *   'Unknown or reused nonce', 'Invalid signature' (401), 'Signature verification unavailable' (503)
 * @throws HttpProblem 'Too many requests' (429) past the `verifyPerAddress` limit
 */
export async function verifySiwxMessage(
  options: ResolvedSiwxServerOptions,
  verifyEvmSignature: EvmSignatureVerifier,
  input: SiwxVerifyInput,
): Promise<SiwxVerifyResult> {
  const { siwx } = options.storage
  const parsed = parseSiwxMessage(input.message, options.maxMessageLength)
  const { fields } = parsed
  checkSiwxMessage(parsed, options, options.now())
  if (!(await siwx.hasNonce(fields.nonce, options.now()))) throw new SiwxServerError(SIWX_SERVER_ERRORS.unknownNonce)
  const perAddress = options.rateLimits.verifyPerAddress
  if (perAddress)
    await enforceRateLimit(
      options.storage.rateLimits,
      `siwx:verify:address:${fields.accountAddress}`,
      perAddress,
      options.now(),
    )

  const check = { address: fields.accountAddress, message: input.message, signature: input.signature }
  const valid =
    parsed.namespace === 'eip155'
      ? await verifyEvmSignature({ ...check, caipNetworkId: fields.chainId })
      : parsed.namespace === 'bip122'
        ? verifyBitcoinSignature({ ...check, caipNetworkId: fields.chainId })
        : verifySolanaSignature(check)
  if (!valid) throw new SiwxServerError(SIWX_SERVER_ERRORS.invalidSignature)

  // A fresh clock: the nonce may have expired during a slow RPC check.
  const now = options.now()
  if (!(await siwx.consumeNonce(fields.nonce, now))) throw new SiwxServerError(SIWX_SERVER_ERRORS.unknownNonce)
  const session: StoredSiwxSession = {
    caipAddress: `${fields.chainId}:${fields.accountAddress}` as CaipAddress,
    caipNetworkId: fields.chainId,
    message: input.message,
    signature: input.signature,
    issuedAt: fields.issuedAt,
    expirationTime: sessionExpiry(fields.expirationTime, now, options).toISOString(),
  }
  const { token, tokenHash } = createSessionToken()
  await siwx.saveSession(session, tokenHash)
  return { session, token }
}

/** The message's Expiration Time, else now + `sessionTtlMs`, capped at now + `maxSessionTtlMs`. */
function sessionExpiry(expirationTime: string | undefined, now: Date, options: ResolvedSiwxServerOptions): Date {
  const asked = expirationTime === undefined ? now.getTime() + options.sessionTtlMs : Date.parse(expirationTime)
  return new Date(Math.min(asked, now.getTime() + options.maxSessionTtlMs))
}
