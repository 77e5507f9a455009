import { messages } from '../../core/messages.js'
import { activeAccount, activeCaipNetworkId, namespaceOf } from '../../core/store.js'
import { ListItem } from '../../ui/ListItem.js'
import { NetworkAvatar } from '../../ui/NetworkAvatar.js'
import { useModalState, useRuntime } from '../../ui/context.js'

/**
 * Networks (spec section 2): the configured networks, the current one marked. Connected, a choice
 * goes through the wallet (SwitchNetwork), or through SwitchActiveChain for a network of another
 * namespace; disconnected, it only selects the network.
 */
export function NetworksView() {
  const runtime = useRuntime()
  const networks = useModalState((s) => s.options.networks)
  const currentId = useModalState(activeCaipNetworkId)
  const activeNamespace = useModalState((s) => s.activeNamespace)
  const connected = useModalState((s) => activeAccount(s).status === 'connected')
  return (
    <ul className="wm-list" aria-label={messages.networksTitle}>
      {networks.map((n) => (
        <ListItem
          key={n.caipNetworkId}
          name={n.name}
          icon={<NetworkAvatar name={n.name} />}
          current={n.caipNetworkId === currentId}
          badge={n.caipNetworkId === currentId ? <span className="wm-badge wm-badge-accent">{messages.currentNetwork}</span> : undefined}
          onClick={() => {
            if (n.caipNetworkId === currentId) return runtime.goBack()
            if (connected && namespaceOf(n.caipNetworkId) !== activeNamespace)
              return runtime.push('SwitchActiveChain', { caipNetworkId: n.caipNetworkId })
            if (connected) return runtime.push('SwitchNetwork', { caipNetworkId: n.caipNetworkId })
            void runtime.switchNetwork(n.caipNetworkId).then(() => runtime.goBack())
          }}
        />
      ))}
    </ul>
  )
}
