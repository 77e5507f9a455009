import { describe, expect, it, vi } from 'vitest'
import type { EmbeddedWalletHost } from '../../core/embedded/signerTypes.js'
import { resolveOptions } from '../../core/options.js'
import { createModalStore, type ModalStore } from '../../core/store.js'
import type { SolanaNetworks } from './solanaNetworks.js'
import type { SolanaWallet } from './wallet.js'
import { walletSet } from './walletSet.js'

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const ALICE = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk'
const BOB = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

/** A wallet that is connected to `address` (or not yet, when undefined) and can report a disconnect. */
function fakeWallet(address: string | undefined) {
  let onDisconnect = () => {}
  const wallet = {
    address: () => address,
    destroy: vi.fn(),
    onDisconnect: (listener: () => void) => {
      onDisconnect = listener
    },
  } as unknown as SolanaWallet & { destroy: ReturnType<typeof vi.fn> }
  return { wallet, disconnectFromWallet: () => onDisconnect() }
}

function setup({ multiWallet = false, email }: { multiWallet?: boolean; email?: string } = {}) {
  const store: ModalStore = createModalStore(
    resolveOptions({
      networks: [
        { caipNetworkId: 'eip155:1', name: 'Ethereum', rpcUrl: 'http://rpc' },
        { caipNetworkId: MAINNET, name: 'Solana', rpcUrl: 'http://sol' },
        { caipNetworkId: DEVNET, name: 'Solana Devnet', rpcUrl: 'http://dev' },
      ],
      features: { multiWallet },
    }),
  )
  const embedded = {
    current: () => (email ? { account: () => ({ email }) } : undefined),
  } as unknown as EmbeddedWalletHost
  const networks = { account: () => DEVNET } as unknown as SolanaNetworks
  return { store, set: walletSet(store, embedded, networks) }
}

