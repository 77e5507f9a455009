import type { Pool } from 'pg'
import type { AuthUserStore, OtpStore } from '../authTypes.js'
import { inTransaction } from './transaction.js'
import {
  type AuthIdentityRow,
  type AuthUserRow,
  toAuthIdentity,
  fromTimestamptz,
  type OtpChallengeRow,
  toAuthUser,
  toOtpChallenge,
} from '../authRows.js'

const USER_BY_IDENTITY =
  'SELECT u.* FROM auth_users u JOIN auth_identities i ON i.user_id = u.id WHERE i.kind = $1 AND i.lookup = $2'

/** The {@link AuthUserStore} over tables `auth_users` and `auth_identities` (PostgreSQL migration 3). */
export function postgresAuthUserStore(pool: Pool): AuthUserStore {
  return {
    async findUserByIdentity(kind, lookup) {
      const { rows } = await pool.query<AuthUserRow<Date>>(USER_BY_IDENTITY, [kind, lookup])
      return rows[0] && toAuthUser(rows[0], fromTimestamptz)
    },
    async createUser(user, identity) {
      return inTransaction(pool, async (client) => {
        await client.query('INSERT INTO auth_users (id, created_at) VALUES ($1, $2)', [user.id, user.createdAt])
        const inserted = await client.query(
          `INSERT INTO auth_identities (kind, lookup, user_id, sealed_value, created_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (kind, lookup) DO NOTHING RETURNING user_id`,
          [identity.kind, identity.lookup, user.id, identity.sealedValue, identity.createdAt],
        )
        if (inserted.rowCount === 1) return { id: user.id, createdAt: user.createdAt }
        // Another process won the race: drop our user row, resolve theirs.
        await client.query('DELETE FROM auth_users WHERE id = $1', [user.id])
        const { rows } = await client.query<AuthUserRow<Date>>(USER_BY_IDENTITY, [identity.kind, identity.lookup])
        return toAuthUser(rows[0]!, fromTimestamptz)
      })
    },
    async getUser(id) {
      const { rows } = await pool.query<AuthUserRow<Date>>('SELECT * FROM auth_users WHERE id = $1', [id])
      return rows[0] && toAuthUser(rows[0], fromTimestamptz)
    },
    async getIdentity(userId, kind) {
      const { rows } = await pool.query<AuthIdentityRow<Date>>(
        'SELECT * FROM auth_identities WHERE user_id = $1 AND kind = $2',
        [userId, kind],
      )
      return rows[0] && toAuthIdentity(rows[0], fromTimestamptz)
    },
    async setWallet(userId, wallet) {
      const { rowCount } = await pool.query(
        'UPDATE auth_users SET wallet_eip155 = $1, wallet_solana = $2, recovery_mode = $3 WHERE id = $4 AND wallet_eip155 IS NULL',
        [wallet.eip155, wallet.solana, wallet.recoveryMode, userId],
      )
      return rowCount === 1
    },
    async replaceIdentity(userId, kind, lookup, sealedValue) {
      try {
        // The primary key (kind, lookup) refuses a lookup another user holds.
        const { rowCount } = await pool.query(
          'UPDATE auth_identities SET lookup = $1, sealed_value = $2 WHERE user_id = $3 AND kind = $4',
          [lookup, sealedValue, userId, kind],
        )
        return rowCount === 1
      } catch (error) {
        if ((error as { code?: string }).code === '23505') return false
        throw error
      }
    },
    async addIdentity(identity) {
      // The primary key refuses a taken (kind, lookup), UNIQUE (user_id, kind) a second of a kind.
      const { rowCount } = await pool.query(
        `INSERT INTO auth_identities (kind, lookup, user_id, sealed_value, created_at) SELECT $1, $2, id, $3, $4 FROM auth_users WHERE id = $5
         ON CONFLICT DO NOTHING`,
        [identity.kind, identity.lookup, identity.sealedValue, identity.createdAt, identity.userId],
      )
      return rowCount === 1
    },
    async updateIdentityValue(userId, kind, sealedValue) {
      const { rowCount } = await pool.query(
        'UPDATE auth_identities SET sealed_value = $1 WHERE user_id = $2 AND kind = $3',
        [sealedValue, userId, kind],
      )
      return rowCount === 1
    },
  }
}

/** The {@link OtpStore} over table `auth_otp_challenges` (PostgreSQL migration 3). */
export function postgresOtpStore(pool: Pool): OtpStore & { sweep(now: Date): Promise<number> } {
  return {
    async createChallenge(c) {
      // One statement (atomic on its own): no connection held across round trips for a transaction.
      await pool.query(
        `WITH voided AS (
           UPDATE auth_otp_challenges SET state = 'voided' WHERE lookup = $3 AND purpose = $2 AND state = 'live'
         )
         INSERT INTO auth_otp_challenges (id, purpose, lookup, user_id, sealed_email, code_hmac, attempts, state, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, 0, 'live', $7, $8)`,
        [c.id, c.purpose, c.lookup, c.userId ?? null, c.sealedEmail, c.codeHmac, c.createdAt, c.expiresAt],
      )
    },
    async getChallenge(id) {
      const { rows } = await pool.query<OtpChallengeRow<Date>>('SELECT * FROM auth_otp_challenges WHERE id = $1', [id])
      return rows[0] && toOtpChallenge(rows[0], fromTimestamptz)
    },
    async recordAttempt(id, now, maxAttempts) {
      const { rows } = await pool.query<OtpChallengeRow<Date>>(
        `UPDATE auth_otp_challenges SET attempts = attempts + 1
         WHERE id = $1 AND state = 'live' AND expires_at > $2 AND attempts < $3 RETURNING *`,
        [id, now, maxAttempts],
      )
      return rows[0] && toOtpChallenge(rows[0], fromTimestamptz)
    },
    async consume(id, now) {
      const { rowCount } = await pool.query(
        "UPDATE auth_otp_challenges SET state = 'used' WHERE id = $1 AND state = 'live' AND expires_at > $2",
        [id, now],
      )
      return rowCount === 1
    },
    async sweep(now) {
      return (await pool.query('DELETE FROM auth_otp_challenges WHERE expires_at <= $1', [now])).rowCount ?? 0
    },
  }
}
