import { describe, expect, it } from 'vitest'
import { errorMessage } from '../../core/errorMessage.js'
import { assertTransactionSucceeded } from './assertTransactionSucceeded.js'

describe('assertTransactionSucceeded (EIP-658 receipt status)', () => {
  it('a reverted receipt is a failed send, shown with the chain message of spec 8', () => {
    let thrown: unknown
    try {
      assertTransactionSucceeded({ status: 'reverted' })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toMatchObject({ code: 'EXECUTION_REVERTED', message: 'execution reverted' })
    expect(errorMessage(thrown, 'send')).toBe('The transaction would fail: the contract reverted it.')
  })

  it('a successful receipt passes', () => {
    expect(() => assertTransactionSucceeded({ status: 'success' })).not.toThrow()
  })
})
