import type { CaipAddress } from '../src/core/caip.js'
import type { ServerStorage } from '../src/server/storage/types.js'
import type { DemoRoute } from './embedded/demoRoutes.js'

/** The test control's path: `POST { "caipAddresses": [...] }` → `{ deleted }`. */
export const SIWX_CLEAR_PATH = '/__test/siwx-sessions/clear'

const MAX_ADDRESSES = 100

/**
 * With DEMO_TEST_CONTROLS=1 only (Playwright sets it): `POST /__test/siwx-sessions/clear` with
 * `{ "caipAddresses": ["eip155:31337:0x…", …] }` (at most 100) deletes the SIWX back end's sessions
 * of those accounts, so each e2e test starts from known server state (issue 13). Answers
 * `{ deleted: <number of sessions> }`, or 400 `{ error }` for a body that is not that shape.
 */
export function siwxTestControls(storage: ServerStorage): DemoRoute {
  return async (request, response) => {
    if (request.method !== 'POST' || new URL(request.url ?? '/', 'http://localhost').pathname !== SIWX_CLEAR_PATH) return false
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    let addresses: unknown
    try {
      addresses = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { caipAddresses?: unknown }).caipAddresses
    } catch {
      addresses = undefined
    }
    const json = (status: number, body: unknown) => response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body))
    if (!Array.isArray(addresses) || addresses.length > MAX_ADDRESSES || !addresses.every((a) => typeof a === 'string' && a.split(':').length === 3)) {
      json(400, { error: `Expected { caipAddresses: at most ${MAX_ADDRESSES} CAIP-10 account ids }` })
      return true
    }
    let deleted = 0
    for (const caipAddress of addresses as CaipAddress[]) deleted += await storage.siwx.deleteSessions(caipAddress)
    json(200, { deleted })
    return true
  }
}
