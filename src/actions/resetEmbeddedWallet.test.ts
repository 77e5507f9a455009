import { describe, expect, it } from 'vitest'
import { AUTH_CONNECTOR_ID } from '../core/constants.js'
import { connectEmail } from './connectEmail.js'
import { resetEmbeddedWallet } from './resetEmbeddedWallet.js'
import { verifyEmailCode } from './verifyEmailCode.js'
import { connectAccount, createTestContext } from './testContext.js'
import { AUTH_INIT_FAILED } from './emailLoginFixtures.js'

describe('resetEmbeddedWallet', () => {
  it('disconnects a connected wallet, removes the frame, opens Connect and says why', async () => {
    const { context, store, signer, fakes } = createTestContext()
    await connectEmail(context, { email: 'ada@example.com' })
    await verifyEmailCode(context, { code: '123456' })
    await resetEmbeddedWallet(context)
    expect(signer.host.reset).toHaveBeenCalledOnce()
    expect(fakes.eip155.disconnect).toHaveBeenCalled()
    expect(store.getState().accounts.eip155).toEqual({ status: 'disconnected' })
    expect(store.getState().embedded.emailFlow).toBeUndefined()
    expect(store.getState().router).toEqual({ open: true, history: [{ view: 'Connect' }] })
    expect(store.getState().toast).toEqual({ variant: 'error', message: AUTH_INIT_FAILED, id: expect.any(Number) })
  })

  it('a wallet still connecting is disconnected too; with nothing connected no adapter is asked', async () => {
    const connecting = createTestContext()
    await connecting.context.adapters.load('solana')
    connecting.store.setState((s) => ({ accounts: { ...s.accounts, solana: { status: 'connecting' } } }))
    await resetEmbeddedWallet(connecting.context)
    expect(connecting.fakes.solana.disconnect).toHaveBeenCalled()

    const idle = createTestContext()
    await idle.context.adapters.load('eip155')
    idle.store.setState((s) => ({ accounts: { ...s.accounts, eip155: { status: 'disconnected' } } }))
    await resetEmbeddedWallet(idle.context)
    expect(idle.fakes.eip155.disconnect).not.toHaveBeenCalled()
  })

  it('disconnects when any namespace is connected, even beside a disconnected one', async () => {
    const { context, store, fakes } = createTestContext()
    await context.adapters.load('eip155')
    store.setState((s) => ({ accounts: { ...s.accounts, solana: { status: 'disconnected' } } }))
    connectAccount(store, 'eip155', 'eip155:31337', AUTH_CONNECTOR_ID)
    await resetEmbeddedWallet(context)
    expect(fakes.eip155.disconnect).toHaveBeenCalled()
    expect(store.getState().accounts.eip155).toEqual({ status: 'disconnected' })
  })
})
