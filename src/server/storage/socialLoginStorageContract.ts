/**
 * The social login part of the auth storage contract (tests only): `storage.test.ts` runs
 * it against memory, SQLite and PostgreSQL beside `describeAuthStorageContract`.
 */
import { describe, expect, it } from 'vitest'
import type { SocialLoginRequest } from './authTypes.js'
import { at, authSession, type StorageUnderTest, signUp, withStorageOf } from './storageContractKit.js'

function login(
  id: string,
  overrides: Partial<SocialLoginRequest> = {},
): Omit<SocialLoginRequest, 'status' | 'userId' | 'error'> {
  return {
    id,
    secretHash: `secret-${id}`,
    provider: 'google',
    stateHash: `state-${id}`,
    sealedSecrets: 'sealed',
    site: 'https://app.example',
    createdAt: at(0),
    expiresAt: at(600_000),
    ...overrides,
  }
}

/** Declares the social login stores' contract tests for one backend. */
export function describeSocialLoginStorageContract(name: string, backend: StorageUnderTest): void {
  const withStorage = withStorageOf(backend)

  describe(`${name} storage: the social login contract`, () => {
    it(
      'finds a login request by id and by state; finishes it once, then collects it once',
      withStorage(async ({ auth }) => {
        await auth.logins.createLogin(login('r1'))
        const pending = { ...login('r1'), status: 'pending' }
        expect(await auth.logins.getLogin('r1')).toEqual(pending)
        expect(await auth.logins.findLoginByState('state-r1')).toEqual(pending)
        expect(await auth.logins.findLoginByState('state-none')).toBeUndefined()
        expect(await auth.logins.collectLogin('r1', at(0))).toBe(false)
        expect(await auth.logins.finishLogin('r1', { userId: 'u1' }, at(0))).toBe(true)
        // A replayed callback finds it finished.
        expect(await auth.logins.finishLogin('r1', { userId: 'u2' }, at(0))).toBe(false)
        expect(await auth.logins.getLogin('r1')).toEqual({ ...pending, status: 'complete', userId: 'u1' })
        expect(await auth.logins.collectLogin('r1', at(0))).toBe(true)
        expect(await auth.logins.collectLogin('r1', at(0))).toBe(false)
        expect((await auth.logins.getLogin('r1'))?.status).toBe('collected')
      }),
    )

    it(
      'fails a request with its reason; nothing finishes or collects after expiry',
      withStorage(async ({ auth }) => {
        await auth.logins.createLogin(login('r1'))
        await auth.logins.createLogin(login('r2', { expiresAt: at(1000) }))
        expect(await auth.logins.finishLogin('r1', { error: 'refused' }, at(0))).toBe(true)
        expect(await auth.logins.getLogin('r1')).toMatchObject({ status: 'failed', error: 'refused' })
        expect(await auth.logins.collectLogin('r1', at(0))).toBe(false)
        expect(await auth.logins.finishLogin('r2', { userId: 'u1' }, at(1000))).toBe(false)
        expect(await auth.logins.finishLogin('nobody', { userId: 'u1' }, at(0))).toBe(false)
      }),
    )

    it(
      'collects a finished request only before its expiry',
      withStorage(async ({ auth }) => {
        await auth.logins.createLogin(login('r1', { expiresAt: at(1000) }))
        expect(await auth.logins.finishLogin('r1', { userId: 'u1' }, at(999))).toBe(true)
        expect(await auth.logins.collectLogin('r1', at(1000))).toBe(false)
        expect((await auth.logins.getLogin('r1'))?.status).toBe('complete')
      }),
    )

    it(
      'lets exactly one of ten concurrent callbacks finish a request, and one of ten polls collect it',
      withStorage(async ({ auth }) => {
        await auth.logins.createLogin(login('r1'))
        const finished = await Promise.all(
          Array.from({ length: 10 }, (_, i) => auth.logins.finishLogin('r1', { userId: `u${i}` }, at(0))),
        )
        expect(finished.filter(Boolean)).toHaveLength(1)
        const collected = await Promise.all(Array.from({ length: 10 }, () => auth.logins.collectLogin('r1', at(0))))
        expect(collected.filter(Boolean)).toHaveLength(1)
      }),
    )

    it(
      'links a second identity to a user once, never a taken one or a second of a kind; updates its value',
      withStorage(async ({ auth }) => {
        await signUp(auth, 'u1', { kind: 'email', lookup: 'L1', sealedValue: 's1' })
        await signUp(auth, 'u2', { kind: 'social:google', lookup: 'G2', sealedValue: 'g2' })
        const google = { userId: 'u1', kind: 'social:google', lookup: 'G1', sealedValue: 'g1', createdAt: at(5) }
        expect(await auth.users.addIdentity(google)).toBe(true)
        expect((await auth.users.findUserByIdentity('social:google', 'G1'))?.id).toBe('u1')
        expect(await auth.users.getIdentity('u1', 'social:google')).toEqual(google)
        expect(await auth.users.addIdentity({ ...google, lookup: 'G3' })).toBe(false)
        expect(await auth.users.addIdentity({ ...google, userId: 'u1', kind: 'social:github', lookup: 'G2' })).toBe(
          true,
        )
        expect(await auth.users.addIdentity({ ...google, userId: 'u2', kind: 'email', lookup: 'L1' })).toBe(false)
        expect(await auth.users.addIdentity({ ...google, userId: 'nobody', kind: 'social:x', lookup: 'X1' })).toBe(
          false,
        )
        expect(await auth.users.updateIdentityValue('u1', 'social:google', 'g1-new')).toBe(true)
        expect((await auth.users.getIdentity('u1', 'social:google'))?.sealedValue).toBe('g1-new')
        expect(await auth.users.updateIdentityValue('u1', 'social:x', 'x')).toBe(false)
      }),
    )

    it(
      "keeps a session's sign-in method",
      withStorage(async ({ auth }) => {
        const session = authSession('h1', { method: 'github' })
        await auth.sessions.saveSession(session)
        expect(await auth.sessions.findSession('h1', at(0))).toEqual(session)
      }),
    )

    it(
      'sweeps expired login requests',
      withStorage(async (storage) => {
        await storage.auth.logins.createLogin(login('old', { expiresAt: at(1000) }))
        await storage.auth.logins.createLogin(login('new', { expiresAt: at(5000) }))
        expect(await storage.sweep(at(1000))).toBe(1)
        expect(await storage.auth.logins.getLogin('old')).toBeUndefined()
        expect(await storage.auth.logins.getLogin('new')).toBeDefined()
      }),
    )
  })
}
