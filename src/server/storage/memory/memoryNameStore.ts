import type { NameRecord, NameStore } from '../types.js'

/** The {@link NameStore} in process memory (see `createMemoryStorage`). */
export function memoryNameStore(): NameStore & { sweep(now: Date): number } {
  /** nonce → expiry in ms since the epoch */
  const nonces = new Map<string, number>()
  /** label → record, in registration order */
  const names = new Map<string, NameRecord>()
  return {
    async saveNonce(nonce, expiresAt) {
      nonces.set(nonce, expiresAt.getTime())
    },
    async consumeNonce(nonce, now) {
      const ok = (nonces.get(nonce) ?? 0) > now.getTime()
      nonces.delete(nonce)
      return ok
    },
    async register(record) {
      if (names.has(record.label)) return false
      names.set(record.label, { ...record })
      return true
    },
    async findByLabel(label) {
      const record = names.get(label)
      return record && { ...record }
    },
    async registeredAmong(labels) {
      return new Set(labels.filter((label) => names.has(label)))
    },
    async findByAddress(coinType, address) {
      return [...names.values()]
        .filter((r) => r.coinType === coinType && r.address === address)
        .reverse()
        .map((r) => ({ ...r }))
    },
    async releaseByAddress(coinType, address) {
      let count = 0
      for (const [label, record] of names) {
        if (record.coinType === coinType && record.address === address) {
          names.delete(label)
          count++
        }
      }
      return count
    },
    sweep(now) {
      let count = 0
      for (const [nonce, expiresAt] of nonces) {
        if (expiresAt <= now.getTime()) {
          nonces.delete(nonce)
          count++
        }
      }
      return count
    },
  }
}
