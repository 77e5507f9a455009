import { firstPaintTexts as messages } from '../core/i18n/firstPaintTexts.js'
import { DialogTitle } from './dialog/DialogTitle.js'
import { BackIcon, CloseIcon } from './Icons.js'

export interface HeaderProps {
  title: string
  showBack: boolean
  showClose: boolean
  onBack(): void
  onClose(): void
}

/** Dialog header: back arrow, title (the dialog's accessible name), close button. */
export function Header({ title, showBack, showClose, onBack, onClose }: HeaderProps) {
  return (
    <div className="wm-header" part="header">
      <span>
        {showBack && (
          <button
            type="button"
            className="wm-icon-button"
            aria-label={messages.back}
            onClick={onBack}
            data-wm-skip-autofocus="true"
          >
            <BackIcon />
          </button>
        )}
      </span>
      <DialogTitle className="wm-title">{title}</DialogTitle>
      <span>
        {showClose && (
          <button
            type="button"
            className="wm-icon-button"
            aria-label={messages.close}
            onClick={onClose}
            data-wm-skip-autofocus="true"
          >
            <CloseIcon />
          </button>
        )}
      </span>
    </div>
  )
}
