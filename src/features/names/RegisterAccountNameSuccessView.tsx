import { messages } from './messages.js'
import { goBack } from '../../core/navigation.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { useStylesheet } from '../../ui/useStylesheet.js'
import { namesStyles } from './namesStyles.js'

/**
 * RegisterAccountNameSuccess (spec section 2): the name just registered (router data `{ name }`)
 * and a way back to Account, which then shows it.
 */
export default function RegisterAccountNameSuccessView() {
  useStylesheet(namesStyles)
  const { store } = useModalContext()
  const name = useModalState((s) => s.router.history.at(-1)?.data?.name)
  return (
    <div className="wm-center">
      <p className="wm-name-heading" data-testid="registered-name">{messages.registeredHeading(typeof name === 'string' ? name : '')}</p>
      <p className="wm-muted">{messages.registeredBody}</p>
      <button type="button" className="wm-button wm-button-primary" onClick={() => goBack(store)}>
        {messages.backToAccount}
      </button>
    </div>
  )
}
