import { messages as embeddedMessages } from './texts.js'
import { useModalState } from '../../ui/context.js'
import { CodeInput } from './CodeInput.js'
import { ResendButton } from './ResendButton.js'

/** 'Wrong code, try again. 4 tries left.': the refusal, then the tries left when the server said. */
function withTriesLeft(message: string, attemptsLeft: number | undefined): string {
  if (attemptsLeft === undefined || attemptsLeft <= 0) return message
  return `${message}${/[.!?]$/.test(message) ? '' : '.'} ${embeddedMessages.attemptsLeft(attemptsLeft)}`
}

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
      <p className="wm-muted" id="wm-code-prompt">
        {prompt}
      </p>
      <CodeInput onComplete={onComplete} disabled={verifying} resetKey={error ?? flow?.resendAt} />
      <p className="wm-field-error" role="alert">
        {error ? withTriesLeft(error.message, error.attemptsLeft) : ''}
      </p>
      <ResendButton resendAt={flow?.resendAt} disabled={verifying} />
    </div>
  )
}
