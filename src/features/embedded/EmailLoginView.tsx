import { verifyEmailCode } from '../../actions/verifyEmailCode.js'
import { messages as embeddedMessages } from './texts.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { EmailCodeStep } from './EmailCodeStep.js'
import { useEmbeddedStyles } from './useEmbeddedStyles.js'

/**
 * EmailLogin (spec section 2): while the code is on its way, a spinner; then the six boxes for the
 * code sent to the address. The sixth digit signs in (verifyEmailCode). Loaded as its own chunk.
 */
export default function EmailLoginView() {
  useEmbeddedStyles()
  const context = useModalContext()
  const flow = useModalState((s) => s.embedded.emailFlow)
  const error = useModalState((s) => s.errors.email)
  if (flow?.kind !== 'login') return null
  if (flow.step === 'sending') {
    return (
      <div className="wm-center" role="status">
        <span className="wm-wallet-logo">
          <span className="wm-spinner" aria-hidden="true" />
        </span>
        <p className="wm-muted">{embeddedMessages.emailSending(flow.email)}</p>
      </div>
    )
  }
  if (flow.step === 'code' && !flow.resendAt && error) {
    return (
      <div className="wm-center">
        <p className="wm-error" role="alert">
          {error.message}
        </p>
      </div>
    )
  }
  return (
    <EmailCodeStep
      prompt={embeddedMessages.emailCodeSent(flow.email)}
      onComplete={(code) => void verifyEmailCode(context, { code })}
    />
  )
}
