import type Database from 'better-sqlite3'
import type { SocialLoginRequest, SocialLoginStatus, SocialLoginStore } from '../authTypes.js'

interface LoginRow {
  id: string
  secret_hash: string
  provider: string
  state_hash: string
  sealed_secrets: string
  site: string
  status: string
  user_id: string | null
  error: string | null
  created_at: number
  expires_at: number
}

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
      const row = statements.get.get(id) as LoginRow | undefined
      return row && toLogin(row)
    },
    async findLoginByState(stateHash) {
      const row = statements.byState.get(stateHash) as LoginRow | undefined
      return row && toLogin(row)
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

function toLogin(row: LoginRow): SocialLoginRequest {
  return {
    id: row.id,
    secretHash: row.secret_hash,
    provider: row.provider,
    stateHash: row.state_hash,
    sealedSecrets: row.sealed_secrets,
    site: row.site,
    status: row.status as SocialLoginStatus,
    ...(row.user_id === null ? {} : { userId: row.user_id }),
    ...(row.error === null ? {} : { error: row.error }),
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
  }
}
