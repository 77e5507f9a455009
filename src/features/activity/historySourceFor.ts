import type { CaipNetworkId } from '../../core/caip.js'
import { nativeCurrencyOf } from '../../core/options.js'
import type { ModalState } from '../../core/store.js'
import { findNetwork } from '../../core/store.js'
import { tokenListFor } from '../../core/tokens.js'
import type { HistorySource } from './sources/historySource.js'

/**
 * The history source of a configured network (DESIGN.md, data sources): Solana through its RPC;
 * EVM through the host's choice in `options.history` — Otterscan on the network's RPC by default,
 * a Blockscout v2 API, or none. Sources load lazily (the Solana one pulls @solana/web3.js).
 * @returns undefined when the network has no history source.
 * @throws Error 'Network not found' for an unconfigured network.
 */
export async function historySourceFor(state: ModalState, caipNetworkId: CaipNetworkId): Promise<HistorySource | undefined> {
  const network = findNetwork(state, caipNetworkId)
  if (!network) throw new Error('Network not found')
  const tokens = tokenListFor(caipNetworkId, state.options.tokens)
  const nativeCurrency = nativeCurrencyOf(network)
  if (caipNetworkId.startsWith('solana:')) {
    const { createSolanaHistorySource } = await import('./sources/solana.js')
    return createSolanaHistorySource({ rpcUrl: network.rpcUrl, caipNetworkId, tokens, nativeCurrency })
  }
  const config = state.options.history[caipNetworkId] ?? { type: 'otterscan' }
  if (config.type === 'none') return undefined
  if (config.type === 'blockscout') {
    const { createBlockscoutSource } = await import('./sources/blockscout.js')
    return createBlockscoutSource({ baseUrl: config.url, caipNetworkId, nativeCurrency })
  }
  const { createOtterscanSource } = await import('./sources/otterscan.js')
  return createOtterscanSource({ rpcUrl: network.rpcUrl, caipNetworkId, nativeCurrency, tokens })
}
