import { describe, expect, it } from 'vitest'
import { connectAccount, createTestContext } from '../../actions/testContext.js'
import { openModal } from '../../core/navigation.js'
import { setAccount } from '../../core/store.js'
import { watchUnsupportedChain } from './watchUnsupportedChain.js'

const storedNetwork = (test: ReturnType<typeof createTestContext>) =>
  test.context.persistence.get('network', (v): v is string => typeof v === 'string')

describe('watchUnsupportedChain (spec section 2)', () => {
  it('opens UnsupportedChain when the wallet moves to an unconfigured network, and closes it back on a configured one', () => {
    const test = createTestContext()
    connectAccount(test.store, 'eip155', 'eip155:31337')
    watchUnsupportedChain(test.context)
    connectAccount(test.store, 'eip155', 'eip155:1')
    expect(test.store.getState().router).toEqual({ open: true, history: [{ view: 'UnsupportedChain' }] })
    connectAccount(test.store, 'eip155', 'eip155:31338')
    expect(test.store.getState().router.open).toBe(false)
    expect(storedNetwork(test)).toBe('eip155:31338')
  })

  it('remembers a configured network the user is on, never an unconfigured one', () => {
    const test = createTestContext()
    watchUnsupportedChain(test.context)
    connectAccount(test.store, 'eip155', 'eip155:31338')
    expect(storedNetwork(test)).toBe('eip155:31338')
    connectAccount(test.store, 'eip155', 'eip155:5')
    expect(storedNetwork(test)).toBe('eip155:31338')
  })

  it('a configured network closes only a modal that shows UnsupportedChain', () => {
    const test = createTestContext()
    watchUnsupportedChain(test.context)
    openModal(test.store, 'Networks')
    connectAccount(test.store, 'eip155', 'eip155:31338')
    expect(test.store.getState().router).toEqual({ open: true, history: [{ view: 'Networks' }] })
  })

  it('reacts to a status change on the same network, and to nothing else', () => {
    const test = createTestContext()
    connectAccount(test.store, 'eip155', 'eip155:1')
    watchUnsupportedChain(test.context)
    test.store.setState({ toast: { variant: 'success', message: 'unrelated', id: 1 } })
    expect(test.store.getState().router.open).toBe(false)
    setAccount(test.store, 'eip155', { status: 'connecting' })
    connectAccount(test.store, 'eip155', 'eip155:1')
    expect(test.store.getState().router.history).toEqual([{ view: 'UnsupportedChain' }])
  })

  it('stops when unsubscribed', () => {
    const test = createTestContext()
    const off = watchUnsupportedChain(test.context)
    off()
    connectAccount(test.store, 'eip155', 'eip155:1')
    expect(test.store.getState().router.open).toBe(false)
  })
})
