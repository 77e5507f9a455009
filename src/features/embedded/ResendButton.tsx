import { useEffect, useState } from 'react'
import { resendEmailCode } from '../../actions/resendEmailCode.js'
import { messages as embeddedMessages } from './texts.js'
import { useModalContext } from '../../ui/context.js'

/** Whole seconds from now until `iso` (0 once passed or when unknown). */
const secondsUntil = (iso: string | undefined) =>
  iso ? Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000)) : 0

/** 'Resend code', disabled with a countdown ('Resend code in 27s') until the cooldown the auth server set is over. */
export function ResendButton({ resendAt, disabled }: { resendAt: string | undefined; disabled: boolean }) {
  const context = useModalContext()
  const [left, setLeft] = useState(() => secondsUntil(resendAt))
  useEffect(() => {
    setLeft(secondsUntil(resendAt))
    const timer = setInterval(() => {
      const next = secondsUntil(resendAt)
      setLeft(next)
      if (next === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [resendAt])
  return (
    <button
      type="button"
      className="wm-button"
      disabled={disabled || left > 0}
      onClick={() => void resendEmailCode(context)}
    >
      {left > 0 ? embeddedMessages.resendIn(left) : embeddedMessages.resendCode}
    </button>
  )
}
