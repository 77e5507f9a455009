/**
 * Links that hand a WalletConnect URI to a wallet app, in AppKit's `wc?uri=` form:
 * `metamask://` → `metamask://wc?uri=<encoded>`, `https://metamask.app.link` →
 * `https://metamask.app.link/wc?uri=<encoded>`, `okex://main` → `okex://main/wc?uri=<encoded>`.
 * The links come from the catalogue (data), so what is built passes the URL allowlist
 * (core/safeUrl.ts) before it is offered or opened.
 */
import { safeUrl } from '../../core/safeUrl.js'

/**
 * `link` + '/wc?uri=' + encodeURIComponent(`wcUri`), with exactly one '/' before 'wc' whatever
 * trailing slashes `link` has and whatever path it already has. A bare scheme ('metamask',
 * 'metamask:') becomes 'metamask://'. A query already in `link` is kept and `uri` is appended to
 * it. Undefined for an empty link, a malformed scheme, or a result the allowlist refuses as an app
 * link (javascript:, data:, vbscript:, file:, blob:, about:, intent:, http: off loopback, …).
 */
function walletConnectLink(link: string | null | undefined, wcUri: string): string | undefined {
  const trimmed = link?.trim()
  if (!trimmed) return undefined
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/*(.*)$/s.exec(trimmed)
  const scheme = match?.[1] ?? trimmed
  const rest = match?.[2] ?? ''
  if (!/^[a-zA-Z][a-zA-Z0-9+.-]*$/.test(scheme)) return undefined
  const queryAt = rest.indexOf('?')
  const path = (queryAt === -1 ? rest : rest.slice(0, queryAt)).replace(/\/+$/, '')
  const query = queryAt === -1 ? '' : rest.slice(queryAt + 1)
  return safeUrl(
    `${scheme}://${path ? `${path}/` : ''}wc?${query ? `${query}&` : ''}uri=${encodeURIComponent(wcUri)}`,
    'appLink',
  )
}

/** The mobile deep link for `mobileLink` (a Wallet's `mobile_link`); see {@link walletConnectLink}. */
export function mobileDeepLink(mobileLink: string | null | undefined, wcUri: string): string | undefined {
  return walletConnectLink(mobileLink, wcUri)
}

/** The desktop deep link for `desktopLink` (a Wallet's `desktop_link`, e.g. 'ledgerlive://'); see {@link walletConnectLink}. */
export function desktopDeepLink(desktopLink: string | null | undefined, wcUri: string): string | undefined {
  return walletConnectLink(desktopLink, wcUri)
}

/**
 * The web-app link for `webappLink` (a Wallet's `webapp_link`); only links the allowlist takes as
 * web links qualify (https, http on loopback), since a web app opens in a browser tab. See
 * {@link walletConnectLink}.
 */
export function webappLink(webappLink: string | null | undefined, wcUri: string): string | undefined {
  if (!webappLink || safeUrl(webappLink, 'link') === undefined) return undefined
  return safeUrl(walletConnectLink(webappLink, wcUri), 'link')
}
