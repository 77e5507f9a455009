/** Methods the SIWX HTTP API answers, as a CORS preflight lists them. */
export const SIWX_ALLOWED_METHODS = 'GET, POST, DELETE, OPTIONS'

/**
 * CORS headers for `request`: when its `Origin` is one of `allowedOrigins` (exact match), that
 * origin is reflected in `Access-Control-Allow-Origin`; a preflight also gets
 * `Access-Control-Allow-Methods: GET, POST, DELETE, OPTIONS`,
 * `Access-Control-Allow-Headers: Content-Type` and `Access-Control-Max-Age: 600` (s).
 * No credentials: the API uses no cookies. Any other origin gets no CORS headers, so the browser
 * hides the answer from it. `Vary: Origin` whenever origins are configured, for shared caches.
 */
export function corsHeaders(request: Request, allowedOrigins: ReadonlySet<string>, preflight: boolean): Record<string, string> {
  if (allowedOrigins.size === 0) return {}
  const origin = request.headers.get('Origin')
  if (!origin || !allowedOrigins.has(origin)) return { Vary: 'Origin' }
  return {
    Vary: 'Origin',
    'Access-Control-Allow-Origin': origin,
    ...(preflight
      ? {
          'Access-Control-Allow-Methods': SIWX_ALLOWED_METHODS,
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
        }
      : {}),
  }
}
