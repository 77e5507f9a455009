import { switchNetwork } from '../../actions/switchNetwork.js'
import { networksMessages } from './messages.js'
import { localized } from '../../core/i18n/locale.js'
import { goBack, pushView } from '../../core/navigation.js'
import { activeAccount, activeCaipNetworkId, namespaceOf } from '../../core/store.js'
import { ListItem } from '../../ui/ListItem.js'
import { NetworkAvatar } from '../../ui/NetworkAvatar.js'
import { useModalContext, useModalState } from '../../ui/context.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(networksMessages)

/**
 * Networks (spec section 2): the configured networks, the current one marked. Connected, a choice
 * goes through the wallet (SwitchNetwork), or through SwitchActiveChain for a network of another
 * namespace; disconnected, it only selects the network.
 */
export default function NetworksView() {
  const context = useModalContext()
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
          dataId={n.caipNetworkId}
          icon={<NetworkAvatar name={n.name} caipNetworkId={n.caipNetworkId} imageUrl={n.imageUrl} />}
          current={n.caipNetworkId === currentId}
          badge={
            n.caipNetworkId === currentId ? (
              <span className="wm-badge wm-badge-accent">{messages.currentNetwork}</span>
            ) : undefined
          }
          onClick={() => {
            if (n.caipNetworkId === currentId) return goBack(context.store)
            if (connected && namespaceOf(n.caipNetworkId) !== activeNamespace)
              return pushView(context.store, 'SwitchActiveChain', { caipNetworkId: n.caipNetworkId })
            if (connected) return pushView(context.store, 'SwitchNetwork', { caipNetworkId: n.caipNetworkId })
            void switchNetwork(context, { caipNetworkId: n.caipNetworkId }).then(() => goBack(context.store))
          }}
        />
      ))}
    </ul>
  )
}
