import type Database from 'better-sqlite3'
import type { AuthIdentity, AuthUser, AuthUserStore, OtpChallenge, OtpStore } from '../authTypes.js'
import {
  type AuthIdentityRow,
  type AuthUserRow,
  toAuthIdentity,
  fromEpochMs,
  type OtpChallengeRow,
  toAuthUser,
  toOtpChallenge,
} from '../authRows.js'

/** The {@link AuthUserStore} over tables `auth_users` and `auth_identities` (SQLite migration 3). */
export function sqliteAuthUserStore(db: Database.Database): AuthUserStore {
  const statements = {
    byIdentity: db.prepare(
      'SELECT u.* FROM auth_users u JOIN auth_identities i ON i.user_id = u.id WHERE i.kind = ? AND i.lookup = ?',
    ),
    byId: db.prepare('SELECT * FROM auth_users WHERE id = ?'),
    insertUser: db.prepare('INSERT INTO auth_users (id, created_at) VALUES (?, ?)'),
    insertIdentity: db.prepare(
      'INSERT INTO auth_identities (kind, lookup, user_id, sealed_value, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (kind, lookup) DO NOTHING',
    ),
    identity: db.prepare('SELECT * FROM auth_identities WHERE user_id = ? AND kind = ?'),
    setWallet: db.prepare(
      'UPDATE auth_users SET wallet_eip155 = ?, wallet_solana = ?, recovery_mode = ? WHERE id = ? AND wallet_eip155 IS NULL',
    ),
    lookupOwner: db.prepare('SELECT user_id FROM auth_identities WHERE kind = ? AND lookup = ?'),
    moveIdentity: db.prepare('UPDATE auth_identities SET lookup = ?, sealed_value = ? WHERE user_id = ? AND kind = ?'),
    // The primary key refuses a taken (kind, lookup), UNIQUE (user_id, kind) a second of a kind.
    addIdentity: db.prepare(
      'INSERT INTO auth_identities (kind, lookup, user_id, sealed_value, created_at) SELECT ?, ?, id, ?, ? FROM auth_users WHERE id = ? ON CONFLICT DO NOTHING',
    ),
    updateValue: db.prepare('UPDATE auth_identities SET sealed_value = ? WHERE user_id = ? AND kind = ?'),
  }
  // A losing racer's user row is rolled back with its transaction; the winner's user is resolved.
  const create = db.transaction((user: Omit<AuthUser, 'wallet'>, identity: Omit<AuthIdentity, 'userId'>): AuthUser => {
    const owner = statements.byIdentity.get(identity.kind, identity.lookup) as AuthUserRow<number> | undefined
    if (owner) return toAuthUser(owner, fromEpochMs)
    statements.insertUser.run(user.id, user.createdAt.getTime())
    statements.insertIdentity.run(
      identity.kind,
      identity.lookup,
      user.id,
      identity.sealedValue,
      identity.createdAt.getTime(),
    )
    return { id: user.id, createdAt: user.createdAt }
  })
  const replace = db.transaction((userId: string, kind: string, lookup: string, sealedValue: string): boolean => {
    const owner = statements.lookupOwner.get(kind, lookup) as { user_id: string } | undefined
    if (owner && owner.user_id !== userId) return false
    return statements.moveIdentity.run(lookup, sealedValue, userId, kind).changes === 1
  })
  return {
    async findUserByIdentity(kind, lookup) {
      const row = statements.byIdentity.get(kind, lookup) as AuthUserRow<number> | undefined
      return row && toAuthUser(row, fromEpochMs)
    },
    async createUser(user, identity) {
      return create.immediate(user, identity)
    },
    async getUser(id) {
      const row = statements.byId.get(id) as AuthUserRow<number> | undefined
      return row && toAuthUser(row, fromEpochMs)
    },
    async getIdentity(userId, kind) {
      const row = statements.identity.get(userId, kind) as AuthIdentityRow<number> | undefined
      return row && toAuthIdentity(row, fromEpochMs)
    },
    async setWallet(userId, wallet) {
      return statements.setWallet.run(wallet.eip155, wallet.solana, wallet.recoveryMode, userId).changes === 1
    },
    async replaceIdentity(userId, kind, lookup, sealedValue) {
      return replace.immediate(userId, kind, lookup, sealedValue)
    },
    async addIdentity(identity) {
      return (
        statements.addIdentity.run(
          identity.kind,
          identity.lookup,
          identity.sealedValue,
          identity.createdAt.getTime(),
          identity.userId,
        ).changes === 1
      )
    },
    async updateIdentityValue(userId, kind, sealedValue) {
      return statements.updateValue.run(sealedValue, userId, kind).changes === 1
    },
  }
}

/** The {@link OtpStore} over table `auth_otp_challenges` (SQLite migration 3). */
export function sqliteOtpStore(db: Database.Database): OtpStore & { sweep(now: Date): number } {
  const statements = {
    voidOthers: db.prepare(
      "UPDATE auth_otp_challenges SET state = 'voided' WHERE lookup = ? AND purpose = ? AND state = 'live'",
    ),
    insert: db.prepare(
      `INSERT INTO auth_otp_challenges (id, purpose, lookup, user_id, sealed_email, code_hmac, attempts, state, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, 0, 'live', ?, ?)`,
    ),
    get: db.prepare('SELECT * FROM auth_otp_challenges WHERE id = ?'),
    attempt: db.prepare(
      `UPDATE auth_otp_challenges SET attempts = attempts + 1
       WHERE id = ? AND state = 'live' AND expires_at > ? AND attempts < ? RETURNING *`,
    ),
    consume: db.prepare(
      "UPDATE auth_otp_challenges SET state = 'used' WHERE id = ? AND state = 'live' AND expires_at > ?",
    ),
    sweep: db.prepare('DELETE FROM auth_otp_challenges WHERE expires_at <= ?'),
  }
  const create = db.transaction((c: Omit<OtpChallenge, 'attempts' | 'state'>) => {
    statements.voidOthers.run(c.lookup, c.purpose)
    statements.insert.run(
      c.id,
      c.purpose,
      c.lookup,
      c.userId ?? null,
      c.sealedEmail,
      c.codeHmac,
      c.createdAt.getTime(),
      c.expiresAt.getTime(),
    )
  })
  return {
    async createChallenge(challenge) {
      create.immediate(challenge)
    },
    async getChallenge(id) {
      const row = statements.get.get(id) as OtpChallengeRow<number> | undefined
      return row && toOtpChallenge(row, fromEpochMs)
    },
    async recordAttempt(id, now, maxAttempts) {
      const row = statements.attempt.get(id, now.getTime(), maxAttempts) as OtpChallengeRow<number> | undefined
      return row && toOtpChallenge(row, fromEpochMs)
    },
    async consume(id, now) {
      return statements.consume.run(id, now.getTime()).changes === 1
    },
    sweep: (now) => statements.sweep.run(now.getTime()).changes,
  }
}
