/**
 * The errors of the name service (spec section 7, the name service; section 5, the name rule):
 * the exact `{ error }` texts a client sees, and the class the service throws.
 */
import { NAME_RULE } from '../../core/names/nameRule.js'
import { HttpProblem } from '../http/problems.js'

/** Exact error texts of the name service, one per reason a request is refused. */
export const NAME_SERVICE_ERRORS = {
  /** The label does not normalise (ENSIP-15) or fails the rule (400): spec section 5's text. */
  invalidName: NAME_RULE,
  /** The name ends in another suffix than the operator's (400). */
  wrongSuffix: 'Name is not under this service',
  /** The name is registered already (409). */
  nameTaken: 'Name is already taken',
  /** Lookup of a name nobody registered (404). */
  nameNotFound: 'Name not found',
  /** The register body lacks a field or has one of the wrong type (400). */
  invalidBody: 'Expected name, coinType, address, message and signature',
  /** A coin type other than 60 (EVM) or 501 (Solana) (400). */
  unsupportedCoinType: 'Unsupported coin type',
  /** An address that is not one of the coin type (400). */
  invalidAddress: 'Invalid address',
  /** The message is not a registration message (400). */
  invalidMessage: 'Invalid message',
  /** The message names another name, address, coin type or domain than the request (400). */
  messageMismatch: 'Message does not match the request',
  /** The nonce was never issued here, has expired, or was already used (401). */
  unknownNonce: 'Unknown or reused nonce',
  /** The message is older than 5 minutes, or dated in the future (401). */
  messageExpired: 'Message expired',
  /** The signature is not the address's over the message (401). */
  invalidSignature: 'Invalid signature',
  /** The chain's RPC could not be reached to check a smart-account signature (503). */
  verificationUnavailable: 'Signature verification unavailable',
  /** A gateway request that is not a resolve or reverse call this gateway serves (400). */
  invalidGatewayRequest: 'Invalid gateway request',
} as const

/** One of the {@link NAME_SERVICE_ERRORS} texts. */
export type NameServiceErrorMessage = (typeof NAME_SERVICE_ERRORS)[keyof typeof NAME_SERVICE_ERRORS]

/** A request the name service refuses: `status` is the HTTP status its handler answers with. */
export class NameServiceError extends HttpProblem {
  override name = 'NameServiceError'
  declare readonly status: 400 | 401 | 404 | 409 | 503

  constructor(message: NameServiceErrorMessage, status: NameServiceError['status'], options?: { cause?: unknown }) {
    super(message, status, {}, { code: 'NAME_ERROR', cause: options?.cause })
  }
}
