import type { Connection } from '@wagmi/core'
import { getAddress } from 'viem'
import { evmCaipNetworkId, formatCaipAddress } from '../../core/caip.js'
import type { WalletConnection } from '../../core/store.js'

/**
 * The store's view of wagmi's connections (multi-wallet): one {@link WalletConnection}
 * per connected wallet, its first account on the chain it is on. A connection whose account or
 * chain does not parse is left out (nothing is thrown from the store subscriber).
 */
export function evmConnections(
  connections: Iterable<Pick<Connection, 'accounts' | 'chainId' | 'connector'>>,
): WalletConnection[] {
  return [...connections].flatMap(({ accounts, chainId, connector }) => {
    try {
      const address = getAddress(accounts[0] ?? '')
      return [
        { connectorId: connector.id, address, caipAddress: formatCaipAddress(evmCaipNetworkId(chainId), address) },
      ]
    } catch {
      return []
    }
  })
}
