import { describe, expect, it } from 'vitest'
import { createTestContext } from '../../actions/testContext.js'
import { showToast } from '../../core/store.js'
import { watchWalletConnectRequests } from './watchWalletConnectRequests.js'

const setPending = (test: ReturnType<typeof createTestContext>, pending: boolean) =>
  test.store.setState((s) => ({ walletConnect: { ...s.walletConnect, pending } }))

describe('watchWalletConnectRequests', () => {
  it("shows 'Approve the request in your wallet' while a request waits for the phone, and hides it after", () => {
    const test = createTestContext()
    watchWalletConnectRequests(test.context)
    setPending(test, true)
    expect(test.store.getState().toast).toEqual({
      variant: 'loading',
      message: 'Approve the request in your wallet',
      id: expect.any(Number),
    })
    setPending(test, false)
    expect(test.store.getState().toast).toBeUndefined()
  })

  it('keeps a toast that replaced the waiting one, and ignores other store changes', () => {
    const test = createTestContext()
    watchWalletConnectRequests(test.context)
    showToast(test.store, { variant: 'success', message: 'Copied' })
    test.store.setState({ attempt: {} })
    expect(test.store.getState().toast?.message).toBe('Copied')
    setPending(test, true)
    showToast(test.store, { variant: 'error', message: 'Transaction rejected in the wallet' })
    setPending(test, false)
    expect(test.store.getState().toast?.message).toBe('Transaction rejected in the wallet')
  })

  it('stops when unsubscribed', () => {
    const test = createTestContext()
    watchWalletConnectRequests(test.context)()
    setPending(test, true)
    expect(test.store.getState().toast).toBeUndefined()
  })
})
