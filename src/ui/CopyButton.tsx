import { useEffect, useState } from 'react'
import { accountMessages } from '../features/account/messages.js'
import { localized } from '../core/i18n/locale.js'
import { svg } from './Icons.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(accountMessages)

/** The copy glyph (two overlapping sheets), 16 px: copy buttons before they copy. */
export const CopyIcon = () => (
  <svg {...svg} width={16} height={16}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15V5a2 2 0 012-2h10" />
  </svg>
)
/** The check glyph, 16 px: copy buttons once they copied. */
export const CheckIcon = () => (
  <svg {...svg} width={16} height={16}>
    <path d="M20 6L9 17l-5-5" />
  </svg>
)

/**
 * Copies `text` to the clipboard; says so to screen readers. `label`: the button's accessible name
 * (default 'Copy address'), e.g. naming the wallet where several addresses are listed.
 */
export function CopyButton({ text, label }: { text: string; label?: string }) {
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
        aria-label={label ?? messages.copyAddress}
        onClick={() =>
          navigator.clipboard?.writeText(text).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
      <span className="wm-sr-only" role="status">
        {copied ? messages.copied : ''}
      </span>
    </>
  )
}
