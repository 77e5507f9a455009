import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { renderDemoConfigScript, type DemoConfig } from './demo-config-script.js'
import { demoNetworks, demoWalletConfig } from './networks.js'
import { SOLANA_CAIP_NETWORK_ID } from '../src/testing/stack/solana/constants.js'
import { SOLANA_USDC_MINT } from '../src/testing/stack/solana/devKeys.js'
import { demoEvmTokens } from '../src/testing/stack/evm/tokens.js'

describe('window.DEMO_CONFIG.tokens and multicall3', () => {
  it('lists USDC and DEMO on both anvils and the USDC-like mint on Solana', () => {
    const networks = demoNetworks(
      [
        { name: 'Anvil A', chainId: 31337, rpcUrl: 'http://127.0.0.1:18545' },
        { name: 'Anvil B', chainId: 31338, rpcUrl: 'http://127.0.0.1:18546' },
      ],
      { rpcUrl: 'http://127.0.0.1:18899' },
    )
    const script = renderDemoConfigScript({ networks, wallet: demoWalletConfig(networks) })
    const window: { DEMO_CONFIG?: DemoConfig; __DEMO_WALLET_CONFIG__?: unknown } = {}
    runInNewContext(script, { window })
    expect(window.DEMO_CONFIG!.multicall3).toBe('0xcA11bde05977b3631167028862bE2a173976CA11')
    expect(window.DEMO_CONFIG!.tokens).toEqual({
      'eip155:31337': demoEvmTokens(31337),
      'eip155:31338': demoEvmTokens(31338),
      [SOLANA_CAIP_NETWORK_ID]: [{ address: SOLANA_USDC_MINT, name: 'USD Coin (local)', symbol: 'USDC', decimals: 6 }],
    })
    expect(window.DEMO_CONFIG!.tokens!['eip155:31337']!.map((token) => token.symbol)).toEqual(['USDC', 'DEMO'])
  })
})
