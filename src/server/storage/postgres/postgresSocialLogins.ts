import type { Pool } from 'pg'
import type { SocialLoginStore } from '../authTypes.js'
import { fromTimestamptz, type SocialLoginRow, toSocialLogin } from '../authRows.js'

/** The {@link SocialLoginStore} over table `auth_social_logins` (PostgreSQL migration 6). */
export function postgresSocialLoginStore(pool: Pool): SocialLoginStore & { sweep(now: Date): Promise<number> } {
  const one = async (sql: string, value: string) => {
    const { rows } = await pool.query<SocialLoginRow<Date>>(sql, [value])
    return rows[0] && toSocialLogin(rows[0], fromTimestamptz)
  }
  return {
    async createLogin(r) {
      await pool.query(
        `INSERT INTO auth_social_logins (id, secret_hash, provider, state_hash, sealed_secrets, site, status, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8)`,
        [r.id, r.secretHash, r.provider, r.stateHash, r.sealedSecrets, r.site, r.createdAt, r.expiresAt],
      )
    },
    getLogin: (id) => one('SELECT * FROM auth_social_logins WHERE id = $1', id),
    findLoginByState: (stateHash) => one('SELECT * FROM auth_social_logins WHERE state_hash = $1', stateHash),
    async finishLogin(id, outcome, now) {
      const [status, userId, error] =
        'userId' in outcome ? ['complete', outcome.userId, null] : ['failed', null, outcome.error]
      const { rowCount } = await pool.query(
        "UPDATE auth_social_logins SET status = $1, user_id = $2, error = $3 WHERE id = $4 AND status = 'pending' AND expires_at > $5",
        [status, userId, error, id, now],
      )
      return rowCount === 1
    },
    async collectLogin(id, now) {
      const { rowCount } = await pool.query(
        "UPDATE auth_social_logins SET status = 'collected' WHERE id = $1 AND status = 'complete' AND expires_at > $2",
        [id, now],
      )
      return rowCount === 1
    },
    async sweep(now) {
      return (await pool.query('DELETE FROM auth_social_logins WHERE expires_at <= $1', [now])).rowCount ?? 0
    },
  }
}
