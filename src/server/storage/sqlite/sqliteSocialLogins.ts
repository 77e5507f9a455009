import type Database from 'better-sqlite3'
import type { SocialLoginStore } from '../authTypes.js'
import { fromEpochMs, type SocialLoginRow, toSocialLogin } from '../authRows.js'

/** The {@link SocialLoginStore} over table `auth_social_logins` (SQLite migration 6). */
export function sqliteSocialLoginStore(db: Database.Database): SocialLoginStore & { sweep(now: Date): number } {
  const statements = {
    insert: db.prepare(
      `INSERT INTO auth_social_logins (id, secret_hash, provider, state_hash, sealed_secrets, site, status, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
    ),
    get: db.prepare('SELECT * FROM auth_social_logins WHERE id = ?'),
    byState: db.prepare('SELECT * FROM auth_social_logins WHERE state_hash = ?'),
    finish: db.prepare(
      "UPDATE auth_social_logins SET status = ?, user_id = ?, error = ? WHERE id = ? AND status = 'pending' AND expires_at > ?",
    ),
    collect: db.prepare(
      "UPDATE auth_social_logins SET status = 'collected' WHERE id = ? AND status = 'complete' AND expires_at > ?",
    ),
    sweep: db.prepare('DELETE FROM auth_social_logins WHERE expires_at <= ?'),
  }
  return {
    async createLogin(r) {
      statements.insert.run(
        r.id,
        r.secretHash,
        r.provider,
        r.stateHash,
        r.sealedSecrets,
        r.site,
        r.createdAt.getTime(),
        r.expiresAt.getTime(),
      )
    },
    async getLogin(id) {
      const row = statements.get.get(id) as SocialLoginRow<number> | undefined
      return row && toSocialLogin(row, fromEpochMs)
    },
    async findLoginByState(stateHash) {
      const row = statements.byState.get(stateHash) as SocialLoginRow<number> | undefined
      return row && toSocialLogin(row, fromEpochMs)
    },
    async finishLogin(id, outcome, now) {
      const [status, userId, error] =
        'userId' in outcome ? ['complete', outcome.userId, null] : ['failed', null, outcome.error]
      return statements.finish.run(status, userId, error, id, now.getTime()).changes === 1
    },
    async collectLogin(id, now) {
      return statements.collect.run(id, now.getTime()).changes === 1
    },
    sweep: (now) => statements.sweep.run(now.getTime()).changes,
  }
}
