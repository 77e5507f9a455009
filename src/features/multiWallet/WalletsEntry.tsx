import { pushView } from '../../core/navigation.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { messages } from './texts.js'

/**
 * The Account view's button to ProfileWallets: shown only while the `multiWallet` feature
 * is on (spec section 6: otherwise only the active connector is shown), with the number of
 * connected wallets in its accessible name.
 */
export default function WalletsEntry() {
  const context = useModalContext()
  const on = useModalState((s) => s.options.features.multiWallet)
  const count = useModalState((s) => Object.values(s.connections ?? {}).reduce((n, list) => n + (list?.length ?? 0), 0))
  if (!on) return null
  return (
    <button
      type="button"
      className="wm-button"
      aria-label={messages.profileWalletsEntryLabel(count)}
      onClick={() => pushView(context.store, 'ProfileWallets')}
    >
      {messages.profileWalletsEntry}
    </button>
  )
}
