import type Database from 'better-sqlite3'
import { fromEpochMs } from '../authRows.js'
import { NAME_COLUMNS, type NameRow, toNameRecord } from '../siwxNameRows.js'
import type { NameRecord, NameStore } from '../types.js'
import { sqliteNonceTable } from './nonceTable.js'

/** The {@link NameStore} over tables `name_nonces` and `names` (SQLite migration 4). */
export function sqliteNameStore(db: Database.Database): NameStore & { sweep(now: Date): number } {
  const nonces = sqliteNonceTable(db, 'name_nonces')
  const statements = {
    // The label's UNIQUE constraint decides a race: the loser inserts nothing.
    register: db.prepare(
      `INSERT INTO names (${NAME_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (label) DO NOTHING`,
    ),
    byLabel: db.prepare(`SELECT ${NAME_COLUMNS} FROM names WHERE label = ?`),
    byAddress: db.prepare(`SELECT ${NAME_COLUMNS} FROM names WHERE coin_type = ? AND address = ? ORDER BY id DESC`),
    releaseByAddress: db.prepare('DELETE FROM names WHERE coin_type = ? AND address = ?'),
  }
  return {
    saveNonce: nonces.saveNonce,
    consumeNonce: nonces.consumeNonce,
    async register(record) {
      const { label, coinType, address, message, signature, createdAt } = record
      return statements.register.run(label, coinType, address, message, signature, createdAt.getTime()).changes === 1
    },
    async findByLabel(label) {
      const row = statements.byLabel.get(label) as NameRow<number> | undefined
      return row && toRecord(row)
    },
    async registeredAmong(labels) {
      if (labels.length === 0) return new Set()
      const rows = db
        .prepare(`SELECT label FROM names WHERE label IN (${labels.map(() => '?').join(', ')})`)
        .all(...labels) as { label: string }[]
      return new Set(rows.map((row) => row.label))
    },
    async findByAddress(coinType, address) {
      return (statements.byAddress.all(coinType, address) as NameRow<number>[]).map(toRecord)
    },
    async releaseByAddress(coinType, address) {
      return statements.releaseByAddress.run(coinType, address).changes
    },
    sweep: nonces.sweep,
  }
}

const toRecord = (row: NameRow<number>): NameRecord => toNameRecord(row, fromEpochMs)
