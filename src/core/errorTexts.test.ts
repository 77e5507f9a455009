import { describe, expect, it } from 'vitest'
import { errorMessage, toFlowError, toWalletModalError } from './errorMessage.js'

/**
 * Spec section 8, verbatim and whole: what a user reads for every EIP-1193 / JSON-RPC / EIP-5792
 * code and every node message, produced the way the product produces it (a wallet's or node's error
 * through toWalletModalError / errorMessage), never by reading the catalogue back.
 */
describe('error catalogue texts, through the mapping (spec section 8)', () => {
  it.each([
    [-32700, 'Parse error'],
    [-32600, 'Invalid request'],
    [-32601, 'Method not found'],
    [-32602, 'Invalid params'],
    [-32603, 'Internal error'],
    [-32000, 'Invalid input'],
    [-32001, 'Resource not found'],
    [-32002, 'Resource unavailable'],
    [-32003, 'Transaction rejected'],
    [-32004, 'Method not supported'],
    [-32005, 'Limit exceeded'],
    [-32006, 'JSON-RPC version not supported'],
    [4100, 'Unauthorized'],
    [4200, 'Unsupported method'],
    [4900, 'Disconnected'],
    [4901, 'Chain disconnected'],
    [4902, 'Unrecognized chain ID'],
    [5700, 'Unsupported non-optional capability'],
    [5710, 'Unsupported chain id'],
    [5720, 'Duplicate ID'],
    [5730, 'Unknown bundle ID'],
    [5740, 'Batch too large'],
    [5750, 'Atomic-ready wallet rejected upgrade'],
    [5760, 'Atomicity not supported'],
  ])('a wallet error with code %i reads %j', (code, text) => {
    const walletError = Object.assign(new Error(`wallet said something with code ${code}`), { code })
    expect(toWalletModalError(walletError)).toMatchObject({ code, message: text })
    expect(toFlowError(walletError, 'connect')).toEqual({ code, message: text })
    // Wrapped the way viem does it (the code one level down).
    expect(toWalletModalError(new Error('Request failed', { cause: walletError }))).toMatchObject({
      code,
      message: text,
    })
  })

  it('code 4001 is a rejection: each flow says it in its own words', () => {
    const rejected = Object.assign(new Error('denied'), { code: 4001 })
    expect(toWalletModalError(rejected)).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(errorMessage(rejected, 'connect')).toBe('Connection rejected')
    expect(errorMessage(rejected, 'switchNetwork')).toBe('Switch declined in the wallet')
    expect(errorMessage(rejected, 'send')).toBe('Transaction rejected in the wallet')
    expect(errorMessage(rejected, 'signIn')).toBe('Error signing message')
  })

  it.each([
    ['nonce too low', 'This transaction was already sent (nonce too low). Refresh and try again.'],
    [
      'Nonce too high. Expected nonce to be 3 but got 5',
      'An earlier transaction is still pending (nonce too high). Wait for it and try again.',
    ],
    ['insufficient funds for gas * price + value', 'Insufficient funds for this transaction.'],
    [
      'max fee per gas less than block base fee: address 0x1, maxFeePerGas: 1, baseFee: 7',
      'The network fee is below the current base fee. Try again with a higher fee.',
    ],
    ['fee cap too low', 'The network fee is below the current base fee. Try again with a higher fee.'],
    ['max fee per gas higher than 2^256-1', 'The network fee is higher than allowed. Try again with a lower fee.'],
    ['fee cap too high', 'The network fee is higher than allowed. Try again with a lower fee.'],
    ['intrinsic gas too low', 'The gas limit is too low for this transaction.'],
    ['intrinsic gas too high', 'The gas limit is higher than the network allows.'],
    ['exceeds block gas limit', 'The gas limit is higher than the network allows.'],
    [
      'execution reverted: ERC20: transfer amount exceeds balance',
      'The transaction would fail: the contract reverted it.',
    ],
    ['transaction type not supported', 'This network does not support this transaction type.'],
  ])('the node message %j reads %j', (nodeText, sentence) => {
    // As a node answers (-32000 with the text) under the wrapper a library adds.
    const nodeError = new Error('Transaction failed', { cause: Object.assign(new Error(nodeText), { code: -32000 }) })
    expect(errorMessage(nodeError, 'send')).toBe(sentence)
    expect(toWalletModalError(nodeError)).toMatchObject({ code: -32000, message: sentence })
    expect(toWalletModalError(new Error(nodeText))).toMatchObject({ code: 'CHAIN_ERROR', message: sentence })
  })
})
