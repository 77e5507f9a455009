import { localized } from '../../core/i18n/locale.js'
import { buttonsMessages } from '../../core/messages/buttons.js'
import { useActiveLocale } from '../../ui/useActiveLocale.js'
import { formatBalance, truncateAddress, truncateEmail } from '../../core/format.js'
import { Avatar } from '../../ui/Avatar.js'
import { useBalance, type DrivenModal } from './useDrivenModal.js'

/** The buttons' texts in the modal's active locale. */
const messages = localized(buttonsMessages)

/**
 * `<wallet-modal-button>`'s content: 'Connect Wallet' (opens Connect) while no account is connected;
 * connected, the account's identicon, its label (its primary name, `profileName`, spec section 3;
 * else an email login's address truncated above 30 characters, else the address truncated 4 + 6,
 * spec section 9) and native balance (3 decimals,
 * floored), opening Account.
 */
export function AccountButton({ driven }: { driven: DrivenModal }) {
  const { modal, state } = driven
  useActiveLocale()
  const balance = useBalance(driven)
  if (state.status !== 'connected' || !state.address)
    return (
      <button
        type="button"
        part="button"
        className="wm-button wm-button-primary wm-companion"
        data-state="disconnected"
        onClick={() => modal.open({ view: 'Connect' })}
      >
        <span part="label">{messages.connectTitle}</span>
      </button>
    )
  const user = state.user?.email ?? state.user?.username
  const label = state.profileName ?? (user ? truncateEmail(user) : truncateAddress(state.address))
  return (
    <button
      type="button"
      part="button"
      className="wm-button wm-companion"
      data-state="connected"
      title={state.address}
      onClick={() => modal.open({ view: 'Account' })}
    >
      <span part="avatar" className="wm-companion-part">
        <Avatar address={state.address} />
      </span>
      <span part="label">{label}</span>
      {balance && (
        <span part="balance" className="wm-companion-balance" data-testid="button-balance">
          {formatBalance(balance.value, balance.decimals, balance.symbol, balance.displayDecimals)}
        </span>
      )}
    </button>
  )
}
