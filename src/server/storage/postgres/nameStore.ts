import type { Pool } from 'pg'
import type { NameRecord, NameStore } from '../types.js'

interface NameRow {
  label: string
  coin_type: number
  address: string
  message: string
  signature: string
  created_at: Date
}

const COLUMNS = 'label, coin_type, address, message, signature, created_at'

/** The {@link NameStore} over tables `name_nonces` and `names` (PostgreSQL migration 4). */
export function postgresNameStore(pool: Pool): NameStore & { sweep(now: Date): Promise<number> } {
  return {
    async saveNonce(nonce, expiresAt) {
      await pool.query(
        'INSERT INTO name_nonces (nonce, expires_at) VALUES ($1, $2) ON CONFLICT (nonce) DO UPDATE SET expires_at = excluded.expires_at',
        [nonce, expiresAt],
      )
    },
    async consumeNonce(nonce, now) {
      const { rows } = await pool.query<{ expires_at: Date }>(
        'DELETE FROM name_nonces WHERE nonce = $1 RETURNING expires_at',
        [nonce],
      )
      return rows[0] !== undefined && rows[0].expires_at.getTime() > now.getTime()
    },
    async register(record) {
      const { label, coinType, address, message, signature, createdAt } = record
      // The label's UNIQUE constraint decides a race: the loser inserts nothing.
      const { rowCount } = await pool.query(
        `INSERT INTO names (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (label) DO NOTHING`,
        [label, coinType, address, message, signature, createdAt],
      )
      return rowCount === 1
    },
    async findByLabel(label) {
      const { rows } = await pool.query<NameRow>(`SELECT ${COLUMNS} FROM names WHERE label = $1`, [label])
      return rows[0] && toRecord(rows[0])
    },
    async registeredAmong(labels) {
      if (labels.length === 0) return new Set()
      const { rows } = await pool.query<{ label: string }>('SELECT label FROM names WHERE label = ANY($1::text[])', [
        labels,
      ])
      return new Set(rows.map((row) => row.label))
    },
    async findByAddress(coinType, address) {
      const { rows } = await pool.query<NameRow>(
        `SELECT ${COLUMNS} FROM names WHERE coin_type = $1 AND address = $2 ORDER BY id DESC`,
        [coinType, address],
      )
      return rows.map(toRecord)
    },
    async releaseByAddress(coinType, address) {
      return (
        (await pool.query('DELETE FROM names WHERE coin_type = $1 AND address = $2', [coinType, address])).rowCount ?? 0
      )
    },
    async sweep(now) {
      return (await pool.query('DELETE FROM name_nonces WHERE expires_at <= $1', [now])).rowCount ?? 0
    },
  }
}

function toRecord(row: NameRow): NameRecord {
  return {
    label: row.label,
    coinType: Number(row.coin_type),
    address: row.address,
    message: row.message,
    signature: row.signature,
    createdAt: row.created_at,
  }
}
