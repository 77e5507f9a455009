import type { CaipAddress } from '../src/core/caip.js'
import type { ServerStorage } from '../src/server/storage/types.js'
import type { DemoRoute } from './embedded/demoRoutes.js'

/** The test control's path: `POST { "caipAddresses": [...] }` → `{ sessions, names }`. */
export const ACCOUNTS_RESET_PATH = '/__test/accounts/reset'

/** ENSIP-9 coin types of the namespaces the name service knows. */
const COIN_TYPES: Record<string, number> = { eip155: 60, solana: 501 }

const MAX_ADDRESSES = 100

/**
 * With DEMO_TEST_CONTROLS=1 only (Playwright sets it): `POST /__test/accounts/reset` with
 * `{ "caipAddresses": ["eip155:31337:0x…", …] }` (at most 100) deletes the SIWX back end's sessions
 * of those accounts and releases their registered names, so each e2e test starts from known server
 * state and a repeated run registers the same names again. Answers
 * `{ sessions, names }` (how many of each were deleted), or 400 `{ error }` for a body that is not that shape.
 */
export function accountTestControls(storage: ServerStorage): DemoRoute {
  return async (request, response) => {
    if (request.method !== 'POST' || new URL(request.url ?? '/', 'http://localhost').pathname !== ACCOUNTS_RESET_PATH)
      return false
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    let addresses: unknown
    try {
      addresses = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { caipAddresses?: unknown }).caipAddresses
    } catch {
      addresses = undefined
    }
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body))
    if (
      !Array.isArray(addresses) ||
      addresses.length > MAX_ADDRESSES ||
      !addresses.every((a) => typeof a === 'string' && a.split(':').length === 3)
    ) {
      json(400, { error: `Expected { caipAddresses: at most ${MAX_ADDRESSES} CAIP-10 account ids }` })
      return true
    }
    let sessions = 0
    let names = 0
    for (const caipAddress of addresses as CaipAddress[]) {
      sessions += await storage.siwx.deleteSessions(caipAddress)
      const [namespace, , address] = caipAddress.split(':') as [string, string, string]
      const coinType = COIN_TYPES[namespace]
      if (coinType !== undefined) names += await storage.names.releaseByAddress(coinType, address)
    }
    json(200, { sessions, names })
    return true
  }
}
