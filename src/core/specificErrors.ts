/**
 * The specific errors of the modal (spec section 8 texts), each a {@link WalletModalError} with its
 * code. Apart from core/errors.ts so that the script-tag entry, which throws only WalletModalError,
 * does not carry the classes only lazily loaded code throws.
 */
import { WalletModalError } from './errors.js'
import { specErrorsMessages as messages } from './messages/specErrors.js'

/**
 * The user declined a request in their wallet (EIP-1193 code 4001; spec 8).
 * Default message: 'User rejected the request.'
 */
export class UserRejectedError extends WalletModalError {
  override name = 'UserRejectedError'

  constructor(message = 'User rejected the request.', options: { cause?: unknown } = {}) {
    super(message, { code: 4001, cause: options.cause })
  }
}

/**
 * A non-OK HTTP answer (spec 7): message `HTTP status code: ${status}`, code 'HTTP_ERROR'.
 * `status` is the HTTP status; `url` the requested URL when known.
 */
export class HttpError extends WalletModalError {
  override name = 'HttpError'
  readonly status: number
  readonly url: string | undefined

  constructor(status: number, options: { url?: string; cause?: unknown } = {}) {
    super(`HTTP status code: ${status}`, { code: 'HTTP_ERROR', cause: options.cause })
    this.status = status
    this.url = options.url
  }
}

/** A malformed CAIP-2 network id or CAIP-10 account id (code 'INVALID_CAIP'); thrown by caip.ts. */
export class CaipError extends WalletModalError {
  override name = 'CaipError'

  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { code: 'INVALID_CAIP', cause: options.cause })
  }
}

/** 'Network not found' (spec 8, code 'NETWORK_NOT_FOUND'): a CAIP-2 id that is not among the configured networks. */
export class NetworkNotFoundError extends WalletModalError {
  override name = 'NetworkNotFoundError'

  constructor() {
    super(messages.networkNotFound, { code: 'NETWORK_NOT_FOUND' })
  }
}

/** 'Unsupported chain' (spec 8, code 'UNSUPPORTED_CHAIN'): a namespace other than EVM (eip155) or Solana. */
export class UnsupportedChainError extends WalletModalError {
  override name = 'UnsupportedChainError'

  constructor() {
    super(messages.unsupportedChain, { code: 'UNSUPPORTED_CHAIN' })
  }
}

/** 'No ActiveCaipAddress found' (spec 8, code 'NO_ACCOUNT'): the flow needs a connected account. */
export class NoActiveAddressError extends WalletModalError {
  override name = 'NoActiveAddressError'

  constructor() {
    super(messages.noActiveAddress, { code: 'NO_ACCOUNT' })
  }
}

/** 'No ActiveCaipNetwork or client found' (spec 8, code 'NO_NETWORK'): the account's network is not configured. */
export class NoActiveNetworkError extends WalletModalError {
  override name = 'NoActiveNetworkError'

  constructor() {
    super(messages.noActiveNetwork, { code: 'NO_NETWORK' })
  }
}

/** 'SIWX is not enabled' (spec 8, code 'SIWX_NOT_ENABLED'): sign-in asked for without the `siwx` option. */
export class SiwxNotEnabledError extends WalletModalError {
  override name = 'SiwxNotEnabledError'

  constructor() {
    super(messages.siwxNotEnabled, { code: 'SIWX_NOT_ENABLED' })
  }
}

/** 'Failed to connect' (spec 8, code 'CONNECTOR_NOT_FOUND'): the chosen wallet is no longer there. */
export class ConnectorNotFoundError extends WalletModalError {
  override name = 'ConnectorNotFoundError'

  constructor() {
    super(messages.failedToConnect, { code: 'CONNECTOR_NOT_FOUND' })
  }
}
