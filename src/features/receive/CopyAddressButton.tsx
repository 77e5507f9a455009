import { useEffect, useState } from 'react'
import { receiveMessages } from './messages.js'
import { localized } from '../../core/i18n/locale.js'
import { CheckIcon, CopyIcon } from '../../ui/CopyButton.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(receiveMessages)

type CopyState = 'idle' | 'copied' | 'failed'

/** How long the button reads 'Copied' after a copy, in ms. */
const COPIED_MS = 2000

/**
 * WalletReceive's copy button: writes `text` to the clipboard, reads 'Copied' for
 * {@link COPIED_MS} ms, and says so in a visible polite live region below it ('Address copied to
 * the clipboard'; or that copying failed, e.g. without clipboard permission).
 */
export function CopyAddressButton({ text }: { text: string }) {
  const [state, setState] = useState<CopyState>('idle')
  useEffect(() => {
    if (state !== 'copied') return
    const t = setTimeout(() => setState('idle'), COPIED_MS)
    return () => clearTimeout(t)
  }, [state])
  const copy = () => {
    const write = navigator.clipboard?.writeText(text)
    if (!write) return setState('failed')
    write.then(
      () => setState('copied'),
      () => setState('failed'),
    )
  }
  return (
    <>
      <button type="button" className="wm-button wm-receive-copy" onClick={copy} data-testid="receive-copy">
        {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        <span>{state === 'copied' ? messages.receiveCopied : messages.receiveCopy}</span>
      </button>
      <p className="wm-muted wm-receive-status" role="status" aria-live="polite" data-testid="receive-copy-status">
        {state === 'copied' ? messages.receiveCopiedStatus : state === 'failed' ? messages.receiveCopyFailed : ''}
      </p>
    </>
  )
}
