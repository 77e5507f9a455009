/**
 * The project service's part of the storage contract (tests only): `storage.test.ts`
 * runs it against memory, SQLite and PostgreSQL (PGlite over its socket server).
 */
import { describe, expect, it } from 'vitest'
import type { ErrorEventBody } from '../../core/analytics/errorEvent.js'
import { at, type StorageUnderTest, T0, withStorageOf, withTwoConnectionsOf } from './storageContractKit.js'
import type { ProjectRecord, StoredAnalyticsEvent } from './types.js'

const project = (projectId: string, extra: Partial<ProjectRecord> = {}): ProjectRecord => ({
  projectId,
  allowedOrigins: ['https://app.example.com', 'https://*.example.com'],
  features: { swaps: false, socials: ['google', 'x'], connectMethodOrder: ['email', 'wallet'] },
  analytics: true,
  updatedAt: T0,
  ...extra,
})

const body = (eventId: string): ErrorEventBody => ({
  eventId,
  url: 'https://app.example.com/',
  domain: 'app.example.com',
  timestamp: T0.getTime(),
  props: {
    type: 'error',
    event: 'CONNECT_ERROR',
    errorType: 'WalletModalError:UNKNOWN',
    errorMessage: 'Failed to connect',
    stackTrace: 'at x (y.js:1:2)',
  },
})

const event = (projectId: string, eventId: string, ms = 0): StoredAnalyticsEvent => ({
  projectId,
  eventId,
  receivedAt: at(ms),
  sdkType: 'wm',
  sdkVersion: 'wallet-modal-0.1.0',
  body: body(eventId),
})

/** Declares the project store's contract tests for one backend. */
export function describeProjectStorageContract(name: string, backend: StorageUnderTest): void {
  const withStorage = withStorageOf(backend)
  const withTwoConnections = withTwoConnectionsOf(backend)

  describe(`${name} storage: the project service's contract`, () => {
    it(
      'saves a project whole, replaces it, and knows no other',
      withStorage(async ({ projects }) => {
        await projects.saveProject(project('p1'))
        // Strict: a project saved without latestVersion comes back without the key, not with undefined.
        expect(await projects.findProject('p1')).toStrictEqual(project('p1'))
        const changed = project('p1', {
          allowedOrigins: [],
          features: { multiWallet: true },
          analytics: false,
          latestVersion: '0.2.0',
          embeddedWallet: { preferredAccountType: 'smartAccount' },
          updatedAt: at(5),
        })
        await projects.saveProject(changed)
        expect(await projects.findProject('p1')).toStrictEqual(changed)
        expect(await projects.findProject('p2')).toBeUndefined()
      }),
    )

    it(
      'stores events once per eventId, lists them newest first, per project',
      withStorage(async ({ projects }) => {
        expect(await projects.addEvent(event('p1', 'e1', 1), 100)).toBe(true)
        expect(await projects.addEvent(event('p1', 'e2', 2), 100)).toBe(true)
        expect(await projects.addEvent(event('p1', 'e1', 3), 100)).toBe(false)
        expect(await projects.addEvent(event('p2', 'e1', 4), 100)).toBe(true)
        expect(await projects.listEvents('p1', 10)).toEqual([event('p1', 'e2', 2), event('p1', 'e1', 1)])
        expect(await projects.listEvents('p1', 1)).toEqual([event('p1', 'e2', 2)])
        expect(await projects.countEvents('p1')).toBe(2)
        expect(await projects.countEvents('p2')).toBe(1)
        expect(await projects.countEvents('p3')).toBe(0)
        expect(await projects.listEvents('p3', 10)).toEqual([])
      }),
    )

    it(
      'hands out copies: changing a found project or a listed event changes nothing stored',
      withStorage(async ({ projects }) => {
        await projects.saveProject(project('p1'))
        const found = (await projects.findProject('p1'))!
        found.allowedOrigins.push('https://evil.example')
        found.features.swaps = true
        await projects.addEvent(event('p1', 'e1'), 100)
        const [listed] = await projects.listEvents('p1', 10)
        listed!.body.url = 'https://evil.example/'
        expect(await projects.findProject('p1')).toEqual(project('p1'))
        expect(await projects.listEvents('p1', 10)).toEqual([event('p1', 'e1')])
      }),
    )

    it(
      'keeps only the newest `keep` events of a project (the size cap), leaving other projects alone',
      withStorage(async ({ projects }) => {
        await projects.addEvent(event('other', 'o1'), 3)
        for (let i = 1; i <= 7; i++) await projects.addEvent(event('p1', `e${i}`, i), 3)
        expect((await projects.listEvents('p1', 10)).map((e) => e.eventId)).toEqual(['e7', 'e6', 'e5'])
        expect(await projects.countEvents('p1')).toBe(3)
        expect(await projects.countEvents('other')).toBe(1)
      }),
    )

    it(
      'changes nothing on a duplicate event, even one asking for a smaller cap',
      withStorage(async ({ projects }) => {
        for (let i = 1; i <= 3; i++) await projects.addEvent(event('p1', `e${i}`, i), 100)
        expect(await projects.addEvent(event('p1', 'e1', 9), 1)).toBe(false)
        expect((await projects.listEvents('p1', 10)).map((e) => e.eventId)).toEqual(['e3', 'e2', 'e1'])
      }),
    )

    it(
      'takes concurrent events from two connections without losing or doubling one',
      withTwoConnections(async (storage, second) => {
        await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            (i % 2 ? second : storage).projects.addEvent(event('p1', `e${i}`, i), 100),
          ),
        )
        await Promise.all([
          storage.projects.addEvent(event('p1', 'e0'), 100),
          second.projects.addEvent(event('p1', 'e0'), 100),
        ])
        expect(await storage.projects.countEvents('p1')).toBe(10)
      }),
    )
  })
}
