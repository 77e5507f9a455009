import {
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  getConnection,
  reconnect as wagmiReconnect,
  switchChain,
  switchConnection as wagmiSwitchConnection,
  type Connector,
} from '@wagmi/core'
import { evmChainIdOf, type CaipNetworkId } from '../../core/caip.js'
import type { ChainAdapter } from '../../core/chainAdapter.js'
import { nativeCurrencyOf } from '../../core/nativeCurrency.js'
import { ConnectorNotFoundError } from '../../core/specificErrors.js'
import { setAccount } from '../../core/store.js'
import type { EvmContext } from './evmContext.js'

/**
 * wagmi's `reconnect()` keeps one flag for the whole page and answers [] while any other config
 * reconnects: two instances restoring in the same tick would lose one connection. Calls take turns.
 */
let reconnectTurn: Promise<unknown> = Promise.resolve()
function inTurn<T>(run: () => Promise<T>): Promise<T> {
  const result = reconnectTurn.then(run, run)
  reconnectTurn = result.catch(() => undefined)
  return result
}

/** Connecting, restoring, switching between and disconnecting wallets. */
export function connectionMethods(
  context: EvmContext,
): Pick<ChainAdapter, 'connect' | 'reconnect' | 'disconnect' | 'switchConnection' | 'disconnectConnector'> {
  const { config, store, connectorFor } = context
  /** The wagmi connection of a connector id, if that wallet is connected. */
  const connectionOf = (connectorId: string) =>
    [...config.state.connections.values()].find((c) => c.connector.id === connectorId)
  return {
    async connect(connectorId) {
      // No chainId: the wallet stays where it is; an unconfigured chain opens UnsupportedChain.
      await wagmiConnect(config, { connector: await connectorFor(connectorId) })
    },
    async reconnect(connectorId, others = []) {
      const connector = await connectorFor(connectorId)
      // A stored wallet that is gone from the page is left out; the others still come back.
      const more = (await Promise.all(others.map((id) => connectorFor(id).catch(() => undefined)))).filter(
        (c): c is Connector => !!c,
      )
      const result = await inTurn(() => wagmiReconnect(config, { connectors: [connector, ...more] }))
      // wagmi makes its most recent connector current: the stored active one stays active.
      const active = connectionOf(connectorId)
      if (active && getConnection(config).connector?.id !== connectorId)
        await wagmiSwitchConnection(config, { connector: active.connector })
      return result.length > 0
    },
    async disconnect() {
      // Every wallet (several may be connected), the active one last.
      const current = getConnection(config).connector
      const connections = [...config.state.connections.values()].filter((c) => c.connector.uid !== current?.uid)
      context.disconnectingAll = true
      try {
        for (const { connector } of connections) await wagmiDisconnect(config, { connector }).catch(() => undefined)
        if (current) await wagmiDisconnect(config, { connector: current })
      } finally {
        context.disconnectingAll = false
      }
      setAccount(store, 'eip155', { status: 'disconnected' })
    },
    async switchConnection(connectorId) {
      const connection = connectionOf(connectorId)
      if (!connection) throw new ConnectorNotFoundError()
      await wagmiSwitchConnection(config, { connector: connection.connector })
    },
    async disconnectConnector(connectorId) {
      const connection = connectionOf(connectorId)
      const current = getConnection(config).connector
      // wagmi makes its first remaining connection current, or goes 'disconnected' (watchAccount
      // follows); an inactive wallet leaving keeps the active one active.
      if (connection) await wagmiDisconnect(config, { connector: connection.connector })
      const stays = current && current.uid !== connection?.connector.uid && config.state.connections.get(current.uid)
      if (stays && getConnection(config).connector?.uid !== current.uid)
        await wagmiSwitchConnection(config, { connector: current })
      if (config.state.connections.size === 0) setAccount(store, 'eip155', { status: 'disconnected' })
    },
  }
}

/**
 * Asks the wallet to switch to a configured network: wagmi's injected connector sends
 * wallet_switchEthereumChain and, on 4902, wallet_addEthereumChain (EIP-3085) with its parameters.
 */
export async function switchNetwork({ config, networkOf }: EvmContext, caipNetworkId: CaipNetworkId): Promise<void> {
  const network = networkOf(caipNetworkId)
  await switchChain(config, {
    chainId: evmChainIdOf(caipNetworkId),
    addEthereumChainParameter: {
      chainName: network.name,
      nativeCurrency: nativeCurrencyOf(network),
      rpcUrls: [network.rpcUrl],
    },
  })
}
