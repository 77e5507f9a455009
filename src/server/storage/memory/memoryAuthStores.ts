import type {
  AuditEntry,
  AuthDevice,
  AuthIdentity,
  AuthSession,
  AuthStores,
  AuthUser,
  OtpChallenge,
  StoredKeyShare,
} from '../authTypes.js'
import { memorySocialLoginStore } from './memorySocialLogins.js'

/**
 * The auth server's stores in process memory (see `createMemoryStorage`). Every method runs to
 * completion without awaiting, which makes each one atomic. Rows are copied in and out, so a caller
 * never holds a live reference.
 */
export function memoryAuthStores(): AuthStores & { sweep(now: Date): number } {
  const users = new Map<string, AuthUser>()
  /** `${kind}\n${lookup}` → identity */
  const identities = new Map<string, AuthIdentity>()
  const challenges = new Map<string, OtpChallenge>()
  const sessions = new Map<string, AuthSession>()
  /** `${userId}\n${deviceId}` → device, first seen first */
  const devices = new Map<string, AuthDevice>()
  /** `${userId}\n${deviceId}\n${kind}` → share */
  const shares = new Map<string, StoredKeyShare>()
  const audit: AuditEntry[] = []
  const logins = memorySocialLoginStore()

  const copyUser = (user: AuthUser | undefined): AuthUser | undefined =>
    user && { ...user, ...(user.wallet ? { wallet: { ...user.wallet } } : {}) }
  const liveSession = (session: AuthSession, now: Date) => session.expiresAt > now && session.idleExpiresAt > now
  const identityOf = (userId: string, kind: string) =>
    [...identities.values()].find((i) => i.userId === userId && i.kind === kind)

  return {
    users: {
      async findUserByIdentity(kind, lookup) {
        const identity = identities.get(`${kind}\n${lookup}`)
        return identity && copyUser(users.get(identity.userId))
      },
      async createUser(user, identity) {
        const existing = identities.get(`${identity.kind}\n${identity.lookup}`)
        if (existing) return copyUser(users.get(existing.userId))!
        users.set(user.id, { id: user.id, createdAt: user.createdAt })
        identities.set(`${identity.kind}\n${identity.lookup}`, { ...identity, userId: user.id })
        return copyUser(users.get(user.id))!
      },
      async getUser(id) {
        return copyUser(users.get(id))
      },
      async getIdentity(userId, kind) {
        const identity = identityOf(userId, kind)
        return identity && { ...identity }
      },
      async setWallet(userId, wallet) {
        const user = users.get(userId)
        if (!user || user.wallet) return false
        user.wallet = { ...wallet }
        return true
      },
      async replaceIdentity(userId, kind, lookup, sealedValue) {
        const current = identityOf(userId, kind)
        const taken = identities.get(`${kind}\n${lookup}`)
        if (!current || (taken && taken.userId !== userId)) return false
        identities.delete(`${kind}\n${current.lookup}`)
        identities.set(`${kind}\n${lookup}`, { ...current, lookup, sealedValue })
        return true
      },
      async addIdentity(identity) {
        if (
          !users.has(identity.userId) ||
          identities.has(`${identity.kind}\n${identity.lookup}`) ||
          identityOf(identity.userId, identity.kind)
        )
          return false
        identities.set(`${identity.kind}\n${identity.lookup}`, { ...identity })
        return true
      },
      async updateIdentityValue(userId, kind, sealedValue) {
        const current = identityOf(userId, kind)
        if (!current) return false
        current.sealedValue = sealedValue
        return true
      },
    },
    otp: {
      async createChallenge(challenge) {
        for (const other of challenges.values()) {
          if (other.lookup === challenge.lookup && other.purpose === challenge.purpose && other.state === 'live')
            other.state = 'voided'
        }
        challenges.set(challenge.id, { ...challenge, attempts: 0, state: 'live' })
      },
      async getChallenge(id) {
        const challenge = challenges.get(id)
        return challenge && { ...challenge }
      },
      async recordAttempt(id, now, maxAttempts) {
        const challenge = challenges.get(id)
        if (challenge?.state !== 'live' || challenge.expiresAt <= now || challenge.attempts >= maxAttempts)
          return undefined
        challenge.attempts += 1
        return { ...challenge }
      },
      async consume(id, now) {
        const challenge = challenges.get(id)
        if (challenge?.state !== 'live' || challenge.expiresAt <= now) return false
        challenge.state = 'used'
        return true
      },
    },
    sessions: {
      async saveSession(session) {
        sessions.set(session.tokenHash, { ...session })
      },
      async findSession(tokenHash, now) {
        const session = sessions.get(tokenHash)
        return session && liveSession(session, now) ? { ...session } : undefined
      },
      async touchSession(tokenHash, idleExpiresAt) {
        const session = sessions.get(tokenHash)
        if (session) session.idleExpiresAt = idleExpiresAt
      },
      async deleteSession(tokenHash) {
        return sessions.delete(tokenHash)
      },
      async deleteUserSessions(userId) {
        let deleted = 0
        for (const [hash, session] of sessions) if (session.userId === userId && sessions.delete(hash)) deleted++
        return deleted
      },
      async upsertDevice(userId, deviceId, now) {
        const key = `${userId}\n${deviceId}`
        const device = devices.get(key)
        if (device) {
          device.lastSeenAt = now
          return { created: false }
        }
        devices.set(key, { userId, deviceId, createdAt: now, lastSeenAt: now })
        return { created: true }
      },
      async listDevices(userId) {
        return [...devices.values()].filter((d) => d.userId === userId).map((d) => ({ ...d }))
      },
    },
    shares: {
      async putShare(share, replace) {
        const key = `${share.userId}\n${share.deviceId}\n${share.kind}`
        if (shares.has(key) && !replace) return false
        shares.set(key, { ...share })
        return true
      },
      async getShare(userId, deviceId, kind) {
        const share = shares.get(`${userId}\n${deviceId}\n${kind}`)
        return share && { ...share }
      },
      async deleteDeviceShares(userId, deviceId) {
        let deleted = 0
        for (const [key, share] of shares)
          if (share.userId === userId && share.deviceId === deviceId && shares.delete(key)) deleted++
        return deleted
      },
    },
    audit: {
      async append(entry) {
        audit.push({ ...entry })
      },
      async list(userId, limit) {
        return audit
          .filter((e) => e.userId === userId)
          .reverse()
          .slice(0, limit)
          .map((e) => ({ ...e }))
      },
    },
    logins,
    sweep(now) {
      let deleted = logins.sweep(now)
      for (const [id, challenge] of challenges) if (challenge.expiresAt <= now && challenges.delete(id)) deleted++
      for (const [hash, session] of sessions) if (!liveSession(session, now) && sessions.delete(hash)) deleted++
      return deleted
    },
  }
}
