import { describe, expect, it } from 'vitest'
import { type NetworkConfig, resolveOptions } from '../../core/options.js'
import { createModalStore } from '../../core/store.js'
import { solanaNetworks } from './solanaNetworks.js'

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const ALICE = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk'
const ETHEREUM: NetworkConfig = { caipNetworkId: 'eip155:1', name: 'Ethereum', rpcUrl: 'http://rpc' }
const SOLANA: NetworkConfig = { caipNetworkId: MAINNET, name: 'Solana', rpcUrl: 'http://sol' }
const SOLANA_DEVNET: NetworkConfig = { caipNetworkId: DEVNET, name: 'Solana Devnet', rpcUrl: 'http://dev' }

const storeWith = (networks: NetworkConfig[]) => createModalStore(resolveOptions({ networks }))

describe('the configured Solana networks', () => {
  it('targets the selected network when it is a Solana one', () => {
    const store = storeWith([ETHEREUM, SOLANA, SOLANA_DEVNET])
    store.setState((s) => ({ network: { ...s.network, caipNetwork: s.options.networks[2] } }))
    expect(solanaNetworks(store).target().caipNetworkId).toBe(DEVNET)
  })

  it('targets the first configured Solana network while an EVM network is selected', () => {
    const store = storeWith([ETHEREUM, SOLANA_DEVNET, SOLANA])
    expect(store.getState().network.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(solanaNetworks(store).target().caipNetworkId).toBe(DEVNET)
  })

  it('targets the first Solana network while no network is selected', () => {
    const store = storeWith([ETHEREUM, SOLANA])
    store.setState((s) => ({ network: { ...s.network, caipNetwork: undefined } }))
    expect(solanaNetworks(store).target().caipNetworkId).toBe(MAINNET)
  })

  it('refuses to target a network when none is a Solana one (NO_NETWORK, "Network not supported")', () => {
    const networks = solanaNetworks(storeWith([ETHEREUM]))
    expect(() => networks.target()).toThrow(
      expect.objectContaining({ code: 'NO_NETWORK', message: 'Network not supported' }),
    )
  })

  it("the account's network is the connected account's, else the target", () => {
    const store = storeWith([ETHEREUM, SOLANA, SOLANA_DEVNET])
    const networks = solanaNetworks(store)
    expect(networks.account()).toBe(MAINNET)
    store.setState({ accounts: { solana: { status: 'connected', address: ALICE, caipAddress: `${DEVNET}:${ALICE}` } } })
    expect(networks.account()).toBe(DEVNET)
  })

  it('finds a configured network, else throws NetworkNotFoundError', () => {
    const networks = solanaNetworks(storeWith([ETHEREUM, SOLANA]))
    expect(networks.of(MAINNET).name).toBe('Solana')
    expect(() => networks.of(DEVNET)).toThrow(expect.objectContaining({ name: 'NetworkNotFoundError' }))
  })

  it('makes one RPC connection per URL and reuses it', () => {
    const networks = solanaNetworks(storeWith([SOLANA, SOLANA_DEVNET]))
    const mainnet = networks.connection(networks.of(MAINNET))
    expect(mainnet.rpcEndpoint).toBe('http://sol')
    expect(networks.connection(networks.of(MAINNET))).toBe(mainnet)
    const devnet = networks.connection(networks.of(DEVNET))
    expect(devnet).not.toBe(mainnet)
    expect(devnet.rpcEndpoint).toBe('http://dev')
  })
})
