import { describe, expect, it } from 'vitest'
import { WalletModalError } from './errors.js'
import {
  CaipError,
  ConnectorNotFoundError,
  HttpError,
  NetworkNotFoundError,
  NoActiveAddressError,
  NoActiveNetworkError,
  SiwxNotEnabledError,
  UnsupportedChainError,
  UserRejectedError,
} from './specificErrors.js'

describe('the specific errors (spec section 8)', () => {
  it.each([
    ['UserRejectedError', () => new UserRejectedError(), 4001, 'User rejected the request.'],
    ['HttpError', () => new HttpError(502), 'HTTP_ERROR', 'HTTP status code: 502'],
    [
      'CaipError',
      () => new CaipError('Invalid CAIP-2 network id "x"'),
      'INVALID_CAIP',
      'Invalid CAIP-2 network id "x"',
    ],
    ['NetworkNotFoundError', () => new NetworkNotFoundError(), 'NETWORK_NOT_FOUND', 'Network not found'],
    ['UnsupportedChainError', () => new UnsupportedChainError(), 'UNSUPPORTED_CHAIN', 'Unsupported chain'],
    ['NoActiveAddressError', () => new NoActiveAddressError(), 'NO_ACCOUNT', 'No ActiveCaipAddress found'],
    ['NoActiveNetworkError', () => new NoActiveNetworkError(), 'NO_NETWORK', 'No ActiveCaipNetwork or client found'],
    ['SiwxNotEnabledError', () => new SiwxNotEnabledError(), 'SIWX_NOT_ENABLED', 'SIWX is not enabled'],
    ['ConnectorNotFoundError', () => new ConnectorNotFoundError(), 'CONNECTOR_NOT_FOUND', 'Failed to connect'],
  ] as const)('%s: instance of WalletModalError with code %j and the text %j', (name, create, code, message) => {
    // Built in the test, not in the table: a mutation tool counts what runs inside a test as covered by it.
    const error = create()
    expect(error).toBeInstanceOf(WalletModalError)
    expect(error.name).toBe(name)
    expect(error.code).toBe(code)
    expect(error.message).toBe(message)
    // What a host's console or error reporter prints first.
    expect(String(error)).toBe(`${name}: ${message}`)
  })
})
