import { watchConnection, type Config } from '@wagmi/core'
import { getAddress } from 'viem'
import { evmCaipNetworkId, formatCaipAddress, type CaipNetworkId } from '../../core/caip.js'
import { AUTH_CONNECTOR_ID } from '../../core/constants.js'
import { embeddedAccountFields } from '../../core/embedded/accountFields.js'
import { setAccount, type ModalStore } from '../../core/store.js'
import { setConnectedAccount, setLinkedAccount } from '../../core/storeUpdates.js'
import { evmConnections } from './connections.js'
import type { EvmContext } from './evmContext.js'
import { embeddedSmartAccountFields } from './smartAccountFields.js'

/** Mirrors wagmi's active connection into the instance store (spec section 3, per-chain account state). */
export function watchAccount(context: EvmContext): () => void {
  const { config, store, embedded } = context
  return watchConnection(config, {
    onChange(connection) {
      if (connection.status === 'connected' && connection.address) {
        // While every wallet disconnects, wagmi makes each remaining one current in turn: not news.
        if (context.disconnectingAll) return
        // A wallet's answers are checked (guardProvider); should one still not fit, it is not shown
        // and nothing is thrown into the page from this subscriber.
        let address: `0x${string}`
        let caipNetworkId: CaipNetworkId
        try {
          address = getAddress(connection.address)
          caipNetworkId = evmCaipNetworkId(connection.chainId)
        } catch {
          return
        }
        const embeddedLogin = connection.connector.id === AUTH_CONNECTOR_ID
        const caipAddress = formatCaipAddress(caipNetworkId, address)
        ;(embeddedLogin ? setLinkedAccount : setConnectedAccount)(store, 'eip155', caipNetworkId, {
          status: 'connected',
          address,
          caipAddress,
          connectorId: connection.connector.id,
          ...(embeddedLogin
            ? { ...embeddedAccountFields(embedded), ...embeddedSmartAccountFields(store, caipNetworkId, caipAddress) }
            : {}),
        })
      } else if (connection.status === 'disconnected') {
        const current = store.getState().accounts.eip155
        if (current?.status === 'connected') setAccount(store, 'eip155', { status: 'disconnected' })
      }
    },
  })
}

/** Publishes every wallet connected at once (several wallets: wagmi keeps one connection per connector). */
export function watchConnections(config: Config, store: ModalStore): () => void {
  return config.subscribe(
    (state) => state.connections,
    () =>
      store.setState((s) => ({
        connections: { ...s.connections, eip155: evmConnections(config.state.connections.values()) },
      })),
  )
}
