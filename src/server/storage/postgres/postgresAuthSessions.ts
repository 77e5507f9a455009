import type { Pool } from 'pg'
import type { AuditLogStore, AuthSessionStore, KeyShareStore, RateLimiterPointsStore } from '../authTypes.js'
import { type AuthSessionRow, authSessionValues, fromTimestamptz, toAuthSession } from '../authRows.js'

/** The {@link AuthSessionStore} over tables `auth_sessions` and `auth_devices` (PostgreSQL migrations 3, 6, 7). */
export function postgresAuthSessionStore(pool: Pool): AuthSessionStore & { sweep(now: Date): Promise<number> } {
  return {
    async saveSession(s) {
      await pool.query(
        'INSERT INTO auth_sessions (token_hash, user_id, device_id, method, dpop_jkt, dpop_jwk, created_at, idle_expires_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
        authSessionValues(s, (date) => date),
      )
    },
    async findSession(tokenHash, now) {
      const { rows } = await pool.query<AuthSessionRow<Date>>(
        'SELECT * FROM auth_sessions WHERE token_hash = $1 AND expires_at > $2 AND idle_expires_at > $2',
        [tokenHash, now],
      )
      return rows[0] && toAuthSession(rows[0], fromTimestamptz)
    },
    async touchSession(tokenHash, idleExpiresAt) {
      await pool.query('UPDATE auth_sessions SET idle_expires_at = $1 WHERE token_hash = $2', [
        idleExpiresAt,
        tokenHash,
      ])
    },
    async deleteSession(tokenHash) {
      return (await pool.query('DELETE FROM auth_sessions WHERE token_hash = $1', [tokenHash])).rowCount === 1
    },
    async deleteUserSessions(userId) {
      return (await pool.query('DELETE FROM auth_sessions WHERE user_id = $1', [userId])).rowCount ?? 0
    },
    async upsertDevice(userId, deviceId, now) {
      // xmax is 0 on a row this statement inserted, and set on one it updated.
      const { rows } = await pool.query<{ created: boolean }>(
        `INSERT INTO auth_devices (user_id, device_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)
         ON CONFLICT (user_id, device_id) DO UPDATE SET last_seen_at = excluded.last_seen_at
         RETURNING (xmax = 0) AS created`,
        [userId, deviceId, now],
      )
      return { created: rows[0]!.created }
    },
    async listDevices(userId) {
      const { rows } = await pool.query<{ user_id: string; device_id: string; created_at: Date; last_seen_at: Date }>(
        'SELECT * FROM auth_devices WHERE user_id = $1 ORDER BY created_at, device_id',
        [userId],
      )
      return rows.map((r) => ({
        userId: r.user_id,
        deviceId: r.device_id,
        createdAt: r.created_at,
        lastSeenAt: r.last_seen_at,
      }))
    },
    async sweep(now) {
      return (
        (await pool.query('DELETE FROM auth_sessions WHERE expires_at <= $1 OR idle_expires_at <= $1', [now]))
          .rowCount ?? 0
      )
    },
  }
}

/** The {@link KeyShareStore} over table `auth_key_shares` (PostgreSQL migration 3). */
export function postgresKeyShareStore(pool: Pool): KeyShareStore {
  return {
    async putShare(share, replace) {
      const onConflict = replace
        ? 'ON CONFLICT (user_id, device_id, kind) DO UPDATE SET sealed = excluded.sealed, created_at = excluded.created_at'
        : 'ON CONFLICT DO NOTHING'
      const { rowCount } = await pool.query(
        `INSERT INTO auth_key_shares (user_id, device_id, kind, sealed, created_at) VALUES ($1, $2, $3, $4, $5) ${onConflict}`,
        [share.userId, share.deviceId, share.kind, share.sealed, share.createdAt],
      )
      return rowCount === 1
    },
    async getShare(userId, deviceId, kind) {
      const { rows } = await pool.query<{ sealed: string; created_at: Date }>(
        'SELECT sealed, created_at FROM auth_key_shares WHERE user_id = $1 AND device_id = $2 AND kind = $3',
        [userId, deviceId, kind],
      )
      return rows[0] && { userId, deviceId, kind, sealed: rows[0].sealed, createdAt: rows[0].created_at }
    },
    async deleteDeviceShares(userId, deviceId) {
      return (
        (await pool.query('DELETE FROM auth_key_shares WHERE user_id = $1 AND device_id = $2', [userId, deviceId]))
          .rowCount ?? 0
      )
    },
  }
}

/** The {@link AuditLogStore} over table `auth_audit_log` (PostgreSQL migration 3). */
export function postgresAuditLogStore(pool: Pool): AuditLogStore {
  return {
    async append(entry) {
      await pool.query('INSERT INTO auth_audit_log (at, event, user_id, ip, detail) VALUES ($1, $2, $3, $4, $5)', [
        entry.at,
        entry.event,
        entry.userId ?? null,
        entry.ip ?? null,
        entry.detail ?? null,
      ])
    },
    async list(userId, limit) {
      const { rows } = await pool.query<{
        at: Date
        event: string
        user_id: string | null
        ip: string | null
        detail: string | null
      }>('SELECT at, event, user_id, ip, detail FROM auth_audit_log WHERE user_id = $1 ORDER BY id DESC LIMIT $2', [
        userId,
        limit,
      ])
      return rows.map((r) => ({
        at: r.at,
        event: r.event,
        ...(r.user_id === null ? {} : { userId: r.user_id }),
        ...(r.ip === null ? {} : { ip: r.ip }),
        ...(r.detail === null ? {} : { detail: r.detail }),
      }))
    },
  }
}

/** The {@link RateLimiterPointsStore} over table `rate_limiter_points` (PostgreSQL migration 3): one upsert per call, atomic across processes. */
export function postgresRateLimiterPointsStore(
  pool: Pool,
): RateLimiterPointsStore & { sweep(now: Date): Promise<number> } {
  return {
    async upsert(key, points, msDuration, forceExpire, now) {
      const expiresAt = msDuration > 0 ? new Date(now.getTime() + msDuration) : null
      const reset = `($4 OR (p.expires_at IS NOT NULL AND p.expires_at <= $5))`
      const { rows } = await pool.query<{ points: number; expires_at: Date | null }>(
        `INSERT INTO rate_limiter_points AS p (key, points, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET
           points = CASE WHEN ${reset} THEN $2 ELSE p.points + $2 END,
           expires_at = CASE WHEN ${reset} THEN $3 ELSE p.expires_at END
         RETURNING points, expires_at`,
        [key, points, expiresAt, forceExpire, now],
      )
      return { points: rows[0]!.points, expiresAt: rows[0]!.expires_at }
    },
    async get(key, now) {
      const { rows } = await pool.query<{ points: number; expires_at: Date | null }>(
        'SELECT points, expires_at FROM rate_limiter_points WHERE key = $1 AND (expires_at IS NULL OR expires_at > $2)',
        [key, now],
      )
      return rows[0] && { points: rows[0].points, expiresAt: rows[0].expires_at }
    },
    async delete(key) {
      return (await pool.query('DELETE FROM rate_limiter_points WHERE key = $1', [key])).rowCount === 1
    },
    async sweep(now) {
      return (await pool.query('DELETE FROM rate_limiter_points WHERE expires_at <= $1', [now])).rowCount ?? 0
    },
  }
}
