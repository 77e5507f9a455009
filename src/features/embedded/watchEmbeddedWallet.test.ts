/**
 * The embedded wallet's reactions, started lazily (features/embedded/index.ts): DataCapture after a
 * connection made while the modal is open, even when that connection ends before the reactions'
 * chunk has loaded; nothing when the modal is closed or the account already answered.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectAccount, createTestContext } from '../../actions/testContext.js'
import { emailCaptureKey } from '../../core/embedded/emailCaptureKey.js'
import { openModal } from '../../core/navigation.js'
import { currentView } from '../../core/router.js'
import { setAccount } from '../../core/store.js'
import { watchEmbeddedWalletLazily } from './index.js'

const withCapture = { embeddedWallet: { signerUrl: 'https://signer.test/', emailCapture: true } }
const view = (t: ReturnType<typeof createTestContext>) => currentView(t.store.getState().router)?.view

/** Lets the lazily imported reactions module load and start (the same module the trigger imports). */
async function reactionsLoaded(): Promise<void> {
  await import('./watchEmbeddedWallet.js')
  await new Promise((resolve) => setTimeout(resolve, 0))
}

afterEach(() => vi.unstubAllGlobals())

describe('watchEmbeddedWalletLazily', () => {
  it('opens DataCapture for a wallet connected while the modal is open, though the connection ended before the reactions loaded', async () => {
    const t = createTestContext(withCapture)
    const stop = watchEmbeddedWalletLazily(t.context)
    openModal(t.store)
    setAccount(t.store, 'eip155', { status: 'connecting', connectorId: 'io.demo' })
    connectAccount(t.store, 'eip155', 'eip155:31337')
    expect(view(t)).toBe('Connect')
    await vi.waitFor(() => expect(view(t)).toBe('DataCapture'))
    stop()
  })

  it('opens nothing for a connection while the modal is closed, or for an account that already answered DataCapture', async () => {
    const closed = createTestContext(withCapture)
    const stopClosed = watchEmbeddedWalletLazily(closed.context)
    setAccount(closed.store, 'eip155', { status: 'connecting', connectorId: 'io.demo' })
    connectAccount(closed.store, 'eip155', 'eip155:31337')
    openModal(closed.store)
    await reactionsLoaded()
    expect(view(closed)).toBe('Account')
    stopClosed()

    const answered = createTestContext(withCapture)
    answered.context.persistence.set(emailCaptureKey('eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'), 'skipped')
    const stopAnswered = watchEmbeddedWalletLazily(answered.context)
    openModal(answered.store)
    setAccount(answered.store, 'eip155', { status: 'connecting', connectorId: 'io.demo' })
    connectAccount(answered.store, 'eip155', 'eip155:31337')
    await reactionsLoaded()
    expect(view(answered)).toBe('Connect')
    stopAnswered()
  })

  it('without email capture, a connection opens no DataCapture', async () => {
    const t = createTestContext({ embeddedWallet: { signerUrl: 'https://signer.test/' } })
    const stop = watchEmbeddedWalletLazily(t.context)
    openModal(t.store)
    setAccount(t.store, 'eip155', { status: 'connecting', connectorId: 'io.demo' })
    connectAccount(t.store, 'eip155', 'eip155:31337')
    await reactionsLoaded()
    expect(view(t)).toBe('Connect')
    stop()
  })
})
