import type { Pool } from 'pg'
import { fromTimestamptz } from '../authRows.js'
import { NAME_COLUMNS, type NameRow, toNameRecord } from '../siwxNameRows.js'
import type { NameRecord, NameStore } from '../types.js'
import { postgresNonceTable } from './nonceTable.js'

/** The {@link NameStore} over tables `name_nonces` and `names` (PostgreSQL migration 4). */
export function postgresNameStore(pool: Pool): NameStore & { sweep(now: Date): Promise<number> } {
  const nonces = postgresNonceTable(pool, 'name_nonces')
  return {
    saveNonce: nonces.saveNonce,
    consumeNonce: nonces.consumeNonce,
    async register(record) {
      const { label, coinType, address, message, signature, createdAt } = record
      // The label's UNIQUE constraint decides a race: the loser inserts nothing.
      const { rowCount } = await pool.query(
        `INSERT INTO names (${NAME_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (label) DO NOTHING`,
        [label, coinType, address, message, signature, createdAt],
      )
      return rowCount === 1
    },
    async findByLabel(label) {
      const { rows } = await pool.query<NameRow<Date>>(`SELECT ${NAME_COLUMNS} FROM names WHERE label = $1`, [label])
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
      const { rows } = await pool.query<NameRow<Date>>(
        `SELECT ${NAME_COLUMNS} FROM names WHERE coin_type = $1 AND address = $2 ORDER BY id DESC`,
        [coinType, address],
      )
      return rows.map(toRecord)
    },
    async releaseByAddress(coinType, address) {
      return (
        (await pool.query('DELETE FROM names WHERE coin_type = $1 AND address = $2', [coinType, address])).rowCount ?? 0
      )
    },
    sweep: nonces.sweep,
  }
}

const toRecord = (row: NameRow<Date>): NameRecord => toNameRecord(row, fromTimestamptz)
