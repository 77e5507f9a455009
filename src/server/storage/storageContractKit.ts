/**
 * What the storage contract suites share (tests only): how a suite opens a backend, the clock they
 * all count from, and a test body wrapped in open and close.
 */
import type { AuthIdentity, AuthSession, AuthUser, ServerStorage } from './types.js'

/** How the contract opens a backend. */
export interface StorageUnderTest {
  /** A storage over a fresh, empty database. */
  open(): Promise<ServerStorage>
  /** A second storage (another connection or pool, as another process would have) over the database of `first`. */
  openSecond?(first: ServerStorage): Promise<ServerStorage>
}

/** The contract's "now". */
export const T0 = new Date('2030-01-01T00:00:00.000Z')

/** `ms` after {@link T0}. */
export const at = (ms: number): Date => new Date(T0.getTime() + ms)

/** A test body that runs on a fresh storage of `backend`, closed after it whatever happens. */
export function withStorageOf(
  backend: StorageUnderTest,
): (test: (storage: ServerStorage) => Promise<void>) => () => Promise<void> {
  return (test) => async () => {
    const storage = await backend.open()
    try {
      await test(storage)
    } finally {
      await storage.close()
    }
  }
}

/**
 * A test body that runs on a fresh storage of `backend` and a second connection to its database, as
 * another process would have (the first storage again for a backend without `openSecond`), both
 * closed after it whatever happens.
 */
export function withTwoConnectionsOf(
  backend: StorageUnderTest,
): (test: (first: ServerStorage, second: ServerStorage) => Promise<void>) => () => Promise<void> {
  return (test) =>
    withStorageOf(backend)(async (first) => {
      const second = backend.openSecond ? await backend.openSecond(first) : first
      try {
        await test(first, second)
      } finally {
        if (second !== first) await second.close()
      }
    })
}

/**
 * Signs up user `id` with one identity, the user and the identity both created at `at(ms)`:
 * what `createUser` resolves (the user of that identity, new or already there).
 */
export function signUp(
  auth: ServerStorage['auth'],
  id: string,
  identity: Pick<AuthIdentity, 'kind' | 'lookup' | 'sealedValue'>,
  ms = 0,
): Promise<AuthUser> {
  return auth.users.createUser({ id, createdAt: at(ms) }, { ...identity, createdAt: at(ms) })
}

/** Session `tokenHash` of user u1 on device d1, created at {@link T0}, idle until 1 s and ending at 5 s after it, with `overrides`. */
export function authSession(tokenHash: string, overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    tokenHash,
    userId: 'u1',
    deviceId: 'd1',
    createdAt: at(0),
    idleExpiresAt: at(1000),
    expiresAt: at(5000),
    ...overrides,
  }
}
