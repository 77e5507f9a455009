import { randomBytes } from 'node:crypto'

/** Length of an issued nonce: 32 hex characters (128 random bits). */
export const NONCE_LENGTH = 32

/**
 * A fresh random nonce: 32 lowercase hex characters from the OS CSPRNG, so alphanumeric as
 * EIP-4361 requires (at least 8 characters) and unguessable (128 bits).
 */
export function generateNonce(): string {
  return randomBytes(NONCE_LENGTH / 2).toString('hex')
}

/** An issued nonce, as `POST …/nonce` answers it. */
export interface SiwxNonce {
  /** 32 hex characters; put it in the message's `Nonce:` line. */
  nonce: string
  /** ISO-8601 time after which it is refused. */
  expiresAt: string
}
