import { injected, type Config, type Connector } from '@wagmi/core'
import { evmChainIdOf } from '../../core/caip.js'
import { AUTH_CONNECTOR_ID, WALLET_CONNECT_ID } from '../../core/constants.js'
import type { EmbeddedWalletHost } from '../../core/embedded/signerTypes.js'
import { embeddedErrorsMessages as messages } from '../../features/embedded/messages.js'
import type { NetworkConfig } from '../../core/options.js'
import { ConnectorNotFoundError } from '../../core/specificErrors.js'
import { showToast, type ModalStore } from '../../core/store.js'
import { LEGACY_INJECTED_ID, type EvmDiscovery } from './discovery.js'
import { guardProvider } from './guardProvider.js'

/**
 * The connector of an id, made on first use: a discovered wallet (EIP-6963 or `window.ethereum`,
 * its answers checked by guardProvider), WalletConnect, or the embedded wallet ('auth').
 * @throws ConnectorNotFoundError when the id is none of these, or its option is off.
 */
export function connectors(
  config: Config,
  store: ModalStore,
  discovery: EvmDiscovery,
  embedded: EmbeddedWalletHost,
  networks: NetworkConfig[],
): (connectorId: string) => Promise<Connector> {
  const add = (connector: Connector) => {
    config._internal.connectors.setState((list) => [...list, connector])
    return connector
  }
  /** A wagmi injected connector over an EIP-1193 provider. */
  const injectedConnector = (target: { id: string; name: string; icon?: string; provider: unknown }) =>
    add(config._internal.connectors.setup(injected({ shimDisconnect: false, target: target as never })))

  async function walletConnectConnector(): Promise<Connector> {
    if (!store.getState().options.walletConnect) throw new ConnectorNotFoundError()
    const [{ createWalletConnectProvider }, { walletConnectSessionFor }] = await Promise.all([
      import('../walletconnect/provider.js'),
      import('../walletconnect/session.js'),
    ])
    const provider = createWalletConnectProvider({ session: walletConnectSessionFor(store), networks })
    return injectedConnector({ id: WALLET_CONNECT_ID, name: 'WalletConnect', provider })
  }

  async function embeddedConnector(): Promise<Connector> {
    if (!store.getState().options.embeddedWallet) throw new ConnectorNotFoundError()
    const { createEmbeddedEvmProvider } = await import('./embeddedProvider.js')
    const selected = store.getState().network.caipNetwork?.caipNetworkId
    const provider = createEmbeddedEvmProvider({
      host: embedded,
      networks,
      ...(selected?.startsWith('eip155:') ? { initialChainId: evmChainIdOf(selected) } : {}),
      onDisallowed: () => showToast(store, { variant: 'error', message: messages.actionNotAllowed }),
      preferredAccountType: store.getState().options.embeddedWallet?.preferredAccountType ?? 'eoa',
      store,
    })
    return injectedConnector({ id: AUTH_CONNECTOR_ID, name: messages.emailLabel, provider })
  }

  return async (connectorId) => {
    const existing = config.connectors.find((c) => c.id === connectorId)
    if (existing) return existing
    if (connectorId === WALLET_CONNECT_ID) return walletConnectConnector()
    if (connectorId === AUTH_CONNECTOR_ID) return embeddedConnector()
    const info = discovery.connectors().find((c) => c.id === connectorId)
    const discovered = discovery.provider(connectorId)
    if (!info || !discovered) throw new ConnectorNotFoundError()
    // What the wallet reports (accounts, chain ids) is checked before wagmi reads it.
    const provider = guardProvider(discovered)
    return injectedConnector(
      connectorId === LEGACY_INJECTED_ID
        ? { id: LEGACY_INJECTED_ID, name: info.name, provider }
        : { id: connectorId, name: info.name, icon: info.imageUrl, provider },
    )
  }
}
