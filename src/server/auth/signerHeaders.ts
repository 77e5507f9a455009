/** What {@link signerPageHeaders} needs. */
export interface SignerHeadersOptions {
  /** Host origins that may embed the signer (its `allowedOrigins`): they become `frame-ancestors`. */
  allowedOrigins: string[]
  /** The auth server's origin when it is not the signer's own ('https://auth.example.com'); it joins `connect-src`. */
  authServerOrigin?: string
  /**
   * The origins of the JSON-RPC URLs in the signer config's `rpcUrls` ('https://rpc.example.com'),
   * where the frame reads token symbols and decimals; they join `connect-src`. Give origins, not
   * URLs (`new URL(url).origin`): a path would narrow `connect-src` to that path alone.
   */
  rpcOrigins?: string[]
}

/**
 * The HTTP headers to serve the signer page (`dist/signer/index.html`) with, on its own origin:
 * a CSP that runs only the signer's own script and style, talks only to its own origin, the
 * auth server and the operator's RPCs (`rpcOrigins`, each once), loads nothing else, and may be framed only by the allowed host origins
 * (`frame-ancestors`: the browser refuses to render it anywhere else); no referrer, no sniffing.
 * Serve `signer.js`, `signer.css` and `passphrase-strength.js` with `X-Content-Type-Options: nosniff` too.
 */
export function signerPageHeaders(options: SignerHeadersOptions): Record<string, string> {
  const connect = [
    ...new Set([
      "'self'",
      ...(options.authServerOrigin ? [options.authServerOrigin] : []),
      ...(options.rpcOrigins ?? []),
    ]),
  ].join(' ')
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      `connect-src ${connect}`,
      "img-src 'self' data:",
      "base-uri 'none'",
      "form-action 'none'",
      `frame-ancestors ${options.allowedOrigins.join(' ')}`,
    ].join('; '),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-cache',
  }
}
