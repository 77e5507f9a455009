/**
 * Numeric codes of JSON-RPC 2.0 (-32700..-32603), EIP-1474 (-32000..-32006), EIP-1193 (4001..4901),
 * EIP-3085 (4902) and EIP-5792 (5700..5760); see RPC_ERROR_MESSAGES in core/errorMessage.ts.
 */
export type RpcErrorCode = number

/** The string codes this library sets, one per kind of failure. */
export type WalletModalErrorTag =
  /** A non-OK HTTP answer ({@link HttpError}). */
  | 'HTTP_ERROR'
  /** fetch itself failed (offline, DNS, CORS). */
  | 'NETWORK_ERROR'
  /** A body that is not JSON. */
  | 'INVALID_JSON'
  /** An answer of the wrong shape (JSON-RPC, getWallets, history sources). */
  | 'INVALID_RESPONSE'
  /** A malformed CAIP-2 / CAIP-10 id ({@link CaipError}). */
  | 'INVALID_CAIP'
  /** A node error without a numeric code. */
  | 'RPC_ERROR'
  /** A known node message (spec 8, chain messages) without a numeric code. */
  | 'CHAIN_ERROR'
  /** Parameters a flow refuses (spec section 5: 'An amount and receiver address are required', …). */
  | 'INVALID_PARAMETERS'
  /** Host options that fail their schema in `setOptions` (the message names the field). */
  | 'INVALID_OPTIONS'
  /**
   * A wallet reported accounts the modal cannot trust: malformed (not CAIP-10, not an address of its
   * namespace, not a list), on a network that was not requested, or none where one was required.
   */
  | 'INVALID_ACCOUNTS'
  /** A request that got no answer within REQUEST_TIMEOUT_MS (core/constants.ts). */
  | 'TIMEOUT'
  /** A name service call failed (core/names/nameErrors.ts, spec section 8's name errors). */
  | 'NAME_ERROR'
  /** A JSON-RPC method the WalletConnect wallet does not serve. */
  | 'UNSUPPORTED_METHOD'
  | 'NETWORK_NOT_FOUND'
  | 'UNSUPPORTED_CHAIN'
  | 'NO_ACCOUNT'
  | 'NO_NETWORK'
  | 'SIWX_NOT_ENABLED'
  | 'CONNECTOR_NOT_FOUND'
  /** An EVM transaction mined with status 0. */
  | 'EXECUTION_REVERTED'
  /** A Solana transaction confirmed with an error. */
  | 'TRANSACTION_FAILED'
  /** A Bitcoin API refused a transaction (its reason is the message: 'bad-txns-inputs-missingorspent', …). */
  | 'BROADCAST_FAILED'
  /** A Bitcoin send whose amount and fee exceed the sender's unspent outputs. */
  | 'INSUFFICIENT_FUNDS'
  /** The SIWX back end (wallet-modal/server) refused a sign-in or a malformed request. */
  | 'SIWX_REJECTED'
  /** The embedded wallet's auth server (wallet-modal/auth) refused a request (a wrong or expired code, a limit, …). */
  | 'AUTH_REJECTED'
  /** The embedded wallet's combined key shares did not rebuild the wallet's addresses (a tampered or corrupted share). */
  | 'SHARE_MISMATCH'
  /** The signer frame did not answer in time, or went away. */
  | 'SIGNER_UNAVAILABLE'
  /** A social login stopped before it completed: spec section 8's 'Popup closed' or 'Modal closed'. */
  | 'SOCIAL_CANCELLED'
  /** `open({ view })` named a view that does not exist or whose feature is off. */
  | 'INVALID_VIEW'
  /** Anything else (see toWalletModalError). */
  | 'UNKNOWN'

/** The `code` of every {@link WalletModalError}: a numeric RPC code or one of the tags. */
export type WalletModalErrorCode = RpcErrorCode | WalletModalErrorTag

/** Options of {@link WalletModalError}. */
export interface WalletModalErrorOptions {
  code: WalletModalErrorCode
  cause?: unknown
}

/** Base class of every error this library throws on purpose; `cause` is the wrapped error. */
export class WalletModalError extends Error {
  override name = 'WalletModalError'
  readonly code: WalletModalErrorCode

  constructor(message: string, options: WalletModalErrorOptions) {
    // Only pass `cause` when there is one, so `'cause' in err` stays meaningful.
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = options.code
  }
}
