/** A CORS preflight for the servers' tests (tests only: a fixture). */

/**
 * The CORS preflight a browser sends before a cross-origin request to `url` from `origin`: OPTIONS
 * asking for `method`, and for the request headers `headers` (comma-separated) when given.
 */
export function preflightRequest(url: string, origin: string, method = 'POST', headers?: string): Request {
  return new Request(url, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': method,
      ...(headers === undefined ? {} : { 'Access-Control-Request-Headers': headers }),
    },
  })
}
