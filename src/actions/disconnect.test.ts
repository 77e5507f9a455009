import { describe, expect, it, vi } from 'vitest'
import { openModal } from '../core/navigation.js'
import { AUTH_CONNECTOR_ID } from '../core/constants.js'
import { createLocalSiwxStorage } from '../core/siwxLocalStorage.js'
import { readWallets } from '../core/walletList.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { signOut } from './signOut.js'
import { connectAccount, createTestContext, EVM_ADDRESS, siwxSession } from './testContext.js'

// The sign-in code is a chunk of its own that only SIWX hosts load: watch whether disconnect calls it.
vi.mock('./signOut.js', { spy: true })

describe('disconnect', () => {
  it('disconnects every namespace, forgets the session (no silent reconnect) and closes the modal', async () => {
    const { context, store, fakes } = createTestContext()
    await connect(context, { connectorId: 'io.demo' })
    await connect(context, { connectorId: 'wallet-standard:Demo', namespace: 'solana' })
    openModal(store, 'Account')
    await disconnect(context)
    expect(fakes.eip155.disconnect).toHaveBeenCalled()
    expect(fakes.solana.disconnect).toHaveBeenCalled()
    expect(store.getState().accounts).toEqual({
      eip155: { status: 'disconnected' },
      solana: { status: 'disconnected' },
    })
    expect(context.persistence.get('session', (v): v is unknown => true)).toBeUndefined()
    expect(store.getState().router.open).toBe(false)
  })

  it('a wallet that fails to disconnect is still marked disconnected', async () => {
    const { context, store, fakes } = createTestContext()
    await connect(context, { connectorId: 'io.demo' })
    fakes.eip155.disconnect.mockRejectedValueOnce(new Error('wallet gone'))
    await expect(disconnect(context)).resolves.toBeUndefined()
    expect(store.getState().accounts.eip155).toEqual({ status: 'disconnected' })
  })

  it('signs the connected accounts out of SIWX first', async () => {
    const { context, store } = createTestContext({ siwx: {} })
    const caipAddress = `eip155:31337:${EVM_ADDRESS}` as const
    connectAccount(store, 'eip155', 'eip155:31337')
    const storage = createLocalSiwxStorage(() => context.persistence)
    const session = siwxSession()
    await storage.add({ message: 'm', signature: 's', session })
    store.setState((s) => ({ siwx: { ...s.siwx, sessions: { [caipAddress]: session } } }))
    await disconnect(context)
    expect(store.getState().siwx.sessions).toEqual({})
    expect(await storage.get('eip155:31337', EVM_ADDRESS)).toEqual([])
  })

  it('without SIWX, calls no sign-in code (its chunk stays unloaded); with SIWX, signs the connected accounts out', async () => {
    vi.mocked(signOut).mockClear()
    const off = createTestContext()
    connectAccount(off.store, 'eip155', 'eip155:31337')
    await disconnect(off.context)
    expect(signOut).not.toHaveBeenCalled()
    const on = createTestContext({ siwx: {} })
    connectAccount(on.store, 'eip155', 'eip155:31337')
    await disconnect(on.context)
    expect(signOut).toHaveBeenCalledExactlyOnceWith(on.context, { caipAddresses: [`eip155:31337:${EVM_ADDRESS}`] })
  })

  it('signs an email-login account out of the signer frame too; a wallet account leaves the frame alone', async () => {
    const email = createTestContext()
    await email.context.embedded.load()
    connectAccount(email.store, 'eip155', 'eip155:31337', AUTH_CONNECTOR_ID)
    await disconnect(email.context)
    expect(email.signer.handle).toHaveBeenCalledWith('signOut', undefined)

    const wallet = createTestContext()
    await wallet.context.embedded.load()
    connectAccount(wallet.store, 'eip155', 'eip155:31337', 'io.demo')
    await disconnect(wallet.context)
    expect(wallet.signer.handle).not.toHaveBeenCalled()
  })

  it('with multiWallet, forgets the stored wallet list too: a reload restores none', async () => {
    const { context } = createTestContext({ features: { multiWallet: true } })
    await connect(context, { connectorId: 'io.one' })
    await connect(context, { connectorId: 'io.two' })
    expect(readWallets(context.persistence)).toEqual({ eip155: ['io.one', 'io.two'] })
    await disconnect(context)
    expect(readWallets(context.persistence)).toEqual({})
  })

  it('signs the email login out of the signer frame when a wallet of another namespace is connected beside it', async () => {
    const { context, store, signer } = createTestContext()
    await context.embedded.load()
    connectAccount(store, 'eip155', 'eip155:31337', AUTH_CONNECTOR_ID)
    connectAccount(store, 'solana', 'solana:localnet', 'wallet-standard:Demo')
    await disconnect(context)
    expect(signer.handle).toHaveBeenCalledWith('signOut', undefined)
  })

  it('a signer frame that fails to sign out does not stop the disconnect', async () => {
    const { context, store, signer } = createTestContext()
    await context.embedded.load()
    connectAccount(store, 'solana', 'solana:localnet', AUTH_CONNECTOR_ID)
    signer.handle.mockRejectedValueOnce(new Error('frame gone'))
    await disconnect(context)
    expect(store.getState().accounts.solana).toEqual({ status: 'disconnected' })
  })
})
