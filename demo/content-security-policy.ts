/**
 * The strict policy `/csp/` is served under: no 'unsafe-inline' or 'unsafe-eval' anywhere, so the
 * modal must inject styles as constructable stylesheets and the host page keeps its JS and CSS in
 * files. `connect-src` admits the page's origin and each local RPC origin.
 */
export function strictContentSecurityPolicy(rpcUrls: readonly string[]): string {
  const rpcOrigins = [...new Set(rpcUrls.map((url) => new URL(url).origin))]
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    ["connect-src 'self'", ...rpcOrigins].join(' '),
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}
