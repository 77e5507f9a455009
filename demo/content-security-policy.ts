/**
 * The strict policy `/csp/` is served under: no 'unsafe-inline' or 'unsafe-eval' anywhere, so the
 * modal must inject styles as constructable stylesheets and the host page keeps its JS and CSS in
 * files. `connect-src` admits the page's origin, each local RPC origin and, for each RPC, the
 * WebSocket origin on its port + 1: where a Solana `Connection` subscribes (signatureSubscribe for
 * confirmations). The EVM RPCs get one too: harmless on loopback, and server.ts passes URLs only.
 */
export function strictContentSecurityPolicy(rpcUrls: readonly string[]): string {
  const webSocketOrigin = (url: URL): string[] =>
    url.port ? [`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.hostname}:${Number(url.port) + 1}`] : []
  const rpcOrigins = [...new Set(rpcUrls.flatMap((raw) => {
    const url = new URL(raw)
    return [url.origin, ...webSocketOrigin(url)]
  }))]
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
