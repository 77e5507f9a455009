/**
 * The contract every {@link ServerStorage} backend passes (tests only): `storage.test.ts` runs it
 * against memory, SQLite and PostgreSQL (PGlite over its socket server). A new service adds its
 * cases here, so every backend is held to the same behaviour.
 */
import { describe, expect, it } from 'vitest'
import type { CaipAddress } from '../../core/caip.js'
import { at, type StorageUnderTest, T0, withStorageOf, withTwoConnectionsOf } from './storageContractKit.js'
import type { StoredSiwxSession } from './types.js'

export type { StorageUnderTest } from './storageContractKit.js'

const ALICE: CaipAddress = 'eip155:1:0x00000000000000000000000000000000000A11cE'
const BOB: CaipAddress = 'eip155:1:0x0000000000000000000000000000000000000B0b'

function session(caipAddress: CaipAddress, expiresInMs: number, message = 'text'): StoredSiwxSession {
  return {
    caipAddress,
    caipNetworkId: 'eip155:1',
    message,
    signature: '0x01',
    issuedAt: T0.toISOString(),
    expirationTime: at(expiresInMs).toISOString(),
  }
}

/** Declares the contract's tests for one backend. */
export function describeStorageContract(name: string, backend: StorageUnderTest): void {
  const withStorage = withStorageOf(backend)
  const withTwoConnections = withTwoConnectionsOf(backend)

  describe(`${name} storage: the contract`, () => {
    it(
      'consumes a nonce once, only while unexpired; hasNonce never consumes',
      withStorage(async ({ siwx }) => {
        await siwx.saveNonce('n1', at(1000))
        await siwx.saveNonce('n2', at(1000))
        expect(await siwx.hasNonce('n1', at(0))).toBe(true)
        expect(await siwx.hasNonce('n1', at(0))).toBe(true)
        expect(await siwx.consumeNonce('n1', at(999))).toBe(true)
        expect(await siwx.consumeNonce('n1', at(999))).toBe(false)
        expect(await siwx.hasNonce('n1', at(0))).toBe(false)
        expect(await siwx.hasNonce('n2', at(1000))).toBe(false)
        expect(await siwx.consumeNonce('n2', at(1000))).toBe(false)
        expect(await siwx.consumeNonce('never', at(0))).toBe(false)
      }),
    )

    it(
      'lets exactly one of ten concurrent consumes of a nonce through',
      withStorage(async ({ siwx }) => {
        await siwx.saveNonce('race', at(1000))
        const results = await Promise.all(Array.from({ length: 10 }, () => siwx.consumeNonce('race', at(0))))
        expect(results.filter(Boolean)).toHaveLength(1)
      }),
    )

    it(
      'finds live sessions by account, oldest first, and by token hash',
      withStorage(async ({ siwx }) => {
        const long = session(ALICE, 2000, 'first')
        const short = session(ALICE, 1000, 'second')
        await siwx.saveSession(long, 'hash-long')
        await siwx.saveSession(short, 'hash-short')
        await siwx.saveSession(session(BOB, 2000), 'hash-bob')
        expect(await siwx.findSessions(ALICE, at(0))).toEqual([long, short])
        expect(await siwx.findSessions(ALICE, at(1000))).toEqual([long])
        expect(await siwx.findSessionByTokenHash('hash-short', at(999))).toEqual(short)
        expect(await siwx.findSessionByTokenHash('hash-short', at(1000))).toBeUndefined()
        expect(await siwx.findSessionByTokenHash('unknown', at(0))).toBeUndefined()
      }),
    )

    it(
      "deletes one account's sessions and their tokens, and no one else's",
      withStorage(async ({ siwx }) => {
        await siwx.saveSession(session(ALICE, 1000), 'hash-a1')
        await siwx.saveSession(session(ALICE, 1000), 'hash-a2')
        await siwx.saveSession(session(BOB, 1000), 'hash-bob')
        expect(await siwx.deleteSessions(ALICE)).toBe(2)
        expect(await siwx.findSessions(ALICE, at(0))).toEqual([])
        expect(await siwx.findSessionByTokenHash('hash-a1', at(0))).toBeUndefined()
        expect(await siwx.findSessionByTokenHash('hash-bob', at(0))).toEqual(session(BOB, 1000))
        expect(await siwx.deleteSessions(ALICE)).toBe(0)
      }),
    )

    it(
      'counts hits per key in fixed windows and starts again in the next one',
      withStorage(async ({ rateLimits }) => {
        expect(await rateLimits.hit('ip:1', 60_000, at(0))).toEqual({ count: 1, resetAt: at(60_000) })
        expect(await rateLimits.hit('ip:1', 60_000, at(59_999))).toEqual({ count: 2, resetAt: at(60_000) })
        expect((await rateLimits.hit('ip:2', 60_000, at(1))).count).toBe(1)
        expect(await rateLimits.hit('ip:1', 60_000, at(60_000))).toEqual({ count: 1, resetAt: at(120_000) })
        // A lagging clock counts in the newer window instead of resetting it.
        expect(await rateLimits.hit('ip:1', 60_000, at(59_000))).toEqual({ count: 2, resetAt: at(120_000) })
      }),
    )

    it(
      'counts 20 concurrent hits as 1..20',
      withStorage(async ({ rateLimits }) => {
        const hits = await Promise.all(Array.from({ length: 20 }, () => rateLimits.hit('burst', 60_000, at(0))))
        expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
      }),
    )

    it('closes twice without an error', async () => {
      const storage = await backend.open()
      await storage.close()
      await expect(storage.close()).resolves.toBeUndefined()
    })

    it(
      'sweeps every expired row and keeps the live ones',
      withStorage(async (storage) => {
        await storage.siwx.saveNonce('old', at(1000))
        await storage.siwx.saveNonce('new', at(5000))
        await storage.siwx.saveSession(session(ALICE, 1000), 'hash-old')
        await storage.siwx.saveSession(session(ALICE, 5000), 'hash-new')
        await storage.rateLimits.hit('old', 1000, at(0))
        await storage.rateLimits.hit('new', 10_000, at(0))
        expect(await storage.sweep(at(1000))).toBe(3)
        expect(await storage.sweep(at(1000))).toBe(0)
        expect(await storage.siwx.hasNonce('new', at(1000))).toBe(true)
        expect(await storage.siwx.findSessions(ALICE, at(1000))).toEqual([session(ALICE, 5000)])
        expect((await storage.rateLimits.hit('new', 10_000, at(1000))).count).toBe(2)
      }),
    )

    if (backend.openSecond)
      it(
        'shares nonces, sessions and rate limits between two connections (two processes) on one database',
        withTwoConnections(async (first, second) => {
          await first.siwx.saveNonce('shared', at(1000))
          const consumed = await Promise.all([
            first.siwx.consumeNonce('shared', at(0)),
            second.siwx.consumeNonce('shared', at(0)),
          ])
          expect(consumed.filter(Boolean)).toHaveLength(1)
          await second.siwx.saveSession(session(ALICE, 1000), 'hash-shared')
          expect(await first.siwx.findSessionByTokenHash('hash-shared', at(0))).toEqual(session(ALICE, 1000))
          const hits = await Promise.all(
            [first, second, first, second].map((s) => s.rateLimits.hit('shared', 60_000, at(0))),
          )
          expect(hits.map((hit) => hit.count).sort()).toEqual([1, 2, 3, 4])
        }),
      )
  })
}
