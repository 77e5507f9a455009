/**
 * The one scheme allowlist for every URL that comes from data (docs/contributing/architecture.md, Conventions): catalogue
 * links and images, wallet icons (EIP-6963, Wallet Standard), token logos, explorer links, and
 * checkout URLs later. A URL that fails it is dropped (undefined), never rendered: a catalogue's
 * `data:text/html,<script>…` homepage or `javascript:` image must not become a live link.
 */
import { MAX_DATA_IMAGE_URL_LENGTH } from './constants.js'

/**
 * What a URL is used for:
 * - 'link': opened in a tab (`<a href>`): https, or http on a loopback host;
 * - 'image': an `<img src>`: a link URL, or a `data:image/*` URL of at most
 *   {@link MAX_DATA_IMAGE_URL_LENGTH} characters;
 * - 'appLink': a wallet app's deep link (catalogue `mobile_link` / `desktop_link`): a link URL, or a
 *   custom app scheme (`metamask://`, `okex://main`) that is none of the browser's own schemes.
 */
export type UrlUse = 'link' | 'image' | 'appLink'

// 127.0.0.0/8, localhost (and *.localhost, RFC 6761), and [::1]: the demo and local stacks.
const LOOPBACK_HOST = /^(localhost|[^.]+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i

// A data: URL of an image: `data:image/<subtype>[;param…],…` (RFC 2397).
const DATA_IMAGE = /^data:image\/[a-z0-9][a-z0-9.+-]*(;[a-z0-9-]+(=[^;,]*)?)*,/i

// A URI scheme (RFC 3986 section 3.1).
const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/**
 * Schemes a deep link may never use: they run code in the page (javascript:, vbscript:), render
 * attacker content as a document (data:, blob:, filesystem:), reach local or browser-internal
 * resources, or hand arbitrary extras to Android apps (intent:). http: and https: follow the link rule.
 */
const BROWSER_SCHEMES = new Set([
  'javascript',
  'vbscript',
  'data',
  'blob',
  'filesystem',
  'file',
  'about',
  'ftp',
  'ws',
  'wss',
  'http',
  'https',
  'chrome',
  'chrome-extension',
  'chrome-untrusted',
  'edge',
  'moz-extension',
  'resource',
  'view-source',
  'jar',
  'intent',
])

// What the URL parser strips before reading a URL: leading/trailing C0 controls and spaces.
const trimUrl = (text: string) => text.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')

/** An https URL, or http on loopback, parsed; undefined otherwise (relative URLs need `base`). */
function webUrl(text: string, base: string | undefined): URL | undefined {
  let url: URL
  try {
    url = base === undefined ? new URL(text) : new URL(text, base)
  } catch {
    return undefined
  }
  // Credentials in a URL (https://bank.example@evil.example) only serve to mislead.
  if (url.username !== '' || url.password !== '') return undefined
  if (url.protocol === 'https:') return url
  if (url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname)) return url
  // The page's own origin (a relative URL such as '/catalogue/getWalletImage/x') is the host's.
  if (
    base !== undefined &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.origin === new URL(base).origin
  )
    return url
  return undefined
}

/**
 * The URL to render for `raw` used as `use`, or undefined when the allowlist refuses it:
 * - https URLs, http URLs on a loopback host (localhost, 127.0.0.0/8, [::1]), and, when `base`
 *   (the page's URL, e.g. `document.baseURI`) is given, relative or absolute http(s) URLs of the
 *   page's own origin; never with user:password@ in them;
 * - 'image' also: `data:image/*` of at most {@link MAX_DATA_IMAGE_URL_LENGTH} characters;
 * - 'appLink' also: `<scheme>:…` with a custom scheme, not a browser scheme (javascript:, data:,
 *   vbscript:, blob:, file:, about:, intent:, …).
 * Non-strings, empty text and everything else give undefined. Web URLs come back normalised by the
 * URL parser (`JAVA\tSCRIPT:` cannot slip through as something else), so what was checked is what
 * is rendered. Pure: no DOM access.
 */
export function safeUrl(raw: unknown, use: UrlUse = 'link', base?: string): string | undefined {
  if (typeof raw !== 'string') return undefined
  const text = trimUrl(raw)
  if (text === '') return undefined
  const web = webUrl(text, base)
  if (web) return web.href
  if (use === 'image') return text.length <= MAX_DATA_IMAGE_URL_LENGTH && DATA_IMAGE.test(text) ? text : undefined
  if (use === 'appLink') {
    // Tabs and newlines are removed by the URL parser; refuse them rather than guess the scheme.
    if (/[\u0000-\u001f\u007f\s]/.test(text)) return undefined
    const scheme = SCHEME.exec(text)?.[1]?.toLowerCase()
    return scheme !== undefined && !BROWSER_SCHEMES.has(scheme) ? text : undefined
  }
  return undefined
}
