/**
 * The auth server's part of the storage contract (tests only): `storage.test.ts` runs it against
 * memory, SQLite and PostgreSQL, beside `describeStorageContract`.
 */
import { describe, expect, it } from 'vitest'
import type { OtpChallenge } from './authTypes.js'
import {
  at,
  authSession,
  type StorageUnderTest,
  signUp,
  withStorageOf,
  withTwoConnectionsOf,
} from './storageContractKit.js'

const WALLET = {
  eip155: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  solana: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
  recoveryMode: 'operator',
} as const

function challenge(id: string, overrides: Partial<OtpChallenge> = {}): Omit<OtpChallenge, 'attempts' | 'state'> {
  return {
    id,
    purpose: 'login',
    lookup: 'lookup-a',
    sealedEmail: 'sealed',
    codeHmac: 'hmac',
    createdAt: at(0),
    expiresAt: at(600_000),
    ...overrides,
  }
}

/** Declares the auth stores' contract tests for one backend. */
export function describeAuthStorageContract(name: string, backend: StorageUnderTest): void {
  const withStorage = withStorageOf(backend)
  const withTwoConnections = withTwoConnectionsOf(backend)

  describe(`${name} storage: the auth contract`, () => {
    it(
      'creates a user with an email identity once; a second sign-up of the same lookup resolves the first user',
      withStorage(async ({ auth }) => {
        const first = await signUp(auth, 'u1', { kind: 'email', lookup: 'L1', sealedValue: 's1' })
        expect(first).toEqual({ id: 'u1', createdAt: at(0) })
        const again = await signUp(auth, 'u2', { kind: 'email', lookup: 'L1', sealedValue: 's2' }, 1)
        expect(again.id).toBe('u1')
        expect(await auth.users.getUser('u2')).toBeUndefined()
        expect((await auth.users.findUserByIdentity('email', 'L1'))?.id).toBe('u1')
        expect(await auth.users.findUserByIdentity('email', 'nobody')).toBeUndefined()
        expect(await auth.users.getIdentity('u1', 'email')).toEqual({
          userId: 'u1',
          kind: 'email',
          lookup: 'L1',
          sealedValue: 's1',
          createdAt: at(0),
        })
      }),
    )

    it(
      'lets exactly one of five concurrent first sign-ups of one email create the user',
      withStorage(async ({ auth }) => {
        const users = await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            signUp(auth, `race-${i}`, { kind: 'email', lookup: 'RACE', sealedValue: 's' }),
          ),
        )
        expect(new Set(users.map((user) => user.id)).size).toBe(1)
      }),
    )

    it(
      'sets a wallet once',
      withStorage(async ({ auth }) => {
        await signUp(auth, 'u1', { kind: 'email', lookup: 'L1', sealedValue: 's' })
        expect(await auth.users.setWallet('u1', WALLET)).toBe(true)
        expect(await auth.users.setWallet('u1', { ...WALLET, eip155: '0x0' })).toBe(false)
        expect(await auth.users.setWallet('nobody', WALLET)).toBe(false)
        expect((await auth.users.getUser('u1'))?.wallet).toEqual(WALLET)
        // A copy: changing the wallet of a user read back changes nothing stored.
        const read = (await auth.users.getUser('u1'))!
        Object.assign(read.wallet!, { eip155: '0x0' })
        expect((await auth.users.getUser('u1'))?.wallet).toEqual(WALLET)
      }),
    )

    it(
      "moves an identity to a new lookup, never onto another user's",
      withStorage(async ({ auth }) => {
        await signUp(auth, 'u1', { kind: 'email', lookup: 'L1', sealedValue: 's1' })
        await signUp(auth, 'u2', { kind: 'email', lookup: 'L2', sealedValue: 's2' })
        expect(await auth.users.replaceIdentity('u1', 'email', 'L2', 'x')).toBe(false)
        expect(await auth.users.replaceIdentity('u1', 'email', 'L3', 's3')).toBe(true)
        expect(await auth.users.findUserByIdentity('email', 'L1')).toBeUndefined()
        expect((await auth.users.findUserByIdentity('email', 'L3'))?.id).toBe('u1')
        expect((await auth.users.getIdentity('u1', 'email'))?.sealedValue).toBe('s3')
        expect(await auth.users.replaceIdentity('nobody', 'email', 'L9', 'x')).toBe(false)
        // Its own lookup is not "taken": the same address again re-seals the value.
        expect(await auth.users.replaceIdentity('u1', 'email', 'L3', 's4')).toBe(true)
        expect(await auth.users.getIdentity('u1', 'email')).toMatchObject({ lookup: 'L3', sealedValue: 's4' })
      }),
    )

    it(
      'voids the live challenge of the same address and purpose when a new one is created',
      withStorage(async ({ auth }) => {
        await auth.otp.createChallenge(challenge('c1'))
        await auth.otp.createChallenge(challenge('other-purpose', { purpose: 'email-change-old', userId: 'u1' }))
        await auth.otp.createChallenge(challenge('c2'))
        expect((await auth.otp.getChallenge('c1'))?.state).toBe('voided')
        expect(await auth.otp.getChallenge('c2')).toEqual({ ...challenge('c2'), attempts: 0, state: 'live' })
        expect(await auth.otp.getChallenge('other-purpose')).toEqual({
          ...challenge('other-purpose', { purpose: 'email-change-old', userId: 'u1' }),
          attempts: 0,
          state: 'live',
        })
        expect(await auth.otp.getChallenge('unknown')).toBeUndefined()
      }),
    )

    it(
      "voids neither another address's challenge nor a used one",
      withStorage(async ({ auth }) => {
        await auth.otp.createChallenge(challenge('used'))
        expect(await auth.otp.consume('used', at(0))).toBe(true)
        await auth.otp.createChallenge(challenge('a'))
        await auth.otp.createChallenge(challenge('b', { lookup: 'lookup-b' }))
        expect((await auth.otp.getChallenge('used'))?.state).toBe('used')
        expect((await auth.otp.getChallenge('a'))?.state).toBe('live')
        expect((await auth.otp.getChallenge('b'))?.state).toBe('live')
      }),
    )

    it(
      'counts tries up to the limit, only while live and unexpired; consumes once',
      withStorage(async ({ auth }) => {
        await auth.otp.createChallenge(challenge('c1'))
        expect((await auth.otp.recordAttempt('c1', at(0), 2))?.attempts).toBe(1)
        expect((await auth.otp.recordAttempt('c1', at(0), 2))?.attempts).toBe(2)
        expect(await auth.otp.recordAttempt('c1', at(0), 2)).toBeUndefined()
        expect((await auth.otp.getChallenge('c1'))?.attempts).toBe(2)
        expect(await auth.otp.recordAttempt('c1', at(600_000), 5)).toBeUndefined()
        expect(await auth.otp.consume('c1', at(600_000))).toBe(false)
        expect(await auth.otp.consume('c1', at(1))).toBe(true)
        expect(await auth.otp.consume('c1', at(1))).toBe(false)
        expect(await auth.otp.recordAttempt('c1', at(1), 5)).toBeUndefined()
        expect((await auth.otp.getChallenge('c1'))?.state).toBe('used')
      }),
    )

    it(
      'counts exactly maxAttempts of ten concurrent tries and lets one of ten concurrent consumes through',
      withStorage(async ({ auth }) => {
        await auth.otp.createChallenge(challenge('c1'))
        const tries = await Promise.all(Array.from({ length: 10 }, () => auth.otp.recordAttempt('c1', at(0), 5)))
        expect(
          tries
            .filter(Boolean)
            .map((t) => t!.attempts)
            .sort((a, b) => a - b),
        ).toEqual([1, 2, 3, 4, 5])
        const consumed = await Promise.all(Array.from({ length: 10 }, () => auth.otp.consume('c1', at(0))))
        expect(consumed.filter(Boolean)).toHaveLength(1)
      }),
    )

    it(
      'finds a session while both its expiries are ahead, touches and deletes it',
      withStorage(async ({ auth }) => {
        const session = authSession('h1')
        await auth.sessions.saveSession(session)
        await auth.sessions.saveSession({ ...session, tokenHash: 'h2' })
        expect(await auth.sessions.findSession('h1', at(999))).toEqual(session)
        expect(await auth.sessions.findSession('h1', at(1000))).toBeUndefined()
        await auth.sessions.touchSession('h1', at(5000))
        expect(await auth.sessions.findSession('h1', at(4999))).toEqual({ ...session, idleExpiresAt: at(5000) })
        expect(await auth.sessions.findSession('h1', at(5000))).toBeUndefined()
        expect(await auth.sessions.deleteSession('h1')).toBe(true)
        expect(await auth.sessions.deleteSession('h1')).toBe(false)
        expect(await auth.sessions.deleteUserSessions('u1')).toBe(1)
        expect(await auth.sessions.findSession('h2', at(0))).toBeUndefined()
      }),
    )

    it(
      "keeps a session's device binding (DPoP key thumbprint and public JWK) and its method; a session without one reads without",
      withStorage(async ({ auth }) => {
        const jwk = JSON.stringify({ kty: 'EC', crv: 'P-256', x: 'x'.repeat(43), y: 'y'.repeat(43) })
        const bound = authSession('h1', { method: 'google', dpopJkt: 'j'.repeat(43), dpopJwk: jwk })
        const unbound = authSession('h2')
        await auth.sessions.saveSession(bound)
        await auth.sessions.saveSession(unbound)
        expect(await auth.sessions.findSession('h1', at(1))).toEqual(bound)
        await auth.sessions.touchSession('h1', at(2000))
        expect(await auth.sessions.findSession('h1', at(1500))).toEqual({ ...bound, idleExpiresAt: at(2000) })
        const read = await auth.sessions.findSession('h2', at(1))
        expect(read).toEqual(unbound)
        expect(read && 'dpopJkt' in read).toBe(false)
      }),
    )

    it(
      "ends a session at its absolute expiry even while the idle one is ahead; deletes one user's sessions only",
      withStorage(async ({ auth }) => {
        const session = authSession('h1', { idleExpiresAt: at(5000), expiresAt: at(3000) })
        await auth.sessions.saveSession(session)
        await auth.sessions.saveSession({ ...session, tokenHash: 'h2', userId: 'u2' })
        expect(await auth.sessions.findSession('h1', at(2999))).toEqual(session)
        expect(await auth.sessions.findSession('h1', at(3000))).toBeUndefined()
        expect(await auth.sessions.deleteUserSessions('u1')).toBe(1)
        expect((await auth.sessions.findSession('h2', at(0)))?.userId).toBe('u2')
      }),
    )

    it(
      'records devices: created the first time, seen after',
      withStorage(async ({ auth }) => {
        expect(await auth.sessions.upsertDevice('u1', 'd1', at(0))).toEqual({ created: true })
        expect(await auth.sessions.upsertDevice('u1', 'd1', at(0))).toEqual({ created: false })
        expect(await auth.sessions.upsertDevice('u1', 'd2', at(5))).toEqual({ created: true })
        expect(await auth.sessions.upsertDevice('u1', 'd1', at(9))).toEqual({ created: false })
        expect(await auth.sessions.listDevices('u1')).toEqual([
          { userId: 'u1', deviceId: 'd1', createdAt: at(0), lastSeenAt: at(9) },
          { userId: 'u1', deviceId: 'd2', createdAt: at(5), lastSeenAt: at(5) },
        ])
        expect(await auth.sessions.upsertDevice('u2', 'd1', at(7))).toEqual({ created: true })
        expect(await auth.sessions.listDevices('u2')).toEqual([
          { userId: 'u2', deviceId: 'd1', createdAt: at(7), lastSeenAt: at(7) },
        ])
        expect(await auth.sessions.listDevices('u1')).toHaveLength(2)
      }),
    )

    it(
      "stores a share once unless replacing, and deletes a device's shares",
      withStorage(async ({ auth }) => {
        const share = { userId: 'u1', deviceId: '', kind: 'auth' as const, sealed: 'a', createdAt: at(0) }
        expect(await auth.shares.putShare(share, false)).toBe(true)
        expect(await auth.shares.putShare({ ...share, sealed: 'b' }, false)).toBe(false)
        expect(await auth.shares.getShare('u1', '', 'auth')).toEqual(share)
        const deviceShare = { ...share, deviceId: 'd2', kind: 'device-auth' as const }
        expect(await auth.shares.putShare(deviceShare, false)).toBe(true)
        expect(await auth.shares.putShare({ ...deviceShare, sealed: 'c' }, true)).toBe(true)
        expect((await auth.shares.getShare('u1', 'd2', 'device-auth'))?.sealed).toBe('c')
        expect(await auth.shares.getShare('u1', 'd2', 'recovery')).toBeUndefined()
        const otherUsers = { ...deviceShare, userId: 'u2' }
        expect(await auth.shares.putShare(otherUsers, false)).toBe(true)
        expect(await auth.shares.deleteDeviceShares('u1', 'd2')).toBe(1)
        expect(await auth.shares.getShare('u2', 'd2', 'device-auth')).toEqual(otherUsers)
        expect(await auth.shares.getShare('u1', 'd2', 'device-auth')).toBeUndefined()
        expect(await auth.shares.getShare('u1', '', 'auth')).toEqual(share)
      }),
    )

    it(
      "appends to the audit log and lists a user's newest entries first",
      withStorage(async ({ auth }) => {
        await auth.audit.append({ at: at(0), event: 'otp.sent', ip: '192.0.2.1' })
        await auth.audit.append({ at: at(1), event: 'login', userId: 'u1', ip: '192.0.2.1' })
        await auth.audit.append({ at: at(2), event: 'wallet.created', userId: 'u1', detail: 'operator' })
        expect(await auth.audit.list('u1', 5)).toEqual([
          { at: at(2), event: 'wallet.created', userId: 'u1', detail: 'operator' },
          { at: at(1), event: 'login', userId: 'u1', ip: '192.0.2.1' },
        ])
        expect(await auth.audit.list('u1', 1)).toHaveLength(1)
      }),
    )

    it(
      'adds rate-limiter points until expiry, then starts again; forceExpire sets both; 20 concurrent adds count 20',
      withStorage(async ({ rateLimiterPoints: points }) => {
        expect(await points.upsert('k', 1, 1000, false, at(0))).toEqual({ points: 1, expiresAt: at(1000) })
        expect(await points.upsert('k', 2, 1000, false, at(500))).toEqual({ points: 3, expiresAt: at(1000) })
        expect(await points.get('k', at(999))).toEqual({ points: 3, expiresAt: at(1000) })
        expect(await points.get('k', at(1000))).toBeUndefined()
        expect(await points.upsert('k', 1, 1000, false, at(1000))).toEqual({ points: 1, expiresAt: at(2000) })
        expect(await points.upsert('k', 7, 0, true, at(1001))).toEqual({ points: 7, expiresAt: null })
        expect(await points.get('k', at(99_999))).toEqual({ points: 7, expiresAt: null })
        expect(await points.delete('k')).toBe(true)
        expect(await points.delete('k')).toBe(false)
        const adds = await Promise.all(
          Array.from({ length: 20 }, () => points.upsert('burst', 1, 60_000, false, at(0))),
        )
        expect(adds.map((a) => a.points).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
      }),
    )

    it(
      'sweeps expired challenges, sessions (either expiry) and points; keeps users, shares and the log',
      withStorage(async (storage) => {
        const { auth } = storage
        await signUp(auth, 'u1', { kind: 'email', lookup: 'L1', sealedValue: 's' })
        await auth.otp.createChallenge(challenge('old', { expiresAt: at(1000) }))
        await auth.otp.createChallenge(challenge('new', { lookup: 'other', expiresAt: at(5000) }))
        const session = authSession('idle', { expiresAt: at(9000) })
        await auth.sessions.saveSession(session)
        await auth.sessions.saveSession({ ...session, tokenHash: 'live', idleExpiresAt: at(5000) })
        await storage.rateLimiterPoints.upsert('old', 1, 1000, false, at(0))
        await storage.rateLimiterPoints.upsert('forever', 1, 0, false, at(0))
        await auth.shares.putShare({ userId: 'u1', deviceId: '', kind: 'auth', sealed: 'a', createdAt: at(0) }, false)
        expect(await storage.sweep(at(1000))).toBe(3)
        expect(await auth.otp.getChallenge('new')).toBeDefined()
        expect(await auth.sessions.findSession('live', at(1000))).toBeDefined()
        expect(await storage.rateLimiterPoints.get('forever', at(1000))).toEqual({ points: 1, expiresAt: null })
        expect(await auth.users.getUser('u1')).toBeDefined()
        expect(await auth.shares.getShare('u1', '', 'auth')).toBeDefined()
      }),
    )

    if (backend.openSecond)
      it(
        'shares challenges, sessions and points between two connections (two processes) on one database',
        withTwoConnections(async (first, second) => {
          await first.auth.otp.createChallenge(challenge('shared'))
          const consumed = await Promise.all([
            first.auth.otp.consume('shared', at(0)),
            second.auth.otp.consume('shared', at(0)),
          ])
          expect(consumed.filter(Boolean)).toHaveLength(1)
          await second.auth.sessions.saveSession(authSession('h', { userId: 'u' }))
          expect((await first.auth.sessions.findSession('h', at(0)))?.userId).toBe('u')
          const adds = await Promise.all(
            [first, second, first, second].map((s) => s.rateLimiterPoints.upsert('shared', 1, 60_000, false, at(0))),
          )
          expect(adds.map((a) => a.points).sort()).toEqual([1, 2, 3, 4])
        }),
      )
  })
}
