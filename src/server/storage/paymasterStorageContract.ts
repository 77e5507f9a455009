/**
 * The paymaster service's part of the storage contract (tests only): `storage.test.ts` runs it
 * against memory, SQLite and PostgreSQL (PGlite over its socket server), like `storageContract.ts`.
 */
import { describe, expect, it } from 'vitest'
import { at, type StorageUnderTest, withStorageOf } from './storageContractKit.js'

const ALICE = 'eip155:31337:0x00000000000000000000000000000000000A11cE'
const BOB = 'eip155:31337:0x0000000000000000000000000000000000000B0b'
const DAY = '2030-01-01'
const NEXT_DAY = '2030-01-02'
/** More than 2^64 wei: past a 64-bit integer column. */
const HUGE = 2n ** 70n

/** Declares the paymaster store's contract tests for one backend. */
export function describePaymasterStorageContract(name: string, backend: StorageUnderTest): void {
  const withStorage = withStorageOf(backend)

  describe(`${name} storage: paymaster gas usage`, () => {
    it(
      'adds up an account’s day, apart from other accounts and days, past 64 bits',
      withStorage(async ({ paymaster }) => {
        expect(await paymaster.gasUsage(ALICE, DAY, at(0))).toBe(0n)
        expect(await paymaster.addGasUsage(ALICE, DAY, 300n, undefined, at(1000))).toEqual({
          added: true,
          usedWei: 300n,
        })
        expect(await paymaster.addGasUsage(ALICE, DAY, HUGE, undefined, at(1000))).toEqual({
          added: true,
          usedWei: HUGE + 300n,
        })
        await paymaster.addGasUsage(BOB, DAY, 7n, undefined, at(1000))
        await paymaster.addGasUsage(ALICE, NEXT_DAY, 9n, undefined, at(1000))
        expect(await paymaster.gasUsage(ALICE, DAY, at(0))).toBe(HUGE + 300n)
        expect(await paymaster.gasUsage(BOB, DAY, at(0))).toBe(7n)
        expect(await paymaster.gasUsage(ALICE, NEXT_DAY, at(0))).toBe(9n)
      }),
    )

    it(
      'adds nothing that would pass the cap, inclusive, and says what was used',
      withStorage(async ({ paymaster }) => {
        expect(await paymaster.addGasUsage(ALICE, DAY, 1001n, 1000n, at(1000))).toEqual({ added: false, usedWei: 0n })
        expect(await paymaster.gasUsage(ALICE, DAY, at(0))).toBe(0n)
        expect(await paymaster.addGasUsage(ALICE, DAY, 600n, 1000n, at(1000))).toEqual({ added: true, usedWei: 600n })
        expect(await paymaster.addGasUsage(ALICE, DAY, 401n, 1000n, at(1000))).toEqual({ added: false, usedWei: 600n })
        expect(await paymaster.addGasUsage(ALICE, DAY, 400n, 1000n, at(1000))).toEqual({ added: true, usedWei: 1000n })
        expect(await paymaster.gasUsage(ALICE, DAY, at(0))).toBe(1000n)
      }),
    )

    it(
      'lets only the additions that fit through when ten race for one cap',
      withStorage(async ({ paymaster }) => {
        const results = await Promise.all(
          Array.from({ length: 10 }, () => paymaster.addGasUsage(ALICE, DAY, 300n, 1000n, at(1000))),
        )
        expect(results.filter((result) => result.added)).toHaveLength(3)
        expect(await paymaster.gasUsage(ALICE, DAY, at(0))).toBe(900n)
      }),
    )

    it(
      'reads an expired day as nothing, and the sweep removes it',
      withStorage(async (storage) => {
        await storage.paymaster.addGasUsage(ALICE, DAY, 5n, undefined, at(1000))
        await storage.paymaster.addGasUsage(BOB, DAY, 5n, undefined, at(5000))
        expect(await storage.paymaster.gasUsage(ALICE, DAY, at(999))).toBe(5n)
        expect(await storage.paymaster.gasUsage(ALICE, DAY, at(1000))).toBe(0n)
        expect(await storage.sweep(at(1000))).toBeGreaterThanOrEqual(1)
        expect(await storage.paymaster.gasUsage(ALICE, DAY, at(0))).toBe(0n)
        expect(await storage.paymaster.gasUsage(BOB, DAY, at(0))).toBe(5n)
      }),
    )
  })
}
