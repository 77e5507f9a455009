/**
 * Allowed origins (spec sections 7 and 8: `GET /projects/v1/origins` returns `allowedOrigins`):
 * whether a page's origin is on a project's list. Pure, for the modal's start-up check and for
 * the project server that validates the lists an operator stores.
 */

/** The parts an origin is compared by: scheme, host (lowercase) and port (the scheme's default when none is written). */
interface OriginParts {
  protocol: string
  hostname: string
  port: string
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' }

function partsOf(text: string): OriginParts | undefined {
  if (!URL.canParse(text)) return undefined
  const url = new URL(text)
  // Only an http(s) wildcard rule may have no origin (engines that refuse '*' in a host); an opaque page never passes.
  const wildcardRule = url.protocol in DEFAULT_PORTS && url.hostname.startsWith('*.')
  if (url.origin === 'null' && !wildcardRule) return undefined
  return {
    protocol: url.protocol,
    hostname: url.hostname.toLowerCase(),
    port: url.port || (DEFAULT_PORTS[url.protocol] ?? ''),
  }
}

/**
 * True when `entry` is a well-formed allowed-origin entry: `*` (every origin), an origin
 * (`https://app.example.com`, `http://127.0.0.1:14173`; a trailing `/` is tolerated, no path), or
 * a wildcard over subdomains (`https://*.example.com`, any depth, not example.com itself).
 */
export function isOriginPattern(entry: string): boolean {
  if (entry === '*') return true
  if (!URL.canParse(entry)) return false
  const url = new URL(entry)
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    (url.pathname === '/' || url.pathname === '') &&
    !url.search &&
    !url.hash &&
    /^(\*\.)?[^*]+$/.test(url.hostname)
  )
}

/**
 * True when `origin` (a page's `location.origin`) matches one entry of `allowed`: the same scheme,
 * the same port (`https://a.test` and `https://a.test:443` are one origin) and the same host
 * (case-insensitive), or a host under an entry's `*.` wildcard (`https://*.example.com` allows
 * `https://shop.example.com` and `https://a.b.example.com`, not `https://example.com` nor
 * `http://shop.example.com`). `*` allows every origin; malformed entries allow nothing.
 * An empty list allows nothing (spec section 8: a failed fetch gives an empty list).
 */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  const page = partsOf(origin)
  if (!page) return false
  return allowed.some((entry) => {
    if (entry === '*') return true
    if (!isOriginPattern(entry)) return false
    const rule = partsOf(entry)
    if (!rule || rule.protocol !== page.protocol || rule.port !== page.port) return false
    if (!rule.hostname.startsWith('*.')) return rule.hostname === page.hostname
    return page.hostname.endsWith(rule.hostname.slice(1)) && page.hostname.length > rule.hostname.length - 1
  })
}
