import { useEffect } from 'react'
import { activateNetwork } from '../../actions/activateNetwork.js'
import { connect } from '../../actions/connect.js'
import type { CaipNetworkId } from '../../core/caip.js'
import { networksMessages } from './messages.js'
import { localized } from '../../core/i18n/locale.js'
import { closeModal } from '../../core/navigation.js'
import { activeAccount, findNetwork, namespaceOf } from '../../core/store.js'
import { ListItem } from '../../ui/ListItem.js'
import { NetworkAvatar } from '../../ui/NetworkAvatar.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { WalletIcon } from '../../ui/Icons.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(networksMessages)

/**
 * SwitchActiveChain (spec section 2): the user picked a network of another namespace. With an
 * account there, it becomes active at once; without one, the view offers the current wallet (when
 * it exists in that namespace too) and the other wallets of that namespace to connect.
 */
export default function SwitchActiveChainView({ caipNetworkId }: { caipNetworkId: CaipNetworkId }) {
  const context = useModalContext()
  const namespace = namespaceOf(caipNetworkId)
  const network = useModalState((s) => findNetwork(s, caipNetworkId))
  const hasAccount = useModalState((s) => !!namespace && s.accounts[namespace]?.status === 'connected')
  const currentWallet = useModalState((s) => s.connectors.find((c) => c.id === activeAccount(s).connectorId)?.name)
  const connectors = useModalState((s) => s.connectors)
  const wallets = connectors.filter((c) => c.chain === namespace)

  useEffect(() => {
    if (!hasAccount) return
    void activateNetwork(context, { caipNetworkId }).then(() => closeModal(context.store))
  }, [hasAccount, caipNetworkId, context])

  if (!namespace || !network) return <p className="wm-error">{messages.networkNotSupported}</p>
  const same = wallets.find((w) => w.name === currentWallet)
  const others = wallets.filter((w) => w !== same)
  const namespaceName = messages.namespaceNames[namespace] ?? namespace
  // The embedded wallet's row is the modal's own word (the email login), not a wallet's name.
  const nameOf = (w: (typeof wallets)[number]) => (w.type === 'AUTH' ? messages.emailLabel : w.name)
  return (
    <div>
      <div className="wm-center">
        <NetworkAvatar name={network.name} caipNetworkId={network.caipNetworkId} imageUrl={network.imageUrl} large />
        <p className="wm-muted">{messages.switchActiveChainBody(network.name, namespaceName)}</p>
        {same && (
          <button
            type="button"
            className="wm-button wm-button-primary"
            onClick={() => void connect(context, { connectorId: same.id, namespace })}
          >
            {messages.continueWith(nameOf(same))}
          </button>
        )}
      </div>
      {others.length > 0 && (
        <ul className="wm-list" aria-label={messages.walletListLabel}>
          {others.map((w) => (
            <ListItem
              key={w.id}
              name={nameOf(w)}
              imageUrl={w.imageUrl}
              icon={<WalletIcon />}
              onClick={() => void connect(context, { connectorId: w.id, namespace })}
            />
          ))}
        </ul>
      )}
    </div>
  )
}
