import type Database from 'better-sqlite3'
import type {
  AuditLogStore,
  AuthSessionStore,
  KeyShareStore,
  RateLimiterPointsStore,
  StoredKeyShare,
} from '../authTypes.js'
import { type AuthSessionRow, authSessionValues, fromEpochMs, toAuthSession } from '../authRows.js'
import { pointsAt, pointsExpiryMs } from '../rateLimiterPoints.js'

/** The {@link AuthSessionStore} over tables `auth_sessions` and `auth_devices` (SQLite migrations 3, 6, 7). */
export function sqliteAuthSessionStore(db: Database.Database): AuthSessionStore & { sweep(now: Date): number } {
  const statements = {
    save: db.prepare(
      'INSERT INTO auth_sessions (token_hash, user_id, device_id, method, dpop_jkt, dpop_jwk, created_at, idle_expires_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    find: db.prepare('SELECT * FROM auth_sessions WHERE token_hash = ? AND expires_at > ? AND idle_expires_at > ?'),
    touch: db.prepare('UPDATE auth_sessions SET idle_expires_at = ? WHERE token_hash = ?'),
    delete: db.prepare('DELETE FROM auth_sessions WHERE token_hash = ?'),
    deleteUser: db.prepare('DELETE FROM auth_sessions WHERE user_id = ?'),
    insertDevice: db.prepare(
      'INSERT INTO auth_devices (user_id, device_id, created_at, last_seen_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
    ),
    seeDevice: db.prepare('UPDATE auth_devices SET last_seen_at = ? WHERE user_id = ? AND device_id = ?'),
    devices: db.prepare('SELECT * FROM auth_devices WHERE user_id = ? ORDER BY created_at, device_id'),
    sweep: db.prepare('DELETE FROM auth_sessions WHERE expires_at <= ? OR idle_expires_at <= ?'),
  }
  const upsertDevice = db.transaction((userId: string, deviceId: string, now: number) => {
    if (statements.insertDevice.run(userId, deviceId, now, now).changes === 1) return { created: true }
    statements.seeDevice.run(now, userId, deviceId)
    return { created: false }
  })
  return {
    async saveSession(s) {
      statements.save.run(...authSessionValues(s, (date) => date.getTime()))
    },
    async findSession(tokenHash, now) {
      const row = statements.find.get(tokenHash, now.getTime(), now.getTime()) as AuthSessionRow<number> | undefined
      return row && toAuthSession(row, fromEpochMs)
    },
    async touchSession(tokenHash, idleExpiresAt) {
      statements.touch.run(idleExpiresAt.getTime(), tokenHash)
    },
    async deleteSession(tokenHash) {
      return statements.delete.run(tokenHash).changes === 1
    },
    async deleteUserSessions(userId) {
      return statements.deleteUser.run(userId).changes
    },
    async upsertDevice(userId, deviceId, now) {
      return upsertDevice.immediate(userId, deviceId, now.getTime())
    },
    async listDevices(userId) {
      const rows = statements.devices.all(userId) as Array<{
        user_id: string
        device_id: string
        created_at: number
        last_seen_at: number
      }>
      return rows.map((r) => ({
        userId: r.user_id,
        deviceId: r.device_id,
        createdAt: new Date(r.created_at),
        lastSeenAt: new Date(r.last_seen_at),
      }))
    },
    sweep: (now) => statements.sweep.run(now.getTime(), now.getTime()).changes,
  }
}

/** The {@link KeyShareStore} over table `auth_key_shares` (SQLite migration 3). */
export function sqliteKeyShareStore(db: Database.Database): KeyShareStore {
  const statements = {
    insert: db.prepare(
      'INSERT INTO auth_key_shares (user_id, device_id, kind, sealed, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
    ),
    upsert: db.prepare(
      `INSERT INTO auth_key_shares (user_id, device_id, kind, sealed, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id, device_id, kind) DO UPDATE SET sealed = excluded.sealed, created_at = excluded.created_at`,
    ),
    get: db.prepare('SELECT * FROM auth_key_shares WHERE user_id = ? AND device_id = ? AND kind = ?'),
    deleteDevice: db.prepare('DELETE FROM auth_key_shares WHERE user_id = ? AND device_id = ?'),
  }
  return {
    async putShare(share, replace) {
      const statement = replace ? statements.upsert : statements.insert
      return (
        statement.run(share.userId, share.deviceId, share.kind, share.sealed, share.createdAt.getTime()).changes === 1
      )
    },
    async getShare(userId, deviceId, kind) {
      const row = statements.get.get(userId, deviceId, kind) as { sealed: string; created_at: number } | undefined
      return (
        row &&
        ({ userId, deviceId, kind, sealed: row.sealed, createdAt: new Date(row.created_at) } satisfies StoredKeyShare)
      )
    },
    async deleteDeviceShares(userId, deviceId) {
      return statements.deleteDevice.run(userId, deviceId).changes
    },
  }
}

/** The {@link AuditLogStore} over table `auth_audit_log` (SQLite migration 3). */
export function sqliteAuditLogStore(db: Database.Database): AuditLogStore {
  const insert = db.prepare('INSERT INTO auth_audit_log (at, event, user_id, ip, detail) VALUES (?, ?, ?, ?, ?)')
  const list = db.prepare('SELECT * FROM auth_audit_log WHERE user_id = ? ORDER BY id DESC LIMIT ?')
  return {
    async append(entry) {
      insert.run(entry.at.getTime(), entry.event, entry.userId ?? null, entry.ip ?? null, entry.detail ?? null)
    },
    async list(userId, limit) {
      const rows = list.all(userId, limit) as Array<{
        at: number
        event: string
        user_id: string | null
        ip: string | null
        detail: string | null
      }>
      return rows.map((r) => ({
        at: new Date(r.at),
        event: r.event,
        ...(r.user_id === null ? {} : { userId: r.user_id }),
        ...(r.ip === null ? {} : { ip: r.ip }),
        ...(r.detail === null ? {} : { detail: r.detail }),
      }))
    },
  }
}

/** The {@link RateLimiterPointsStore} over table `rate_limiter_points` (SQLite migration 3): one upsert per call, atomic across connections. */
export function sqliteRateLimiterPointsStore(
  db: Database.Database,
): RateLimiterPointsStore & { sweep(now: Date): number } {
  const upsert = db.prepare(`
    INSERT INTO rate_limiter_points AS p (key, points, expires_at) VALUES (@key, @points, @expiresAt)
    ON CONFLICT (key) DO UPDATE SET
      points = CASE WHEN @force = 1 OR (p.expires_at IS NOT NULL AND p.expires_at <= @now) THEN @points ELSE p.points + @points END,
      expires_at = CASE WHEN @force = 1 OR (p.expires_at IS NOT NULL AND p.expires_at <= @now) THEN @expiresAt ELSE p.expires_at END
    RETURNING points, expires_at
  `)
  const get = db.prepare(
    'SELECT points, expires_at FROM rate_limiter_points WHERE key = ? AND (expires_at IS NULL OR expires_at > ?)',
  )
  const remove = db.prepare('DELETE FROM rate_limiter_points WHERE key = ?')
  const sweep = db.prepare('DELETE FROM rate_limiter_points WHERE expires_at <= ?')
  type PointsRow = { points: number; expires_at: number | null }
  return {
    async upsert(key, points, msDuration, forceExpire, now) {
      const expiresAt = pointsExpiryMs(msDuration, now)
      const row = upsert.get({ key, points, expiresAt, force: forceExpire ? 1 : 0, now: now.getTime() }) as PointsRow
      return pointsAt(row.points, row.expires_at)
    },
    async get(key, now) {
      const row = get.get(key, now.getTime()) as PointsRow | undefined
      return row && pointsAt(row.points, row.expires_at)
    },
    async delete(key) {
      return remove.run(key).changes === 1
    },
    sweep: (now) => sweep.run(now.getTime()).changes,
  }
}
