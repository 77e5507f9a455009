import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * What ties a social login request to the browser and the window that started it (against login
 * request fixation: an attacker who starts a request and gets a victim's browser to finish it at
 * the provider). Two values, each an HMAC of the request id under the auth server's index key, so
 * nothing extra is stored:
 * - the launch binding, set as an `HttpOnly`, `SameSite=Lax` cookie (`Secure` on https) by
 *   GET /social/launch/:id, the first URL the popup opens; the provider's callback completes the
 *   request only when the same browser sends it back;
 * - the completion code, which the callback page posts to the window that opened the popup, and
 *   only to the site the request was started for (`postMessage` with that target origin); the
 *   signer frame needs it, with the poll secret, to collect the session. A browser that merely
 *   followed a link (no opener on the site) never hands it on.
 */
export type BindingPurpose = 'launch' | 'complete'

/** The binding value of `purpose` for request `id`: 43 characters of base64url. */
export function bindingOf(key: Uint8Array, purpose: BindingPurpose, id: string): string {
  return createHmac('sha256', key).update(`wallet-modal social ${purpose}\n${id}`, 'utf8').digest('base64url')
}

/** Whether `value` is the binding of `purpose` for `id` (in constant time). */
export function isBinding(key: Uint8Array, purpose: BindingPurpose, id: string, value: string | undefined): boolean {
  if (!value) return false
  const expected = Buffer.from(bindingOf(key, purpose, id))
  const given = Buffer.from(value)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/**
 * The launch cookie's name for request `id`: `__Host-` prefixed on https (RFC 6265bis 4.1.3.2:
 * Secure, Path=/, no Domain), so a sibling subdomain cannot plant one.
 */
export function launchCookieName(id: string, secure: boolean): string {
  return `${secure ? '__Host-' : ''}wm-social-${id}`
}
