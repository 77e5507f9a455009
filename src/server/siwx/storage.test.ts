import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import type { SiwxSession } from '../../core/siwx.js'
import { createMemoryStorage } from './memoryStorage.js'
import { createSqliteStorage } from '../sqlite.js'
import type { SiwxServerStorage } from './storage.js'
import { createSiwxServer } from './createSiwxServer.js'
import { createClock, DOMAIN, evmAccount, evmMessage, URI } from './testFixtures.js'

const T0 = new Date('2030-01-01T00:00:00.000Z')
const at = (ms: number) => new Date(T0.getTime() + ms)
const query = { caipNetworkId: 'eip155:1' as const, address: '0xAb' }

function session(expirationTime?: string, address = '0xAb'): SiwxSession {
  return {
    caipAddress: `eip155:1:${address}`,
    caipNetworkId: 'eip155:1',
    message: 'text',
    signature: '0x01',
    issuedAt: T0.toISOString(),
    ...(expirationTime ? { expirationTime } : {}),
  }
}

const memoryDbs: Database.Database[] = []
afterAll(() => memoryDbs.forEach((db) => db.close()))

describe.each([
  ['memory', () => createMemoryStorage()],
  ['sqlite', () => {
    const db = new Database(':memory:')
    memoryDbs.push(db)
    return createSqliteStorage(db)
  }],
])('%s storage', (_, create: () => SiwxServerStorage) => {
  it('consumes a nonce once, only while unexpired; hasNonce never consumes', async () => {
    const storage = create()
    await storage.saveNonce('n1', at(1000))
    await storage.saveNonce('n2', at(1000))
    expect(await storage.hasNonce('n1', at(0))).toBe(true)
    expect(await storage.hasNonce('n1', at(0))).toBe(true)
    expect(await storage.consumeNonce('n1', at(999))).toBe(true)
    expect(await storage.consumeNonce('n1', at(999))).toBe(false)
    expect(await storage.hasNonce('n1', at(0))).toBe(false)
    expect(await storage.hasNonce('n2', at(1000))).toBe(false)
    expect(await storage.consumeNonce('n2', at(1000))).toBe(false)
    expect(await storage.consumeNonce('never', at(0))).toBe(false)
  })

  it('finds unexpired sessions of one account, oldest first, and deletes them', async () => {
    const storage = create()
    const forever = session()
    const short = session(at(1000).toISOString())
    await storage.saveSession(forever)
    await storage.saveSession(short)
    await storage.saveSession(session(undefined, '0xCd'))
    expect(await storage.findSessions(query, at(0))).toEqual([forever, short])
    expect(await storage.findSessions(query, at(1000))).toEqual([forever])
    await storage.deleteSessions(query)
    expect(await storage.findSessions(query, at(0))).toEqual([])
    expect(await storage.findSessions({ ...query, address: '0xCd' }, at(0))).toHaveLength(1)
  })
})

describe('sqlite storage on a file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'siwx-sqlite-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps nonces and sessions across a close and reopen', async () => {
    const file = join(dir, 'siwx.db')
    const first = new Database(file)
    const before = createSqliteStorage(first)
    await before.saveNonce('kept', at(60_000))
    await before.saveNonce('used', at(60_000))
    expect(await before.consumeNonce('used', at(0))).toBe(true)
    await before.saveSession(session(at(60_000).toISOString()))
    first.close()

    const second = new Database(file)
    const after = createSqliteStorage(second)
    expect(await after.consumeNonce('used', at(0))).toBe(false)
    expect(await after.consumeNonce('kept', at(0))).toBe(true)
    expect(await after.findSessions(query, at(0))).toEqual([session(at(60_000).toISOString())])
    second.close()
  })

  it('opens a file by name', async () => {
    const storage = createSqliteStorage(join(dir, 'by-name.db'))
    await storage.saveNonce('n', at(1))
    expect(await storage.consumeNonce('n', at(0))).toBe(true)
    storage.close()
  })

  it('lets a restarted server verify a nonce issued before the restart and keep its sessions', async () => {
    const file = join(dir, 'server.db')
    const clock = createClock()
    const options = { domain: DOMAIN, uri: URI, now: clock.now }
    const firstStorage = createSqliteStorage(file)
    const { nonce } = await createSiwxServer({ ...options, storage: firstStorage }).issueNonce()
    firstStorage.close()

    const secondStorage = createSqliteStorage(file)
    const restarted = createSiwxServer({ ...options, storage: secondStorage })
    const message = evmMessage(nonce, clock.now())
    const created = await restarted.verify({ message, signature: await evmAccount.signMessage({ message }) })
    secondStorage.close()

    const thirdStorage = createSqliteStorage(file)
    const again = createSiwxServer({ ...options, storage: thirdStorage })
    expect(await again.getSessions({ caipNetworkId: 'eip155:1', address: evmAccount.address })).toEqual([created])
    thirdStorage.close()
  })
})
