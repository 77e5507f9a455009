import { describe, expect, it, vi } from 'vitest'
import { formatCaipAddress } from '../core/caip.js'
import { openModal, pushView } from '../core/navigation.js'
import { sessionStore } from '../core/sessionStore.js'
import { setAccount, type ModalStore, type WalletConnection } from '../core/store.js'
import { setConnectedAccount } from '../core/storeUpdates.js'
import { readWallets, rememberWallet } from '../core/walletList.js'
import { connect } from './connect.js'
import { disconnectWallet } from './disconnectWallet.js'
import { switchWallet } from './switchWallet.js'
import type { WalletModalOptions } from '../core/options.js'
import type { SiwxSession } from '../core/siwx.js'
import { createTestContext, memorySiwxStorage, SOLANA_ADDRESS } from './testContext.js'

const ONE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TWO = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const wallet = (connectorId: string, address: string): WalletConnection => ({
  connectorId,
  address,
  caipAddress: formatCaipAddress('eip155:31337', address),
})

/**
 * A context whose EVM fake holds two wallets ('io.one', 'io.two') and whose Solana fake holds one,
 * with the multi-wallet methods a real adapter has: switchConnection publishes that wallet's account,
 * disconnectConnector drops it and publishes the next (or disconnects).
 */
async function withThreeWallets(options: WalletModalOptions = {}) {
  const test = createTestContext({ features: { multiWallet: true }, ...options })
  const { store, context, fakes } = test
  const evm = [wallet('io.one', ONE), wallet('io.two', TWO)]
  const publish = (s: ModalStore, w: WalletConnection | undefined) =>
    w
      ? setConnectedAccount(s, 'eip155', 'eip155:31337', {
          status: 'connected',
          address: w.address,
          caipAddress: w.caipAddress,
          connectorId: w.connectorId,
        })
      : setAccount(s, 'eip155', { status: 'disconnected' })
  Object.assign(fakes.eip155, {
    switchConnection: vi.fn(async (id: string) =>
      publish(
        store,
        evm.find((w) => w.connectorId === id),
      ),
    ),
    disconnectConnector: vi.fn(async (id: string) => {
      const list = store.getState().connections!.eip155!.filter((w) => w.connectorId !== id)
      store.setState((s) => ({ connections: { ...s.connections, eip155: list } }))
      if (store.getState().accounts.eip155?.connectorId === id) publish(store, list[0])
    }),
  })
  Object.assign(fakes.solana, { switchConnection: vi.fn(async () => undefined) })
  await context.adapters.load('eip155')
  await context.adapters.load('solana')
  const sol: WalletConnection = {
    connectorId: 'wallet-standard:Demo',
    address: SOLANA_ADDRESS,
    caipAddress: `solana:localnet:${SOLANA_ADDRESS}`,
  }
  setConnectedAccount(store, 'solana', 'solana:localnet', {
    status: 'connected',
    address: SOLANA_ADDRESS,
    caipAddress: sol.caipAddress,
    connectorId: sol.connectorId,
  })
  publish(store, evm[1])
  store.setState({ connections: { eip155: evm, solana: [sol] } })
  const session = sessionStore(() => context.persistence)
  session.remember('solana', sol.connectorId)
  session.remember('eip155', 'io.two')
  for (const w of evm) rememberWallet(context.persistence, 'eip155', w.connectorId)
  rememberWallet(context.persistence, 'solana', sol.connectorId)
  return { ...test, session }
}

