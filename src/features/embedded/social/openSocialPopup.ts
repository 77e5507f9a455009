import { socialMessages } from './messages.js'
import { localized } from '../../../core/i18n/locale.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(socialMessages)

const WIDTH = 500
const HEIGHT = 640

/**
 * Opens the (blank) window a provider will sign the user in, centred over the page. It must run in
 * the click's own handler: a popup opened later, or from the signer frame (a cross-site frame gets
 * no user activation and cannot reach this window by name, tried in Chromium), is blocked. The
 * window says what it waits for until connectSocial sends it to the provider.
 * @returns the window, or null when the browser blocked it
 */
export function openSocialPopup(label: string): Window | null {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - WIDTH) / 2))
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - HEIGHT) / 2))
  const popup = window.open(
    '',
    `wm-social-${Date.now()}`,
    `popup,width=${WIDTH},height=${HEIGHT},left=${left},top=${top}`,
  )
  try {
    if (popup) {
      popup.document.title = label
      popup.document.body.textContent = messages.popupConnecting(label)
    }
  } catch {
    // A browser that gave another origin's window: nothing to write.
  }
  return popup
}
