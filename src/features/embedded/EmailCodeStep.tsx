import { messages } from '../../core/messages.js'
import { embeddedMessages } from '../../core/embeddedMessages.js'
import { useModalState } from '../../ui/context.js'
import { CodeInput } from './CodeInput.js'
import { ResendButton } from './ResendButton.js'

/**
 * The code step shared by EmailLogin and UpdateEmailWallet: what was sent where, the six boxes
 * (disabled while checking), the refusal with the tries left, and resend with its cooldown.
 */
export function EmailCodeStep({ prompt, onComplete }: { prompt: string; onComplete(code: string): void }) {
  const flow = useModalState((s) => s.embedded.emailFlow)
  const error = useModalState((s) => s.errors.email)
  const verifying = flow?.step === 'verifying'
  return (
    <div className="wm-center wm-form">
      <p className="wm-muted" id="wm-code-prompt">{prompt}</p>
      <CodeInput onComplete={onComplete} disabled={verifying} resetKey={error ?? flow?.resendAt} />
      <p className="wm-field-error" role="alert">
        {error ? `${error.message}${error.attemptsLeft !== undefined && error.attemptsLeft > 0 ? ` ${embeddedMessages.attemptsLeft(error.attemptsLeft)}` : ''}` : ''}
      </p>
      <ResendButton resendAt={flow?.resendAt} disabled={verifying} />
    </div>
  )
}
