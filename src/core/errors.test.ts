import { describe, it, expect } from 'vitest'
import {
  CHAIN_ERROR_PATTERNS,
  chainErrorMessage,
  errorCodeOf,
  errorMessage,
  isUserRejection,
  RPC_ERROR_MESSAGES,
  toFlowError,
  toWalletModalError,
} from './errorMessage.js'
import { WalletModalError } from './errors.js'
import { CaipError, HttpError, UserRejectedError } from './specificErrors.js'

/** Mimics viem's BaseError nesting: message + shortMessage + details + cause. */
function wrap(message: string, cause?: unknown, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message, { cause }), extra)
}

/** `inner` wrapped `times` times, as `cause`; `outer` gives the outermost wrapper more fields. */
function wrapTimes(times: number, inner: unknown, outer: Record<string, unknown> = {}): unknown {
  let err = inner
  for (let i = 0; i < times; i += 1) err = wrap(`level ${times - i}`, err, i === times - 1 ? outer : {})
  return err
}

describe('error classes', () => {
  it('WalletModalError carries code and cause', () => {
    const cause = new Error('inner')
    const err = new WalletModalError('outer', { code: 'UNKNOWN', cause })
    expect(err).toBeInstanceOf(Error)
    expect(err.message).toBe('outer')
    expect(err.code).toBe('UNKNOWN')
    expect(err.cause).toBe(cause)
    expect(err.name).toBe('WalletModalError')
    expect('cause' in new WalletModalError('no cause', { code: 1 })).toBe(false)
  })

  it('UserRejectedError defaults to code 4001 and the spec message', () => {
    const err = new UserRejectedError()
    expect(err).toBeInstanceOf(WalletModalError)
    expect(err.code).toBe(4001)
    expect(err.message).toBe('User rejected the request.')
    expect(err.name).toBe('UserRejectedError')
  })

  it('HttpError formats the status (spec 7)', () => {
    const err = new HttpError(503, { url: 'https://x/y' })
    expect(err.message).toBe('HTTP status code: 503')
    expect(err.status).toBe(503)
    expect(err.code).toBe('HTTP_ERROR')
    expect(err.url).toBe('https://x/y')
  })

  it('CaipError has code INVALID_CAIP', () => {
    expect(new CaipError('bad').code).toBe('INVALID_CAIP')
  })
})

describe('RPC_ERROR_MESSAGES', () => {
  it('covers every spec 8 code', () => {
    const codes = [
      -32700, -32600, -32601, -32602, -32603, -32000, -32001, -32002, -32003, -32004, -32005, -32006, 4001, 4100, 4200,
      4900, 4901, 4902, 5700, 5710, 5720, 5730, 5740, 5750, 5760,
    ]
    for (const code of codes) expect(RPC_ERROR_MESSAGES[code], String(code)).toBeTypeOf('string')
    expect(Object.keys(RPC_ERROR_MESSAGES)).toHaveLength(codes.length)
    expect(RPC_ERROR_MESSAGES[4902]).toBe('Unrecognized chain ID')
    expect(RPC_ERROR_MESSAGES[5760]).toBe('Atomicity not supported')
  })
})

