import { describe, expect, it } from 'vitest'
import { AUTH_CONNECTOR_ID, WALLET_CONNECT_ID } from '../core/constants.js'
import { createTestController, TEST_NETWORKS } from './__fixtures__/testController.js'

const SOLANA = { caipNetworkId: 'solana:localnet', name: 'Solana Local', rpcUrl: 'http://127.0.0.1:3' } as const
const walletConnect = (chain: string) => ({
  id: WALLET_CONNECT_ID,
  name: 'WalletConnect',
  chain,
  type: 'WALLET_CONNECT',
})
const email = (chain: string) => ({ id: AUTH_CONNECTOR_ID, name: 'Email', chain, type: 'AUTH' })

describe('the connector list', () => {
  it('puts WalletConnect first and the email login last, one row per configured namespace each serves', () => {
    const { context } = createTestController({
      networks: [TEST_NETWORKS[0], SOLANA],
      walletConnect: { projectId: 'p', relayUrl: 'ws://127.0.0.1:1' },
      embeddedWallet: { signerUrl: 'https://signer.test/' },
    })
    const rows = context.store.getState().connectors
    expect(rows.slice(0, 2)).toEqual([walletConnect('eip155'), walletConnect('solana')])
    expect(rows.slice(-2)).toEqual([email('eip155'), email('solana')])
  })

  it('lists neither without its option, and only the namespaces the networks configure', () => {
    const bare = createTestController({ networks: [TEST_NETWORKS[0]] }).context.store.getState().connectors
    expect(bare.filter((row) => row.id === WALLET_CONNECT_ID || row.id === AUTH_CONNECTOR_ID)).toEqual([])
    const evmOnly = createTestController({
      networks: [TEST_NETWORKS[0]],
      walletConnect: { projectId: 'p', relayUrl: 'ws://127.0.0.1:1' },
    }).context.store.getState().connectors
    expect(evmOnly.filter((row) => row.id === WALLET_CONNECT_ID)).toEqual([walletConnect('eip155')])
  })
})
