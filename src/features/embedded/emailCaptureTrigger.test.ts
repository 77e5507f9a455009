/**
 * When DataCapture opens by itself (spec section 2, email capture): after a connection, once per
 * account, only for a connected account with an address, never for an answer already stored, and
 * never after the reactions stopped. Drives watchEmbeddedWallet directly (no lazy loading).
 */
import { describe, expect, it } from 'vitest'
import { connectAccount, createTestContext, EVM_ADDRESS, EVM_CAIP_ADDRESS } from '../../actions/testContext.js'
import { emailCaptureKey } from '../../core/embedded/emailCaptureKey.js'
import { openModal } from '../../core/navigation.js'
import { currentView } from '../../core/router.js'
import { setAccount } from '../../core/store.js'
import { watchEmbeddedWallet } from './watchEmbeddedWallet.js'

const withCapture = { embeddedWallet: { signerUrl: 'https://signer.test/', emailCapture: true } }
const OTHER_CAIP_ADDRESS = 'eip155:31337:0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const

function started() {
  const t = createTestContext(withCapture)
  const stop = watchEmbeddedWallet(t.context)
  openModal(t.store)
  const view = () => currentView(t.store.getState().router)?.view
  return { ...t, stop, view }
}

describe('email capture opens DataCapture', () => {
  it('only once the account is connected, not while it is still connecting with its address known', () => {
    const t = started()
    setAccount(t.store, 'eip155', { status: 'connecting', caipAddress: EVM_CAIP_ADDRESS, address: EVM_ADDRESS })
    expect(t.view()).toBe('Connect')
    // The same address, now connected: the connection is new even though the address is not.
    connectAccount(t.store, 'eip155', 'eip155:31337')
    expect(t.view()).toBe('DataCapture')
    t.stop()
  })

  it('for another account the wallet switches to while connected', () => {
    const t = started()
    t.context.persistence.set(emailCaptureKey(EVM_CAIP_ADDRESS), 'skipped')
    connectAccount(t.store, 'eip155', 'eip155:31337')
    expect(t.view()).toBe('Connect')
    setAccount(t.store, 'eip155', { status: 'connected', caipAddress: OTHER_CAIP_ADDRESS, connectorId: 'io.demo' })
    expect(t.view()).toBe('DataCapture')
    t.stop()
  })

  it('when the stored answer is not text (an entry of another shape does not count as answered)', () => {
    const t = started()
    t.context.persistence.set(emailCaptureKey(EVM_CAIP_ADDRESS), { answered: true })
    connectAccount(t.store, 'eip155', 'eip155:31337')
    expect(t.view()).toBe('DataCapture')
    t.stop()
  })

  it('no more once the reactions are stopped', () => {
    const t = started()
    t.stop()
    connectAccount(t.store, 'eip155', 'eip155:31337')
    expect(t.view()).toBe('Connect')
  })
})
