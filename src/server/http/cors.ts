/**
 * CORS headers for `request`: when its `Origin` is one of `allowedOrigins` (exact match), that
 * origin is reflected in `Access-Control-Allow-Origin`; a preflight (`preflightMethods` given)
 * also gets `Access-Control-Allow-Methods: <preflightMethods>`,
 * `Access-Control-Allow-Headers: Content-Type, Authorization` and `Access-Control-Max-Age: 600` (s).
 * No `Access-Control-Allow-Credentials`: the services' own credential is a bearer token, never a
 * cookie. Any other origin gets no CORS headers, so the browser hides the answer from it.
 * `Vary: Origin` whenever origins are configured, for shared caches.
 */
export function corsHeaders(
  request: Request,
  allowedOrigins: ReadonlySet<string>,
  preflightMethods?: string,
): Record<string, string> {
  if (allowedOrigins.size === 0) return {}
  const origin = request.headers.get('Origin')
  if (!origin || !allowedOrigins.has(origin)) return { Vary: 'Origin' }
  return {
    Vary: 'Origin',
    'Access-Control-Allow-Origin': origin,
    ...(preflightMethods
      ? {
          'Access-Control-Allow-Methods': preflightMethods,
          'Access-Control-Allow-Headers': 'Content-Type, Authorization',
          'Access-Control-Max-Age': '600',
        }
      : {}),
  }
}
