/** Checkout windows: the provider's page opens in a popup, as the on-ramp providers expect. */

/**
 * Opens an empty popup now, in the click's user activation (a popup opened after an `await` is
 * blocked), cut from this page (`opener` null: the provider's page cannot navigate the host's);
 * {@link showCheckout} sends it to the checkout once its URL is known. Undefined when the browser
 * blocked it.
 */
export function openCheckoutPopup(loadingText: string): Window | undefined {
  // 480 × 720 CSS pixels: the providers' widgets are about 450 × 700.
  const popup = window.open('about:blank', '_blank', 'popup,width=480,height=720')
  if (!popup) return undefined
  try {
    popup.opener = null
    popup.document.title = loadingText
    popup.document.body.textContent = loadingText
  } catch {
    // A browser that gave a cross-origin window: nothing to write into it.
  }
  return popup
}

/** Sends the popup to `url` (an http(s) URL checked by the provider's answer gate). */
export function showCheckout(popup: Window, url: string): void {
  popup.location.href = url
}

/** Closes the popup if it is still open (a checkout that could not be created). */
export function closePopup(popup: Window | undefined): void {
  try {
    if (popup && !popup.closed) popup.close()
  } catch {
    // Already gone.
  }
}
