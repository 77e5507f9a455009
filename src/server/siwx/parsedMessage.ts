import type { SiwxMessageFields } from '../../core/siwx.js'
import { SIWX_SERVER_ERRORS, SiwxServerError } from './errors.js'

/** A sign-in message parsed by `parseSiwxMessage`: its format, its fields and its exact text. */
export interface ParsedSiwxMessage {
  /** 'eip155' for EIP-4361 (Sign-In With Ethereum), 'solana' for Sign-In With Solana (CAIP-122), 'bip122' for CAIP-122 on Bitcoin. */
  namespace: 'eip155' | 'solana' | 'bip122'
  /** The fields; times normalised to `Date#toISOString()`, `chainId` to CAIP-2. */
  fields: SiwxMessageFields
  /** EIP-4361's optional scheme before the domain ('https' in 'https://app.example.com wants…'). */
  scheme?: string
  /** The exact text, as signed. */
  text: string
}

// RFC 3339 date-time, as EIP-4361 requires (`Date` alone accepts many other forms).
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/** 'Invalid message', status 400. */
export function invalidMessage(): SiwxServerError {
  return new SiwxServerError(SIWX_SERVER_ERRORS.invalidMessage, 400)
}

/**
 * Normalises an RFC 3339 date-time to `toISOString()` form (UTC, milliseconds).
 * @throws SiwxServerError 'Invalid message' (400) when it is not one
 */
export function parseMessageTime(value: string): string {
  const ms = RFC3339.test(value) ? Date.parse(value) : Number.NaN
  if (Number.isNaN(ms)) throw invalidMessage()
  return new Date(ms).toISOString()
}

/** Like {@link parseMessageTime} for a `Date` (NaN when viem could not parse the text). */
export function dateToMessageTime(value: Date): string {
  if (Number.isNaN(value.getTime())) throw invalidMessage()
  return value.toISOString()
}

/**
 * The field lines a CAIP-122 sign-in message may carry after its header and statement, in the
 * order they must come (the Solana and Bitcoin layouts both use them).
 */
export const SIWX_MESSAGE_FIELDS = [
  'URI',
  'Version',
  'Chain ID',
  'Nonce',
  'Issued At',
  'Expiration Time',
  'Not Before',
  'Request ID',
] as const

/** One of {@link SIWX_MESSAGE_FIELDS}. */
export type SiwxMessageField = (typeof SIWX_MESSAGE_FIELDS)[number]

/**
 * The index in {@link SIWX_MESSAGE_FIELDS} of the field `line` sets (`<field>: <value>`, the value not
 * empty), looking only at fields from index `from` on, since each comes after the one before; -1 for none.
 */
export function messageFieldIndex(line: string, from: number): number {
  return SIWX_MESSAGE_FIELDS.findIndex(
    (name, index) => index >= from && line.startsWith(`${name}: `) && line.length > name.length + 2,
  )
}
