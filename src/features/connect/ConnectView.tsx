import { messages } from '../../core/messages.js'
import { ListItem } from '../../ui/ListItem.js'
import { useModalState, useRuntime } from '../../ui/context.js'
import { WalletIcon } from '../../ui/icons.js'
import { orderConnectors } from './orderConnectors.js'

/** Connect view (spec section 2): the discovered wallets, recent first, the last used one marked. */
export function ConnectView() {
  const runtime = useRuntime()
  const connectors = useModalState((s) => s.connectors)
  const recentIds = useModalState((s) => s.recentConnectorIds)
  const ordered = orderConnectors(connectors, recentIds)
  if (ordered.length === 0)
    return (
      <div className="wm-center">
        <WalletIcon />
        <p className="wm-muted">{messages.connectEmpty}</p>
      </div>
    )
  return (
    <ul className="wm-list" aria-label={messages.walletListLabel}>
      {ordered.map((c) => (
        <ListItem
          key={c.id}
          name={c.name}
          imageUrl={c.imageUrl}
          icon={<WalletIcon />}
          badge={
            c.lastUsed ? <span className="wm-badge wm-badge-accent">{messages.recent}</span>
            : c.type === 'ANNOUNCED' ? <span className="wm-badge">{messages.installed}</span>
            : undefined
          }
          onClick={() => void runtime.connect(c.id)}
        />
      ))}
    </ul>
  )
}
