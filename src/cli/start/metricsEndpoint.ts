import { createHash, timingSafeEqual } from 'node:crypto'
import type { Registry } from 'prom-client'
import { type Handler, jsonAnswer } from './front.js'

/** Whether `given` is `expected`, in time that does not depend on where they differ (both hashed first). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * The metrics listener's handler: `GET /metrics` answers the registry in Prometheus' text format;
 * with `token` set (METRICS_TOKEN), only to `Authorization: Bearer <token>`, else 401 with
 * `WWW-Authenticate: Bearer`. Every other path is 404. Scrapes are not counted as requests.
 */
export function metricsHandler(registry: Registry, token: string | undefined): Handler {
  return async (request) => {
    const { pathname } = new URL(request.url)
    if (pathname !== '/metrics') return jsonAnswer(404, { error: 'Not found' })
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return jsonAnswer(405, { error: 'Method not allowed' }, { Allow: 'GET, HEAD' })
    if (token) {
      const given = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? ''
      if (!sameSecret(given, token))
        return jsonAnswer(401, { error: 'Missing or invalid token' }, { 'WWW-Authenticate': 'Bearer realm="metrics"' })
    }
    return new Response(await registry.metrics(), {
      headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
    })
  }
}
