import { useId, useState } from 'react'
import { startEmailUpdate } from '../../actions/startEmailUpdate.js'
import { verifyEmailUpdate } from '../../actions/verifyEmailUpdate.js'
import { goBack } from '../../core/navigation.js'
import { messages as embeddedMessages } from './texts.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { EmailCodeStep } from './EmailCodeStep.js'
import { EmailAddressField } from './EmailAddressField.js'
import { useEmbeddedStyles } from './useEmbeddedStyles.js'

/**
 * UpdateEmailWallet (spec section 2), from Account: the new address, then the code sent to the
 * current address, then the code sent to the new one; the wallet stays the same. Its own chunk.
 */
export default function UpdateEmailWalletView() {
  useEmbeddedStyles()
  const context = useModalContext()
  const id = useId()
  const flow = useModalState((s) => s.embedded.emailFlow)
  const error = useModalState((s) => s.errors.email)
  const [value, setValue] = useState('')
  // The change is done: back to where it started (verifyEmailUpdate does not navigate; core/navigation.ts).
  const backWhenDone = (result: { step: string }) => result.step === 'done' && goBack(context.store)
  if (flow?.kind === 'update' && flow.step !== 'enter' && flow.step !== 'sending') {
    const prompt =
      flow.target === 'new' ? embeddedMessages.updateEmailNew(flow.email) : embeddedMessages.updateEmailOld(flow.email)
    return (
      <EmailCodeStep
        prompt={prompt}
        onComplete={(code) => void verifyEmailUpdate(context, { code }).then(backWhenDone)}
      />
    )
  }
  const sending = flow?.kind === 'update' && flow.step === 'sending'
  return (
    <form
      className="wm-form wm-pad"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void startEmailUpdate(context, { email: value })
      }}
    >
      <p className="wm-muted">{embeddedMessages.updateEmailBody}</p>
      <EmailAddressField
        id={id}
        label={embeddedMessages.newEmailLabel}
        value={value}
        onChange={setValue}
        error={
          error &&
          (error.message === embeddedMessages.invalidEmail
            ? `${embeddedMessages.invalidEmail}. ${embeddedMessages.invalidEmailHint}`
            : error.message)
        }
      />
      <button type="submit" className="wm-button wm-button-primary" disabled={sending}>
        {embeddedMessages.emailContinue}
      </button>
    </form>
  )
}
