import { activeAccount, activeCaipNetworkId, findNetwork } from '../../core/store.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { chooseAccountType } from './accountType.js'
import { messages } from './texts.js'

/**
 * On Account, for an embedded EVM account on a network where it can be a smart account (the
 * network has a `bundlerUrl`: the spec's `smartAccountEnabledNetworks`): the account type the
 * wallet reports ('Smart account' or 'EOA', spec section 3's `preferredAccountType`) and a button
 * that switches to the other. The address stays the same (EIP-7702); only how it sends changes.
 */
export function AccountTypeSwitch() {
  const context = useModalContext()
  const account = useModalState(activeAccount)
  const network = useModalState((s) => findNetwork(s, activeCaipNetworkId(s)))
  if (!account.caipAddress?.startsWith('eip155:') || !network?.bundlerUrl) return null
  const smart = account.preferredAccountType === 'smartAccount'
  return (
    <div className="wm-button-row" data-testid="account-type">
      <p className="wm-muted">
        {messages.accountTypeLabel}{' '}
        <strong data-testid="account-type-value">{smart ? messages.accountTypeSmart : messages.accountTypeEoa}</strong>
      </p>
      <button
        type="button"
        className="wm-button"
        onClick={() => chooseAccountType(context, smart ? 'eoa' : 'smartAccount')}
      >
        {smart ? messages.switchToEoa : messages.switchToSmartAccount}
      </button>
    </div>
  )
}
