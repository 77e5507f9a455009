import type Database from 'better-sqlite3'
import type { NameRecord, NameStore } from '../types.js'

interface NameRow {
  label: string
  coin_type: number
  address: string
  message: string
  signature: string
  created_at: number
}

const COLUMNS = 'label, coin_type, address, message, signature, created_at'

/** The {@link NameStore} over tables `name_nonces` and `names` (SQLite migration 4). */
export function sqliteNameStore(db: Database.Database): NameStore & { sweep(now: Date): number } {
  const statements = {
    saveNonce: db.prepare('INSERT OR REPLACE INTO name_nonces (nonce, expires_at) VALUES (?, ?)'),
    takeNonce: db.prepare('DELETE FROM name_nonces WHERE nonce = ? RETURNING expires_at'),
    // The label's UNIQUE constraint decides a race: the loser inserts nothing.
    register: db.prepare(`INSERT INTO names (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (label) DO NOTHING`),
    byLabel: db.prepare(`SELECT ${COLUMNS} FROM names WHERE label = ?`),
    byAddress: db.prepare(`SELECT ${COLUMNS} FROM names WHERE coin_type = ? AND address = ? ORDER BY id DESC`),
    releaseByAddress: db.prepare('DELETE FROM names WHERE coin_type = ? AND address = ?'),
    sweepNonces: db.prepare('DELETE FROM name_nonces WHERE expires_at <= ?'),
  }
  return {
    async saveNonce(nonce, expiresAt) {
      statements.saveNonce.run(nonce, expiresAt.getTime())
    },
    async consumeNonce(nonce, now) {
      const row = statements.takeNonce.get(nonce) as { expires_at: number } | undefined
      return row !== undefined && row.expires_at > now.getTime()
    },
    async register(record) {
      const { label, coinType, address, message, signature, createdAt } = record
      return statements.register.run(label, coinType, address, message, signature, createdAt.getTime()).changes === 1
    },
    async findByLabel(label) {
      const row = statements.byLabel.get(label) as NameRow | undefined
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
      return (statements.byAddress.all(coinType, address) as NameRow[]).map(toRecord)
    },
    async releaseByAddress(coinType, address) {
      return statements.releaseByAddress.run(coinType, address).changes
    },
    sweep(now) {
      return statements.sweepNonces.run(now.getTime()).changes
    },
  }
}

function toRecord(row: NameRow): NameRecord {
  return {
    label: row.label,
    coinType: row.coin_type,
    address: row.address,
    message: row.message,
    signature: row.signature,
    createdAt: new Date(row.created_at),
  }
}
