import type Database from 'better-sqlite3'
import type { PaymasterStore } from '../types.js'

/**
 * The {@link PaymasterStore} over table `paymaster_gas_usage` (SQLite migration 8): wei as decimal
 * TEXT (past SQLite's 64-bit integers), added in an IMMEDIATE transaction so processes sharing the
 * file add one at a time.
 */
export function sqlitePaymasterStore(db: Database.Database): PaymasterStore & { sweep(now: Date): number } {
  const statements = {
    used: db.prepare('SELECT used_wei FROM paymaster_gas_usage WHERE account = ? AND day = ?'),
    liveUsed: db.prepare('SELECT used_wei FROM paymaster_gas_usage WHERE account = ? AND day = ? AND expires_at > ?'),
    save: db.prepare(
      `INSERT INTO paymaster_gas_usage (account, day, used_wei, expires_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (account, day) DO UPDATE SET used_wei = excluded.used_wei, expires_at = excluded.expires_at`,
    ),
    sweep: db.prepare('DELETE FROM paymaster_gas_usage WHERE expires_at <= ?'),
  }
  const add = db.transaction(
    (account: string, day: string, wei: bigint, capWei: bigint | undefined, expiresAt: Date) => {
      const row = statements.used.get(account, day) as { used_wei: string } | undefined
      const usedWei = BigInt(row?.used_wei ?? 0)
      if (capWei !== undefined && usedWei + wei > capWei) return { added: false, usedWei }
      statements.save.run(account, day, (usedWei + wei).toString(), expiresAt.getTime())
      return { added: true, usedWei: usedWei + wei }
    },
  )
  return {
    async addGasUsage(account, day, wei, capWei, expiresAt) {
      return add.immediate(account, day, wei, capWei, expiresAt)
    },
    async gasUsage(account, day, now) {
      const row = statements.liveUsed.get(account, day, now.getTime()) as { used_wei: string } | undefined
      return BigInt(row?.used_wei ?? 0)
    },
    sweep: (now) => statements.sweep.run(now.getTime()).changes,
  }
}
