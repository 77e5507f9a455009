/**
 * The embedded wallet's reactions, started lazily (features/embedded/index.ts): with email capture
 * they start at once and DataCapture follows a connection made while the modal is open; nothing
 * when the modal is closed or the account already answered; with email login alone they wait for
 * the signer client.
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
  it('with email capture, opens DataCapture for a wallet connected while the modal is open', async () => {
    const t = createTestContext(withCapture)
    const stop = watchEmbeddedWalletLazily(t.context)
    await reactionsLoaded()
    openModal(t.store)
    setAccount(t.store, 'eip155', { status: 'connecting', connectorId: 'io.demo' })
    connectAccount(t.store, 'eip155', 'eip155:31337')
    expect(view(t)).toBe('DataCapture')
    stop()
  })

  it('opens nothing for a connection while the modal is closed, or for an account that already answered DataCapture', async () => {
    const closed = createTestContext(withCapture)
    const stopClosed = watchEmbeddedWalletLazily(closed.context)
    await reactionsLoaded()
    setAccount(closed.store, 'eip155', { status: 'connecting', connectorId: 'io.demo' })
    connectAccount(closed.store, 'eip155', 'eip155:31337')
    openModal(closed.store)
    await reactionsLoaded()
    expect(view(closed)).toBe('Account')
    stopClosed()

    const answered = createTestContext(withCapture)
    answered.context.persistence.set(
      emailCaptureKey('eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
      'skipped',
    )
    const stopAnswered = watchEmbeddedWalletLazily(answered.context)
    await reactionsLoaded()
    openModal(answered.store)
    setAccount(answered.store, 'eip155', { status: 'connecting', connectorId: 'io.demo' })
    connectAccount(answered.store, 'eip155', 'eip155:31337')
    await reactionsLoaded()
    expect(view(answered)).toBe('Connect')
    stopAnswered()
  })

  it('with email login alone, opens no DataCapture and starts with the signer client: the frame asking to be seen opens ApproveTransaction', async () => {
    const t = createTestContext({ embeddedWallet: { signerUrl: 'https://signer.test/' } })
    const stop = watchEmbeddedWalletLazily(t.context)
    openModal(t.store)
    setAccount(t.store, 'eip155', { status: 'connecting', connectorId: 'io.demo' })
    connectAccount(t.store, 'eip155', 'eip155:31337')
    await reactionsLoaded()
    expect(view(t)).toBe('Connect')

    const client = await t.signer.host.load()
    for (const [listener] of vi.mocked(t.signer.host.onClient).mock.calls)
      (listener as (c: typeof client) => void)(client)
    await vi.waitFor(() => {
      t.signer.emitApproval(true)
      expect(view(t)).toBe('ApproveTransaction')
    })
    stop()
  })
})
