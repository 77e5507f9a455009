import { useEffect, useState } from 'react'
import { accountMessages as messages } from '../../core/messages/account.js'
import { CheckIcon, CopyIcon } from './icons.js'

/** Copies `text` to the clipboard; says so to screen readers. */
export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const t = setTimeout(() => setCopied(false), 1500)
    return () => clearTimeout(t)
  }, [copied])
  return (
    <>
      <button
        type="button"
        className="wm-icon-button"
        aria-label={messages.copyAddress}
        onClick={() => navigator.clipboard?.writeText(text).then(() => setCopied(true), () => setCopied(false))}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
      <span className="wm-sr-only" role="status">{copied ? messages.copied : ''}</span>
    </>
  )
}
