import type { PaymasterStore } from '../types.js'

/** The {@link PaymasterStore} in memory: each method runs without awaiting, so each is atomic. */
export function memoryPaymasterStore(): PaymasterStore & { sweep(now: Date): number } {
  /** `${account} ${day}` → usage in wei and expiry (ms since the epoch) */
  const days = new Map<string, { usedWei: bigint; expiresAt: number }>()
  const live = (key: string, now: number) => {
    const entry = days.get(key)
    return entry && entry.expiresAt > now ? entry : undefined
  }
  return {
    async addGasUsage(account, day, wei, capWei, expiresAt) {
      const key = `${account} ${day}`
      const usedWei = days.get(key)?.usedWei ?? 0n
      if (capWei !== undefined && usedWei + wei > capWei) return { added: false, usedWei }
      days.set(key, { usedWei: usedWei + wei, expiresAt: expiresAt.getTime() })
      return { added: true, usedWei: usedWei + wei }
    },
    async gasUsage(account, day, now) {
      return live(`${account} ${day}`, now.getTime())?.usedWei ?? 0n
    },
    sweep(now) {
      let deleted = 0
      for (const [key, entry] of days) if (entry.expiresAt <= now.getTime() && days.delete(key)) deleted++
      return deleted
    },
  }
}
