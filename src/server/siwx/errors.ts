/**
 * The errors of the SIWX verifying back end (spec section 4, Sign-in): the exact texts a client
 * sees in `{ error }` answers, and the error class `verify` throws.
 */
import { HTTP_ERRORS, HttpProblem } from '../http/problems.js'

/** Exact error texts of the SIWX back end, one per reason a request is refused. */
export const SIWX_SERVER_ERRORS = {
  /** The text is neither an EIP-4361 nor a Sign-In With Solana message, or lacks a required field. */
  invalidMessage: 'Invalid message',
  /** The message is longer than `maxMessageLength` (400); it was not parsed. */
  messageTooLong: 'Message too long',
  /** The message's domain (RFC 3986 authority) is not the configured `domain`. */
  domainMismatch: 'Domain mismatch',
  /** The message's URI is not on the configured `uri`'s origin. */
  uriMismatch: 'URI mismatch',
  /** The message's chain is not an allowed network, or its version is not '1'. */
  unsupportedNetwork: 'Unsupported network',
  unsupportedVersion: 'Unsupported version',
  /** The nonce was never issued here, has expired, or was already used. */
  unknownNonce: 'Unknown or reused nonce',
  /** The message's Issued At is further from the server clock than `issuedAtToleranceMs`. */
  issuedAtOutOfRange: 'Issued At too far from server time',
  messageExpired: 'Message expired',
  messageNotYetValid: 'Message not yet valid',
  invalidSignature: 'Invalid signature',
  /** The chain's RPC could not be reached to check a smart-account signature. */
  verificationUnavailable: 'Signature verification unavailable',
  /** HTTP layer. */
  invalidVerifyBody: 'Expected a JSON body { message: string, signature: string }',
  invalidSessionQuery: 'Expected query parameters caipNetworkId and address',
  ...HTTP_ERRORS,
} as const

/** One of the {@link SIWX_SERVER_ERRORS} texts. */
export type SiwxServerErrorMessage = (typeof SIWX_SERVER_ERRORS)[keyof typeof SIWX_SERVER_ERRORS]

/** The HTTP statuses a {@link SiwxServerError} carries. */
export type SiwxServerErrorStatus = 400 | 401 | 403 | 429 | 503

/**
 * A refused sign-in or a malformed request. `status` is the HTTP status `handle` answers with:
 * 400 (malformed: 'Invalid message', 'Message too long', bad body or query), 401 (rejected: the
 * message checks, or no valid session token), 403 (a token of another account), 429 (rate
 * limit), 503 ('Signature verification unavailable'). `code` is 'SIWX_REJECTED'.
 */
export class SiwxServerError extends HttpProblem {
  override name = 'SiwxServerError'
  declare readonly status: SiwxServerErrorStatus

  constructor(message: SiwxServerErrorMessage, status: SiwxServerErrorStatus = 401, options: { cause?: unknown } = {}) {
    super(message, status, {}, { code: 'SIWX_REJECTED', cause: options.cause })
  }
}
