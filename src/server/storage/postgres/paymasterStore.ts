import type { Pool } from 'pg'
import type { PaymasterStore } from '../types.js'

/**
 * The {@link PaymasterStore} over table `paymaster_gas_usage` (PostgreSQL migration 9): wei as
 * numeric(78, 0), added by one conditional upsert, so concurrent additions from any process never
 * pass the cap together.
 */
export function postgresPaymasterStore(pool: Pool): PaymasterStore & { sweep(now: Date): Promise<number> } {
  return {
    async addGasUsage(account, day, wei, capWei, expiresAt) {
      const cap = capWei === undefined ? null : capWei.toString()
      // A new row is inserted only when the amount alone fits; an existing one grows only when the
      // sum fits (the row lock of ON CONFLICT serialises concurrent additions).
      const { rows } = await pool.query<{ used_wei: string }>(
        `INSERT INTO paymaster_gas_usage AS usage (account, day, used_wei, expires_at)
         SELECT $1, $2, $3::numeric, $5 WHERE $4::numeric IS NULL OR $3::numeric <= $4::numeric
         ON CONFLICT (account, day) DO UPDATE
           SET used_wei = usage.used_wei + excluded.used_wei, expires_at = excluded.expires_at
           WHERE $4::numeric IS NULL OR usage.used_wei + excluded.used_wei <= $4::numeric
         RETURNING used_wei::text AS used_wei`,
        [account, day, wei.toString(), cap, expiresAt],
      )
      if (rows[0]) return { added: true, usedWei: BigInt(rows[0].used_wei) }
      const current = await pool.query<{ used_wei: string }>(
        'SELECT used_wei::text AS used_wei FROM paymaster_gas_usage WHERE account = $1 AND day = $2',
        [account, day],
      )
      return { added: false, usedWei: BigInt(current.rows[0]?.used_wei ?? 0) }
    },
    async gasUsage(account, day, now) {
      const { rows } = await pool.query<{ used_wei: string }>(
        'SELECT used_wei::text AS used_wei FROM paymaster_gas_usage WHERE account = $1 AND day = $2 AND expires_at > $3',
        [account, day, now],
      )
      return BigInt(rows[0]?.used_wei ?? 0)
    },
    async sweep(now) {
      return (await pool.query('DELETE FROM paymaster_gas_usage WHERE expires_at <= $1', [now])).rowCount ?? 0
    },
  }
}
