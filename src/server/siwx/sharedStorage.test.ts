import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresStorage } from '../storage/postgres/postgresStorage.js'
import { createSqliteStorage } from '../storage/sqlite/sqliteStorage.js'
import { startPgliteServer, type RunningPgliteServer } from '../storage/testing/startPgliteServer.js'
import type { ServerStorage } from '../storage/types.js'
import { createSiwxServer } from './createSiwxServer.js'
import { createClock, DOMAIN, evmAccount, evmMessage, URI } from './testFixtures.js'

const dir = mkdtempSync(join(tmpdir(), 'siwx-shared-'))
let postgres: RunningPgliteServer
beforeAll(async () => {
  postgres = await startPgliteServer()
}, 60_000)
afterAll(async () => {
  await postgres?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const clock = createClock()
const serverOn = (storage: ServerStorage) => createSiwxServer({ domain: DOMAIN, uri: URI, now: clock.now, storage })
const account = { caipNetworkId: 'eip155:1' as const, address: evmAccount.address }

async function signIn(nonce: string) {
  const message = evmMessage(nonce, clock.now())
  return { message, signature: await evmAccount.signMessage({ message }) }
}

describe('SIWX over a shared database', () => {
  it('SQLite: a restarted server verifies a nonce issued before the restart, and its token still works after another', async () => {
    const file = join(dir, 'siwx.db')
    const first = createSqliteStorage(file)
    const { nonce } = await serverOn(first).issueNonce()
    await first.close()

    const second = createSqliteStorage(file)
    const { session, token } = await serverOn(second).verify(await signIn(nonce))
    await second.close()

    const third = createSqliteStorage(file)
    expect(await serverOn(third).authenticate(token)).toEqual(session)
    expect(await serverOn(third).getSessions(account)).toEqual([session])
    await third.close()
  })

  it('PostgreSQL: two server processes share nonces, sessions, tokens and rate limits', async () => {
    await postgres.reset()
    const [storageA, storageB] = await Promise.all([
      createPostgresStorage({ connectionString: postgres.connectionString, max: 2 }),
      createPostgresStorage({ connectionString: postgres.connectionString, max: 2 }),
    ])
    const [a, b] = [serverOn(storageA), serverOn(storageB)]
    const { nonce } = await a.issueNonce()
    const signed = await signIn(nonce)
    const { session, token } = await b.verify(signed)
    await expect(a.verify(signed)).rejects.toThrow('Unknown or reused nonce')
    expect(await a.authenticate(token)).toEqual(session)
    await a.revoke(account)
    expect(await b.authenticate(token)).toBeUndefined()

    // One per-IP nonce limit for both: 2 per minute.
    const limited = [storageA, storageB].map((storage) =>
      createSiwxServer({
        domain: DOMAIN,
        uri: URI,
        now: clock.now,
        storage,
        rateLimits: { noncePerIp: { limit: 2, windowMs: 60_000 } },
      }),
    )
    const nonceFrom = (server: (typeof limited)[number]) =>
      server.handle(
        new Request(`${URI}/api/siwx/nonce`, { method: 'POST', headers: { 'Content-Type': 'application/json' } }),
        { clientIp: '192.0.2.1' },
      )
    const statuses = []
    for (const server of [limited[0]!, limited[1]!, limited[0]!]) statuses.push((await nonceFrom(server)).status)
    expect(statuses).toEqual([200, 200, 429])
    for (const server of [a, b, ...limited]) server.close()
    await Promise.all([storageA.close(), storageB.close()])
  })
})
