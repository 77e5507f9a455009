import { createHmac } from 'node:crypto'
import { z } from 'zod'

/** Longest accepted address (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254

const emailSchema = z.email().max(MAX_EMAIL_LENGTH)

/**
 * The address as the server keys it: Unicode NFC, trimmed, lower case (providers treat the local
 * part case-insensitively in practice, and one person must not get two wallets by case), or
 * undefined when it is not an address.
 */
export function normalizeEmail(raw: string): string | undefined {
  if (typeof raw !== 'string' || raw.length > MAX_EMAIL_LENGTH * 2) return undefined
  const email = raw.normalize('NFC').trim().toLowerCase()
  return emailSchema.safeParse(email).success ? email : undefined
}

/** The lookup key of a normalised address: hex HMAC-SHA256 under the email index key, so the index holds no address. */
export function emailLookup(indexKey: Uint8Array, email: string): string {
  return createHmac('sha256', indexKey).update(email, 'utf8').digest('hex')
}
