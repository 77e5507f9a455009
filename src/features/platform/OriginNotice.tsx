import { localized } from '../../core/i18n/locale.js'
import { platformMessages } from './messages.js'
import { useStylesheet } from '../../ui/useStylesheet.js'

/** The notice's texts in the active locale; the console's stay English (startPlatform.ts). */
const messages = localized(platformMessages)

const styles = /* css */ `
.wm-notice { margin: 0 16px 8px; padding: 10px 12px; border: 1px solid var(--wm-error); border-radius: var(--wm-radius-item); background: var(--wm-bg-2); color: var(--wm-fg); font-size: 13px; display: grid; gap: 2px; }
.wm-notice strong { color: var(--wm-error); }
`

/**
 * Spec section 8's "origin not allowed" notice, over every view while the page's origin is not on
 * the project's allowed origins (features/platform/startPlatform.ts). The modal works on.
 */
export default function OriginNotice({ origin }: { origin: string }) {
  useStylesheet(styles)
  return (
    <div className="wm-notice" part="notice" role="alert" data-testid="origin-not-allowed">
      <strong>{messages.originNotAllowedTitle}</strong>
      <span>{messages.originNotAllowedText(origin)}</span>
    </div>
  )
}