describe('errorCodeOf', () => {
  it('reads a top-level code', () => {
    expect(errorCodeOf({ code: 4902 })).toBe(4902)
  })

  it('walks cause chains several levels deep', () => {
    expect(errorCodeOf(wrap('a', wrap('b', wrap('c', { code: -32603 }))))).toBe(-32603)
  })

  it('reads data.originalError.code', () => {
    expect(errorCodeOf({ message: 'Internal', data: { originalError: { code: 4100 } } })).toBe(4100)
  })

  it('ignores string codes and returns undefined without any number', () => {
    expect(errorCodeOf({ code: 'ACTION_REJECTED' })).toBeUndefined()
    expect(errorCodeOf('boom')).toBeUndefined()
    expect(errorCodeOf(null)).toBeUndefined()
  })

  it('skips a code that is not a finite number (NaN, Infinity) and finds the real one beneath', () => {
    expect(errorCodeOf(wrap('outer', { code: 4902 }, { code: Number.NaN }))).toBe(4902)
    expect(errorCodeOf({ code: Number.POSITIVE_INFINITY })).toBeUndefined()
  })

  it('reads a code 16 levels deep, and looks no deeper', () => {
    expect(errorCodeOf(wrapTimes(15, { code: 4902 }))).toBe(4902)
    expect(errorCodeOf(wrapTimes(16, { code: 4902 }))).toBeUndefined()
    expect(isUserRejection(wrapTimes(15, { code: 4001 }))).toBe(true)
    expect(isUserRejection(wrapTimes(16, { code: 4001 }))).toBe(false)
  })

  it('an absent or null data.originalError or cause is no level: the 16 levels are all real ones', () => {
    expect(errorCodeOf(wrapTimes(15, { code: 4902 }, { data: {} }))).toBe(4902)
    expect(errorCodeOf(wrapTimes(15, { code: 4902 }, { data: { originalError: null } }))).toBe(4902)
  })

  it('reads past a null data', () => {
    expect(errorCodeOf({ message: 'Internal', data: null, cause: { code: 4100 } })).toBe(4100)
  })

  it('survives a cyclic cause', () => {
    const a: { cause?: unknown } = {}
    a.cause = { cause: a }
    expect(errorCodeOf(a)).toBeUndefined()
  })
})

describe('isUserRejection (spec 8)', () => {
  it('detects code 4001 at any level', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(isUserRejection(wrap('Request failed', wrap('x', { code: 4001 })))).toBe(true)
    expect(isUserRejection({ code: -32603, data: { originalError: { code: 4001 } } })).toBe(true)
  })

  it.each([
    'User rejected the request.',
    'Request cancelled by user',
    'The user CANCELED',
    'user rejected transaction',
  ])('detects the text %j', (text) => {
    expect(isUserRejection(new Error(text))).toBe(true)
    expect(isUserRejection(wrap('Wrapped', undefined, { shortMessage: text }))).toBe(true)
    expect(isUserRejection(wrap('Wrapped', wrap('x', undefined, { details: text })))).toBe(true)
    expect(isUserRejection(text)).toBe(true)
  })

  it('is false for other errors', () => {
    expect(isUserRejection(new Error('insufficient funds'))).toBe(false)
    expect(isUserRejection({ code: 4100 })).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })
})

describe('chainErrorMessage', () => {
  it.each([
    ['nonce too low', 'nonce too low'],
    ['Nonce too high. Expected nonce to be 3', 'nonce too high'],
    ['insufficient funds for gas * price + value', 'Insufficient funds'],
    ['max fee per gas less than block base fee: address 0x1', 'base fee'],
    ['fee cap too low', 'base fee'],
    ['max fee per gas higher than 2^256-1', 'higher than allowed'],
    ['intrinsic gas too low', 'too low for this transaction'],
    ['exceeds block gas limit', 'higher than the network allows'],
    ['intrinsic gas too high', 'higher than the network allows'],
    ['execution reverted: ERC20: transfer amount exceeds balance', 'reverted'],
    ['transaction type not supported', 'transaction type'],
  ])('maps %j', (nodeText, expected) => {
    expect(chainErrorMessage(wrap('Transaction failed', wrap(nodeText)))).toContain(expected)
  })

  it('gives the exact insufficient-funds sentence and prefers specific causes over "execution reverted"', () => {
    expect(chainErrorMessage(new Error('insufficient funds'))).toBe('Insufficient funds for this transaction.')
    expect(chainErrorMessage(new Error('execution reverted: insufficient funds for transfer'))).toBe(
      'Insufficient funds for this transaction.',
    )
  })

  it('returns undefined for unrelated errors', () => {
    expect(chainErrorMessage(new Error('Something else'))).toBeUndefined()
    expect(CHAIN_ERROR_PATTERNS.length).toBeGreaterThanOrEqual(9)
  })
})

