import { describe, expect, it } from 'vitest'
import { PENDING_TRANSACTIONS_LIMIT } from './constants.js'
import { initialSendState, popPending, pushPending, type PendingTransaction } from './send.js'
import { resolveOptions } from './options.js'
import { createModalStore } from './store.js'

const pending = (hash: string): PendingTransaction => ({
  hash,
  caipAddress: 'eip155:1:0xA',
  amount: '1',
  symbol: 'ETH',
  to: '0xB',
})

describe('the transaction stack (spec sections 4 and 9)', () => {
  it('holds at most 99 pending native sends, and frees a place when one settles', () => {
    let stack: PendingTransaction[] = []
    for (let i = 0; i < PENDING_TRANSACTIONS_LIMIT; i++) stack = pushPending(stack, pending(`h${i}`))
    expect(() => pushPending(stack, pending('one-too-many'))).toThrow('At most 99 transactions can be pending')
    stack = popPending(stack, 'h0')
    expect(() => (stack = pushPending(stack, pending('fits')))).not.toThrow()
    expect(stack).toHaveLength(PENDING_TRANSACTIONS_LIMIT)
  })
  it('keeps one send state per modal instance, as a slice of its store', () => {
    const a = createModalStore(resolveOptions({}))
    const b = createModalStore(resolveOptions({}))
    a.setState((s) => ({ send: { ...s.send, sendTokenAmount: '1' } }))
    expect(a.getState().send.sendTokenAmount).toBe('1')
    expect(b.getState().send).toEqual(initialSendState)
  })
})
