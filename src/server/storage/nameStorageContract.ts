/**
 * The name service's part of the storage contract (tests only): `storage.test.ts` runs it against
 * memory, SQLite and PostgreSQL (PGlite over its socket server), like `storageContract.ts`.
 */
import { describe, expect, it } from 'vitest'
import { at, type StorageUnderTest, T0, withStorageOf, withTwoConnectionsOf } from './storageContractKit.js'
import type { NameRecord, NameStore } from './types.js'

const ALICE = '0x00000000000000000000000000000000000A11cE'
const SOL = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk'
const BOB = '0x0000000000000000000000000000000000000B0b'

const record = (label: string, address = ALICE, coinType = 60, createdAt = T0): NameRecord => ({
  label,
  coinType,
  address,
  message: `Register ${label}`,
  signature: '0x01',
  createdAt,
})

/** Registers Alice's two EVM names ('first-name', then 'second-name' 1 s later) and her Solana name 'solana-name'. */
async function registerAccountNames(names: NameStore): Promise<void> {
  await names.register(record('first-name', ALICE, 60, at(0)))
  await names.register(record('second-name', ALICE, 60, at(1000)))
  await names.register(record('solana-name', SOL, 501, at(2000)))
}

/** Declares the name store's contract tests for one backend. */
export function describeNameStorageContract(name: string, backend: StorageUnderTest): void {
  const withStorage = withStorageOf(backend)
  const withTwoConnections = withTwoConnectionsOf(backend)

  describe(`${name} storage: the name service's contract`, () => {
    it(
      'registers a label once and reads it back whole',
      withStorage(async ({ names }) => {
        expect(await names.register(record('alice1234'))).toBe(true)
        expect(await names.register(record('alice1234', '0x0000000000000000000000000000000000000B0b'))).toBe(false)
        expect(await names.findByLabel('alice1234')).toEqual(record('alice1234'))
        expect(await names.findByLabel('nobody')).toBeUndefined()
      }),
    )

    it(
      'says which labels are registered',
      withStorage(async ({ names }) => {
        await names.register(record('alice1234'))
        await names.register(record('bob12345'))
        expect(await names.registeredAmong(['alice1234', 'carol123', 'bob12345'])).toEqual(
          new Set(['alice1234', 'bob12345']),
        )
        expect(await names.registeredAmong([])).toEqual(new Set())
      }),
    )

    it(
      "lists an account's names newest first, per coin type",
      withStorage(async ({ names }) => {
        await registerAccountNames(names)
        expect((await names.findByAddress(60, ALICE)).map((r) => r.label)).toEqual(['second-name', 'first-name'])
        expect((await names.findByAddress(501, SOL)).map((r) => r.label)).toEqual(['solana-name'])
        expect(await names.findByAddress(501, ALICE)).toEqual([])
      }),
    )

    it(
      "releases an account's names of one coin type, and only those",
      withStorage(async ({ names }) => {
        await registerAccountNames(names)
        await names.register(record('bobs-name', BOB, 60, at(3000)))
        // The same address text under another coin type is another account's, and is kept.
        await names.register(record('other-coin-name', ALICE, 501, at(3500)))
        expect(await names.releaseByAddress(60, ALICE)).toBe(2)
        expect(await names.findByAddress(60, ALICE)).toEqual([])
        expect(
          await names.registeredAmong(['first-name', 'second-name', 'solana-name', 'bobs-name', 'other-coin-name']),
        ).toEqual(new Set(['solana-name', 'bobs-name', 'other-coin-name']))
        expect(await names.register(record('first-name', BOB, 60, at(4000)))).toBe(true)
        expect(await names.releaseByAddress(60, ALICE)).toBe(0)
      }),
    )

    it(
      'lets exactly one of ten concurrent registrations of a label through',
      withTwoConnections(async (storage, second) => {
        const addresses = Array.from({ length: 10 }, (_, i) => `0x${String(i).padStart(40, '0')}`)
        const results = await Promise.all(
          addresses.map((address, i) => (i % 2 ? second : storage).names.register(record('contested', address))),
        )
        expect(results.filter(Boolean)).toHaveLength(1)
        const winner = addresses[results.indexOf(true)]
        expect((await storage.names.findByLabel('contested'))?.address).toBe(winner)
      }),
    )

    it(
      'consumes a nonce once, only while unexpired, and sweeps expired ones',
      withStorage(async (storage) => {
        const { names } = storage
        await names.saveNonce('n1', at(1000))
        await names.saveNonce('n2', at(1000))
        await names.saveNonce('n3', at(1000))
        await names.saveNonce('live', at(5000))
        expect(await names.consumeNonce('n1', at(999))).toBe(true)
        expect(await names.consumeNonce('n1', at(999))).toBe(false)
        expect(await names.consumeNonce('n2', at(1000))).toBe(false)
        expect(await names.consumeNonce('never', at(0))).toBe(false)
        expect(await storage.sweep(at(1000))).toBeGreaterThanOrEqual(1)
        expect(await names.consumeNonce('n3', at(0))).toBe(false)
        expect(await names.consumeNonce('live', at(1000))).toBe(true)
        expect(await names.findByLabel('n3')).toBeUndefined()
      }),
    )
  })
}