describe('toWalletModalError', () => {
  it('maps user rejection to UserRejectedError and keeps the cause', () => {
    const raw = wrap('Request failed', { code: 4001, message: 'denied' })
    const err = toWalletModalError(raw)
    expect(err).toBeInstanceOf(UserRejectedError)
    expect(err.code).toBe(4001)
    expect(err.cause).toBe(raw)
  })

  it('maps a known code to the catalogue message', () => {
    const raw = {
      code: 4902,
      message: 'Unrecognized chain ID "0x7a6a". Try adding the chain using wallet_addEthereumChain first.',
    }
    const err = toWalletModalError(raw)
    expect(err.message).toBe('Unrecognized chain ID')
    expect(err.code).toBe(4902)
    expect(err.cause).toBe(raw)
  })

  it('prefers the chain sentence over a bare -32000', () => {
    const err = toWalletModalError({ code: -32000, message: 'insufficient funds for gas * price + value' })
    expect(err.message).toBe('Insufficient funds for this transaction.')
    expect(err.code).toBe(-32000)
    expect(toWalletModalError(new Error('nonce too low')).code).toBe('CHAIN_ERROR')
  })

  it('keeps the original message, or says Unknown error, with code UNKNOWN', () => {
    expect(toWalletModalError(new Error('Boom'))).toMatchObject({ message: 'Boom', code: 'UNKNOWN' })
    expect(toWalletModalError({ shortMessage: 'Short', message: 'Long text' }).message).toBe('Short')
    expect(toWalletModalError(42)).toMatchObject({ message: 'Unknown error', code: 'UNKNOWN' })
    expect(toWalletModalError('plain text').message).toBe('plain text')
    expect(toWalletModalError(new Error(''))).toMatchObject({ message: 'Unknown error', code: 'UNKNOWN' })
    expect(toWalletModalError({ message: 'Boom', data: null })).toMatchObject({ message: 'Boom', code: 'UNKNOWN' })
    // An empty or non-text shortMessage does not hide the message.
    expect(toWalletModalError({ shortMessage: '', message: 'Long text' }).message).toBe('Long text')
    expect(toWalletModalError({ shortMessage: 7, message: 'Long text' }).message).toBe('Long text')
    expect(toWalletModalError({ shortMessage: '', message: '' }).message).toBe('Unknown error')
  })

  it('returns WalletModalErrors unchanged', () => {
    const http = new HttpError(404)
    expect(toWalletModalError(http)).toBe(http)
    const rejected = new UserRejectedError()
    expect(toWalletModalError(rejected)).toBe(rejected)
  })
})

describe('toFlowError', () => {
  it("carries attemptsLeft only when the error's data gives a number of tries", () => {
    const wrongCode = Object.assign(new Error('Wrong code'), { data: { attemptsLeft: 2 } })
    expect(toFlowError(wrongCode, 'email')).toStrictEqual({ code: 'UNKNOWN', message: 'Wrong code', attemptsLeft: 2 })
    expect(toFlowError(new Error('Boom'), 'connect')).toStrictEqual({ code: 'UNKNOWN', message: 'Boom' })
    expect(toFlowError(Object.assign(new Error('Boom'), { data: { attemptsLeft: '2' } }), 'email')).toStrictEqual({
      code: 'UNKNOWN',
      message: 'Boom',
    })
    expect(toFlowError(Object.assign(new Error('Boom'), { data: null }), 'email')).toStrictEqual({
      code: 'UNKNOWN',
      message: 'Boom',
    })
  })

  it('a thrown undefined or null still gives a flow error, with no attemptsLeft', () => {
    expect(toFlowError(undefined, 'connect')).toStrictEqual({ code: 'UNKNOWN', message: 'Unknown error' })
    expect(toFlowError(null, 'send')).toStrictEqual({ code: 'UNKNOWN', message: 'Unknown error' })
  })
})

describe('errorMessage', () => {
  it("a node's chain failure under a library error shows the chain message (spec 8), not the wrapper's text", () => {
    const wrapped = new WalletModalError('Failed to send', {
      code: 'UNKNOWN',
      cause: new Error('insufficient funds for gas'),
    })
    expect(errorMessage(wrapped, 'send')).toBe('Insufficient funds for this transaction.')
  })
})
