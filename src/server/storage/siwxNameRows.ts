/**
 * The SIWX sessions' and the names' rows as both SQL backends read them, and their mapping to the
 * stores' records. `Time` is how a backend returns a time (see `authRows.ts`: PostgreSQL a Date,
 * SQLite INTEGER ms since the epoch).
 */
import type { CaipAddress, CaipNetworkId } from '../../core/caip.js'
import type { NameRecord, StoredSiwxSession } from './types.js'

/** The columns of siwx_sessions a session is read from, in {@link SiwxSessionRow}'s order. */
export const SIWX_SESSION_COLUMNS = 'caip_address, caip_network_id, message, signature, issued_at, expires_at'

/** A row of siwx_sessions, its {@link SIWX_SESSION_COLUMNS}. */
export interface SiwxSessionRow<Time> {
  caip_address: string
  caip_network_id: string
  message: string
  signature: string
  issued_at: string
  expires_at: Time
}

/** The session of `row`. */
export function toSiwxSession<Time>(row: SiwxSessionRow<Time>, toDate: (time: Time) => Date): StoredSiwxSession {
  return {
    caipAddress: row.caip_address as CaipAddress,
    caipNetworkId: row.caip_network_id as CaipNetworkId,
    message: row.message,
    signature: row.signature,
    issuedAt: row.issued_at,
    expirationTime: toDate(row.expires_at).toISOString(),
  }
}

/** The columns of names a record is read from, in {@link NameRow}'s order. */
export const NAME_COLUMNS = 'label, coin_type, address, message, signature, created_at'

/** A row of names, its {@link NAME_COLUMNS}. */
export interface NameRow<Time> {
  label: string
  /** A number in SQLite; a string in PostgreSQL, whose `bigint` node-postgres returns as text. */
  coin_type: number | string
  address: string
  message: string
  signature: string
  created_at: Time
}

/** The name record of `row`. */
export function toNameRecord<Time>(row: NameRow<Time>, toDate: (time: Time) => Date): NameRecord {
  return {
    label: row.label,
    coinType: Number(row.coin_type),
    address: row.address,
    message: row.message,
    signature: row.signature,
    createdAt: toDate(row.created_at),
  }
}
