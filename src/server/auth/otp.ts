import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { OtpChallenge } from '../storage/authTypes.js'

/** A fresh 6-digit one-time code, uniform over 000000-999999 (node's CSPRNG through `crypto.randomInt`). */
export function generateOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** True for exactly six ASCII digits. */
export function isOtpCodeShape(code: string): boolean {
  return /^\d{6}$/.test(code)
}

/** The stored form of a code: hex HMAC-SHA256 under the pepper of (challenge id, code), so a code is bound to its challenge. */
export function otpCodeHmac(pepper: Uint8Array, challengeId: string, code: string): string {
  return createHmac('sha256', pepper).update(`${challengeId}\n${code}`, 'utf8').digest('hex')
}

/** Compares a code with a stored HMAC in constant time. */
export function otpCodeMatches(
  pepper: Uint8Array,
  challenge: Pick<OtpChallenge, 'id' | 'codeHmac'>,
  code: string,
): boolean {
  const given = Buffer.from(otpCodeHmac(pepper, challenge.id, code), 'hex')
  const stored = Buffer.from(challenge.codeHmac, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}

/**
 * Where a challenge stands before a try (the OTP state machine):
 * - 'unknown': never issued, or swept after expiry;
 * - 'used': a right code was already accepted (single use);
 * - 'voided': a newer code was sent for the same address and purpose;
 * - 'expired': `expiresAt` is at or before `now`;
 * - 'locked': `maxAttempts` tries were made (a further try is refused, right code or not);
 * - 'open': it takes a try.
 * Checked in that order.
 */
export type OtpChallengeStatus = 'unknown' | 'used' | 'voided' | 'expired' | 'locked' | 'open'

/** The {@link OtpChallengeStatus} of `challenge` at `now`. */
export function otpChallengeStatus(
  challenge: OtpChallenge | undefined,
  now: Date,
  maxAttempts: number,
): OtpChallengeStatus {
  if (!challenge) return 'unknown'
  if (challenge.state === 'used') return 'used'
  if (challenge.state === 'voided') return 'voided'
  if (challenge.expiresAt <= now) return 'expired'
  if (challenge.attempts >= maxAttempts) return 'locked'
  return 'open'
}
