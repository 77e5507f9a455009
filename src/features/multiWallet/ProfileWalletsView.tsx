import { useState } from 'react'
import { disconnect } from '../../actions/disconnect.js'
import { disconnectWallet } from '../../actions/disconnectWallet.js'
import { switchWallet } from '../../actions/switchWallet.js'
import { pushView } from '../../core/navigation.js'
import type { ChainNamespace } from '../../core/options.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { queryView } from '../../ui/queryView.js'
import { messages } from './texts.js'
import { multiWalletStyles } from './multiWalletStyles.js'
import { walletGroups } from './walletGroups.js'
import { WalletRow } from './WalletRow.js'

/**
 * ProfileWallets (spec section 2, "multi-wallet list"; section 6: only with the remote
 * feature `multiWallet` on): every wallet connected at once, by namespace, each with its connector
 * icon and name, truncated address with a copy button, native balance, a button to make it the
 * active wallet (or its Active badge) and one to disconnect it; then Connect another wallet (the
 * Connect view, which returns here) and Disconnect all. Loaded as its own chunk.
 */
export default queryView(WalletList, multiWalletStyles)

function WalletList() {
  const context = useModalContext()
  const connections = useModalState((s) => s.connections)
  const accounts = useModalState((s) => s.accounts)
  const activeNamespace = useModalState((s) => s.activeNamespace)
  const connectors = useModalState((s) => s.connectors)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const groups = walletGroups(connections, accounts, activeNamespace)

  /** Runs a switch or disconnect; its failure is shown, and the list stays as the store has it. */
  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    setError(undefined)
    try {
      await work()
    } catch (failure) {
      setError(messages.profileWalletsFailed(failure instanceof Error ? failure.message : String(failure)))
    } finally {
      setBusy(false)
    }
  }
  const connectorOf = (namespace: ChainNamespace, connectorId: string) =>
    connectors.find((c) => c.id === connectorId && c.chain === namespace) ??
    connectors.find((c) => c.id === connectorId)

  return (
    <div className="wm-wallets" aria-busy={busy || undefined}>
      {groups.length === 0 && <p className="wm-pad">{messages.profileWalletsEmpty}</p>}
      {groups.map(({ namespace, wallets }) => (
        <section key={namespace} className="wm-wallet-group" aria-labelledby={`wm-wallets-${namespace}`}>
          <h3 id={`wm-wallets-${namespace}`} className="wm-wallet-group-title">
            {messages.profileWalletsNamespaces[namespace] ?? namespace}
          </h3>
          <ul className="wm-list" aria-labelledby={`wm-wallets-${namespace}`}>
            {wallets.map(({ connection, active }) => (
              <WalletRow
                key={connection.connectorId}
                connection={connection}
                connector={connectorOf(namespace, connection.connectorId)}
                active={active}
                disabled={busy}
                onSwitch={() =>
                  void run(() => switchWallet(context, { namespace, connectorId: connection.connectorId }))
                }
                onDisconnect={() =>
                  void run(() => disconnectWallet(context, { namespace, connectorId: connection.connectorId }))
                }
              />
            ))}
          </ul>
        </section>
      ))}
      {error && (
        <p className="wm-error" role="alert">
          {error}
        </p>
      )}
      <div className="wm-button-row">
        <button
          type="button"
          className="wm-button wm-button-primary"
          onClick={() => pushView(context.store, 'Connect')}
        >
          {messages.profileWalletsConnectAnother}
        </button>
        {groups.length > 0 && (
          <button
            type="button"
            className="wm-button"
            disabled={busy}
            onClick={() => void run(() => disconnect(context))}
          >
            {messages.profileWalletsDisconnectAll}
          </button>
        )}
      </div>
    </div>
  )
}
