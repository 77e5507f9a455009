import { messages } from './texts.js'
import { truncateAddress } from '../../core/format.js'
import { goBack, type ViewData } from '../../core/navigation.js'
import { activeAccount } from '../../core/store.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { useStylesheet } from '../../ui/useStylesheet.js'
import { namesStyles } from './namesStyles.js'

/**
 * RegisterAccountNameSuccess (spec section 2): the name just registered (router data `{ name,
 * caipAddress }`) and a way back to Account, which then shows it. Should the wallet switch to
 * another account meanwhile, the name is not that account's: the view says whose it is instead of
 * '<name> is yours'.
 */
export default function RegisterAccountNameSuccessView({
  name = '',
  caipAddress: owner,
}: Partial<ViewData['RegisterAccountNameSuccess']>) {
  useStylesheet(namesStyles)
  const { store } = useModalContext()
  const active = useModalState((s) => activeAccount(s).caipAddress)
  const switched = owner !== undefined && owner !== active
  return (
    <div className="wm-center">
      <p className="wm-name-heading" data-testid="registered-name">
        {switched
          ? messages.registeredForOther(name, truncateAddress(owner.split(':').slice(2).join(':')))
          : messages.registeredHeading(name)}
      </p>
      {!switched && <p className="wm-muted">{messages.registeredBody}</p>}
      <button type="button" className="wm-button wm-button-primary" onClick={() => goBack(store)}>
        {messages.backToAccount}
      </button>
    </div>
  )
}
