import { messages } from '../../core/messages.js'
import { ListItem } from '../../ui/ListItem.js'
import { NetworkAvatar } from '../../ui/NetworkAvatar.js'
import { useModalState, useRuntime } from '../../ui/context.js'

/**
 * UnsupportedChain (spec section 2): the wallet is on a network the host did not configure.
 * Says so and offers a switch to each configured network, or a disconnect.
 */
export function UnsupportedChainView() {
  const runtime = useRuntime()
  const networks = useModalState((s) => s.options.networks)
  return (
    <div>
      <div className="wm-center">
        <p className="wm-error">{messages.networkNotSupported}</p>
        <p className="wm-muted">{messages.unsupportedBody}</p>
      </div>
      <ul className="wm-list" aria-label={messages.networksTitle}>
        {networks.map((n) => (
          <ListItem
            key={n.caipNetworkId}
            name={messages.switchTo(n.name)}
            icon={<NetworkAvatar name={n.name} />}
            onClick={() => runtime.push('SwitchNetwork', { caipNetworkId: n.caipNetworkId })}
          />
        ))}
      </ul>
      <div className="wm-button-row" style={{ marginTop: 12 }}>
        <button type="button" className="wm-button" onClick={() => void runtime.disconnect()}>{messages.disconnect}</button>
      </div>
    </div>
  )
}
