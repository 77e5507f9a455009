import { walletConnectFromEnv } from './stack-config.js'

/**
 * The strict policy `/csp/` is served under: no 'unsafe-inline' or 'unsafe-eval' anywhere, so the
 * modal must inject styles as constructable stylesheets and the host page keeps its JS and CSS in
 * files. `connect-src` admits the page's origin, each local RPC origin and, for each RPC, the
 * WebSocket origin on its port + 1: where a Solana `Connection` subscribes (signatureSubscribe for
 * confirmations). The EVM RPCs get one too: harmless on loopback, and server.ts passes URLs only.
 * `webSocketUrls` adds each URL's origin as is: by default the local WalletConnect relay's
 * (`ws://127.0.0.1:18950`, from {@link walletConnectFromEnv}) when the stack runs one.
 * `frameOrigins` become `frame-src` (the embedded wallet's signer page, `http://localhost:18960`).
 * `connectOrigins` join `connect-src` as they are (the ramp sandbox's API).
 * `img-src blob:` admits the images the modal loads from the project's image endpoints as blobs
 * (the fetch itself is `connect-src`, here the page's own origin).
 */
export function strictContentSecurityPolicy(
  rpcUrls: readonly string[],
  webSocketUrls: readonly string[] = relayUrlsFromEnv(),
  frameOrigins: readonly string[] = [],
  connectOrigins: readonly string[] = [],
): string {
  const webSocketOrigin = (url: URL): string[] =>
    url.port ? [`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.hostname}:${Number(url.port) + 1}`] : []
  const rpcOrigins = rpcUrls.flatMap((raw) => {
    const url = new URL(raw)
    return [url.origin, ...webSocketOrigin(url)]
  })
  const origins = [...new Set([...rpcOrigins, ...webSocketUrls.map((raw) => new URL(raw).origin), ...connectOrigins])]
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    ["connect-src 'self'", ...origins].join(' '),
    ...(frameOrigins.length ? [['frame-src', ...frameOrigins].join(' ')] : []),
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

function relayUrlsFromEnv(): string[] {
  const relayUrl = walletConnectFromEnv()?.relayUrl
  return relayUrl ? [relayUrl] : []
}