describe('the Solana wallet set', () => {
  it('publishes the activated wallet as the connected account on the network given, and lists it in connections', () => {
    const { store, set } = setup()
    set.keep('phantom', fakeWallet(ALICE).wallet)
    set.activate('phantom', MAINNET)
    const state = store.getState()
    expect(state.accounts.solana).toEqual({
      status: 'connected',
      address: ALICE,
      caipAddress: `${MAINNET}:${ALICE}`,
      connectorId: 'phantom',
    })
    expect(state.activeNamespace).toBe('solana')
    expect(state.network.caipNetwork?.caipNetworkId).toBe(MAINNET)
    // connections are on the account's network as the networks part reports it
    expect(state.connections?.solana).toEqual([
      { connectorId: 'phantom', address: ALICE, caipAddress: `${DEVNET}:${ALICE}` },
    ])
    expect(set.active()).toBe(set.all.get('phantom'))
  })

  it('publishes nothing for a wallet with no account yet, and leaves it out of connections', () => {
    const { store, set } = setup({ multiWallet: true })
    set.keep('phantom', fakeWallet(undefined).wallet)
    set.keep('solflare', fakeWallet(BOB).wallet)
    set.activate('phantom', MAINNET)
    expect(store.getState().accounts.solana).toBeUndefined()
    expect(store.getState().connections?.solana).toEqual([
      { connectorId: 'solflare', address: BOB, caipAddress: `${DEVNET}:${BOB}` },
    ])
  })

  it('publishes the embedded wallet with its account fields, beside an active account of another namespace', () => {
    const { store, set } = setup({ email: 'me@example.com' })
    store.setState({
      activeNamespace: 'eip155',
      accounts: { eip155: { status: 'connected', address: '0x1', caipAddress: 'eip155:1:0x1' } },
    })
    set.keep('auth', fakeWallet(ALICE).wallet)
    set.activate('auth', MAINNET)
    const state = store.getState()
    expect(state.activeNamespace).toBe('eip155')
    expect(state.accounts.solana).toEqual({
      status: 'connected',
      address: ALICE,
      caipAddress: `${MAINNET}:${ALICE}`,
      connectorId: 'auth',
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      user: { email: 'me@example.com' },
    })
  })

  it('a wallet other than the embedded one takes the active namespace from another connected namespace', () => {
    const { store, set } = setup()
    store.setState({
      activeNamespace: 'eip155',
      accounts: { eip155: { status: 'connected', address: '0x1', caipAddress: 'eip155:1:0x1' } },
    })
    set.keep('phantom', fakeWallet(ALICE).wallet)
    set.activate('phantom', MAINNET)
    expect(store.getState().activeNamespace).toBe('solana')
    expect(store.getState().accounts.solana).not.toHaveProperty('preferredAccountType')
  })

  it('activating no wallet (or an unknown one) disconnects the namespace', () => {
    const { store, set } = setup()
    set.keep('phantom', fakeWallet(ALICE).wallet)
    set.activate('phantom', MAINNET)
    set.activate(undefined, MAINNET)
    expect(store.getState().accounts.solana).toEqual({ status: 'disconnected' })
    expect(set.active()).toBeUndefined()
    set.activate('unknown', MAINNET)
    expect(set.active()).toBeUndefined()
    expect(store.getState().accounts.solana).toEqual({ status: 'disconnected' })
    // the kept wallet is still listed: disconnecting the namespace is not forgetting the wallet
    expect(store.getState().connections?.solana).toHaveLength(1)
  })

  it('publish() after the active wallet is gone publishes nothing', () => {
    const { store, set } = setup()
    set.keep('phantom', fakeWallet(ALICE).wallet)
    set.activate('phantom', MAINNET)
    set.clear()
    store.setState({ accounts: {} })
    set.publish(MAINNET)
    expect(store.getState().accounts.solana).toBeUndefined()
  })

  it('keeps one wallet at a time without multiWallet: the one replaced is destroyed', () => {
    const { set } = setup()
    const first = fakeWallet(ALICE).wallet
    const second = fakeWallet(BOB).wallet
    set.keep('phantom', first)
    set.keep('solflare', second)
    expect([...set.all.keys()]).toEqual(['solflare'])
    expect(first.destroy).toHaveBeenCalledOnce()
    expect(second.destroy).not.toHaveBeenCalled()
  })

  it('keeps wallets side by side with multiWallet, and replaces (destroys) only the same connector', () => {
    const { set } = setup({ multiWallet: true })
    const first = fakeWallet(ALICE).wallet
    const second = fakeWallet(BOB).wallet
    const again = fakeWallet(ALICE).wallet
    set.keep('phantom', first)
    set.keep('solflare', second)
    expect([...set.all.keys()]).toEqual(['phantom', 'solflare'])
    set.keep('phantom', again)
    expect(first.destroy).toHaveBeenCalledOnce()
    expect(second.destroy).not.toHaveBeenCalled()
    expect(set.all.get('phantom')).toBe(again)
  })

  it('dropping the active wallet destroys it and makes the next one active', () => {
    const { store, set } = setup({ multiWallet: true })
    const first = fakeWallet(ALICE).wallet
    set.keep('phantom', first)
    set.keep('solflare', fakeWallet(BOB).wallet)
    set.activate('phantom', MAINNET)
    set.drop('phantom')
    expect(first.destroy).toHaveBeenCalledOnce()
    expect(set.active()).toBe(set.all.get('solflare'))
    expect(store.getState().accounts.solana?.address).toBe(BOB)
    // the next one is published on the account's network
    expect(store.getState().accounts.solana?.caipAddress).toBe(`${DEVNET}:${BOB}`)
    expect(store.getState().connections?.solana?.map((c) => c.connectorId)).toEqual(['solflare'])
  })

  it('dropping the last wallet disconnects the namespace', () => {
    const { store, set } = setup()
    set.keep('phantom', fakeWallet(ALICE).wallet)
    set.activate('phantom', MAINNET)
    set.drop('phantom')
    expect(store.getState().accounts.solana).toEqual({ status: 'disconnected' })
    expect(store.getState().connections?.solana).toEqual([])
  })

  it('dropping an inactive wallet keeps the active one and updates connections', () => {
    const { store, set } = setup({ multiWallet: true })
    set.keep('phantom', fakeWallet(ALICE).wallet)
    set.keep('solflare', fakeWallet(BOB).wallet)
    set.activate('phantom', MAINNET)
    set.drop('solflare')
    expect(set.active()).toBe(set.all.get('phantom'))
    expect(store.getState().accounts.solana?.address).toBe(ALICE)
    expect(store.getState().connections?.solana?.map((c) => c.connectorId)).toEqual(['phantom'])
  })

  it('dropping an unknown wallet changes nothing', () => {
    const { store, set } = setup()
    set.keep('phantom', fakeWallet(ALICE).wallet)
    set.activate('phantom', MAINNET)
    const before = store.getState()
    set.drop('solflare')
    expect(store.getState()).toBe(before)
  })

  it('clear() forgets every wallet and returns them without destroying them', () => {
    const { set } = setup({ multiWallet: true })
    const first = fakeWallet(ALICE).wallet
    const second = fakeWallet(BOB).wallet
    set.keep('phantom', first)
    set.keep('solflare', second)
    set.activate('phantom', MAINNET)
    expect(set.clear()).toEqual([first, second])
    expect(set.all.size).toBe(0)
    expect(set.active()).toBeUndefined()
    expect(first.destroy).not.toHaveBeenCalled()
  })

  it('disconnected() publishes the namespace disconnected with no connections', () => {
    const { store, set } = setup()
    set.keep('phantom', fakeWallet(ALICE).wallet)
    set.activate('phantom', MAINNET)
    set.clear()
    set.disconnected()
    expect(store.getState().accounts.solana).toEqual({ status: 'disconnected' })
    expect(store.getState().connections?.solana).toEqual([])
  })

  it('a watched wallet that reports a disconnect is dropped, unless it was replaced meanwhile', () => {
    const { store, set } = setup()
    const first = fakeWallet(ALICE)
    set.keep('phantom', set.watch('phantom', first.wallet))
    set.activate('phantom', MAINNET)
    first.disconnectFromWallet()
    expect(set.all.size).toBe(0)
    expect(store.getState().accounts.solana).toEqual({ status: 'disconnected' })

    const old = fakeWallet(ALICE)
    const current = fakeWallet(BOB)
    set.watch('phantom', old.wallet)
    set.keep('phantom', set.watch('phantom', current.wallet))
    set.activate('phantom', MAINNET)
    old.disconnectFromWallet()
    expect(set.all.get('phantom')).toBe(current.wallet)
    expect(current.wallet.destroy).not.toHaveBeenCalled()
  })

  it('destroy() destroys every kept wallet', () => {
    const { set } = setup({ multiWallet: true })
    const first = fakeWallet(ALICE).wallet
    const second = fakeWallet(BOB).wallet
    set.keep('phantom', first)
    set.keep('solflare', second)
    set.destroy()
    expect(first.destroy).toHaveBeenCalledOnce()
    expect(second.destroy).toHaveBeenCalledOnce()
  })
})

describe('the Solana wallet set: dropping a wallet that is not the active one', () => {
  it('keeps the active wallet even when the dropped one was kept before it', () => {
    const { store, set } = setup({ multiWallet: true })
    const first = fakeWallet(ALICE).wallet
    set.keep('phantom', first)
    set.keep('solflare', fakeWallet(BOB).wallet)
    set.keep('backpack', fakeWallet(ALICE).wallet)
    set.activate('solflare', MAINNET)
    set.drop('backpack')
    expect(set.active()).toBe(set.all.get('solflare'))
    expect(store.getState().accounts.solana?.address).toBe(BOB)
    expect(store.getState().accounts.solana?.connectorId).toBe('solflare')
  })
})