describe('multi-wallet actions', () => {
  it('switchWallet makes another connected wallet active, and a reload restores it as the active one', async () => {
    const { context, store, session } = await withThreeWallets()
    await switchWallet(context, { namespace: 'eip155', connectorId: 'io.one' })
    expect(store.getState().accounts.eip155).toMatchObject({ connectorId: 'io.one', address: ONE })
    expect(store.getState().activeNamespace).toBe('eip155')
    expect(session.read()).toEqual({
      connections: { eip155: 'io.one', solana: 'wallet-standard:Demo' },
      activeNamespace: 'eip155',
    })
    await switchWallet(context, { namespace: 'solana', connectorId: 'wallet-standard:Demo' })
    expect(store.getState().activeNamespace).toBe('solana')
    expect(session.read().activeNamespace).toBe('solana')
  })

  it('switchWallet refuses a wallet that is not connected, without asking the wallet: the active one stays', async () => {
    const { context, store, fakes } = await withThreeWallets()
    await expect(switchWallet(context, { namespace: 'eip155', connectorId: 'io.gone' })).rejects.toThrow(
      'Failed to connect',
    )
    expect(fakes.eip155.switchConnection).not.toHaveBeenCalled()
    expect(store.getState().accounts.eip155).toMatchObject({ status: 'connected', connectorId: 'io.two', address: TWO })
  })

  it('disconnectWallet drops one wallet: the next of its namespace becomes active, the others stay, a reload forgets it', async () => {
    const { context, store, session } = await withThreeWallets()
    openModal(store, 'ProfileWallets')
    await disconnectWallet(context, { namespace: 'eip155', connectorId: 'io.two' })
    expect(store.getState().accounts.eip155).toMatchObject({ status: 'connected', connectorId: 'io.one' })
    expect(store.getState().connections?.eip155?.map((w) => w.connectorId)).toEqual(['io.one'])
    expect(store.getState().accounts.solana?.status).toBe('connected')
    expect(readWallets(context.persistence)).toEqual({ eip155: ['io.one'], solana: ['wallet-standard:Demo'] })
    expect(session.read()).toEqual({
      connections: { eip155: 'io.one', solana: 'wallet-standard:Demo' },
      activeNamespace: 'eip155',
    })
    expect(store.getState().router.open).toBe(true)
  })

  it('disconnectWallet of a namespace’s last wallet hands the active role to another namespace; the last of all closes the modal', async () => {
    const { context, store, session } = await withThreeWallets()
    openModal(store, 'ProfileWallets')
    await disconnectWallet(context, { namespace: 'eip155', connectorId: 'io.two' })
    await disconnectWallet(context, { namespace: 'eip155', connectorId: 'io.one' })
    expect(store.getState().accounts.eip155?.status).toBe('disconnected')
    expect(store.getState().activeNamespace).toBe('solana')
    expect(session.read()).toEqual({ connections: { solana: 'wallet-standard:Demo' }, activeNamespace: 'solana' })
    expect(store.getState().router.open).toBe(true)
    store.setState((s) => ({ connections: { ...s.connections, solana: [] } }))
    await disconnectWallet(context, { namespace: 'solana', connectorId: 'wallet-standard:Demo' })
    expect(store.getState().accounts.solana?.status).toBe('disconnected')
    expect(store.getState().router.open).toBe(false)
    expect(readWallets(context.persistence)).toEqual({})
  })

  it("disconnectWallet signs that wallet's account out of SIWX and leaves the other wallets' sign-ins", async () => {
    const storage = memorySiwxStorage()
    const { context, store } = await withThreeWallets({ siwx: { storage } })
    const session = (caipAddress: SiwxSession['caipAddress']): SiwxSession => ({
      caipAddress,
      caipNetworkId: 'eip155:31337',
      message: 'm',
      signature: 's',
      issuedAt: new Date().toISOString(),
    })
    const one = session(wallet('io.one', ONE).caipAddress)
    const two = session(wallet('io.two', TWO).caipAddress)
    storage.sessions.push(one, two)
    store.setState((s) => ({ siwx: { ...s.siwx, sessions: { [one.caipAddress]: one, [two.caipAddress]: two } } }))
    await disconnectWallet(context, { namespace: 'eip155', connectorId: 'io.two' })
    expect(storage.sessions).toEqual([one])
    expect(store.getState().siwx.sessions).toEqual({ [one.caipAddress]: one })
  })

  it('disconnectWallet of a wallet still reconnecting (its adapter not loaded yet) marks the namespace disconnected and forgets it', async () => {
    const { context, store } = createTestContext({ features: { multiWallet: true } })
    const session = sessionStore(() => context.persistence)
    session.remember('eip155', 'io.demo')
    rememberWallet(context.persistence, 'eip155', 'io.demo')
    setAccount(store, 'eip155', { status: 'connecting', connectorId: 'io.demo' })
    await disconnectWallet(context, { namespace: 'eip155', connectorId: 'io.demo' })
    expect(store.getState().accounts.eip155).toEqual({ status: 'disconnected' })
    expect(session.read().connections).toEqual({})
    expect(readWallets(context.persistence)).toEqual({})
  })

  it('disconnectWallet in a namespace with no connected account changes no account and not the active namespace', async () => {
    const { context, store } = createTestContext({ features: { multiWallet: true } })
    setAccount(store, 'solana', { status: 'disconnected' })
    setAccount(store, 'eip155', { status: 'disconnected' })
    const before = store.getState().accounts
    await disconnectWallet(context, { namespace: 'solana', connectorId: 'wallet-standard:Demo' })
    await disconnectWallet(context, { namespace: 'bip122', connectorId: 'io.btc' })
    expect(store.getState().accounts).toEqual(before)
    expect(store.getState().activeNamespace).toBe('eip155')
  })

  it('connect from ProfileWallets returns there, keeps the connected wallet connected meanwhile, and stores the new one', async () => {
    const { context, store } = await withThreeWallets()
    openModal(store, 'Account')
    pushView(store, 'ProfileWallets')
    pushView(store, 'Connect')
    const statuses: string[] = []
    const off = store.subscribe((s) => statuses.push(s.accounts.eip155!.status))
    expect(await connect(context, { connectorId: 'io.three', namespace: 'eip155' })).toEqual({ connected: true })
    off()
    expect(statuses).not.toContain('connecting')
    expect(store.getState().router.history.map((e) => e.view)).toEqual(['Account', 'ProfileWallets'])
    expect(readWallets(context.persistence).eip155).toEqual(['io.one', 'io.two', 'io.three'])
  })

  it('connect with multiWallet off stores no wallet list and closes the modal as before', async () => {
    const { context, store } = createTestContext()
    openModal(store, 'Connect')
    await connect(context, { connectorId: 'io.demo', namespace: 'eip155' })
    expect(store.getState().router.open).toBe(false)
    expect(readWallets(context.persistence)).toEqual({})
  })
})
