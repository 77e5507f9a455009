import { describe, expect, it } from 'vitest'
import type { OtpChallenge } from '../storage/authTypes.js'
import { generateOtpCode, isOtpCodeShape, otpChallengeStatus, otpCodeHmac, otpCodeMatches } from './otp.js'

const now = new Date('2030-01-01T00:00:00Z')
const pepper = new Uint8Array(32).fill(7)
const live: OtpChallenge = {
  id: 'c1',
  purpose: 'login',
  lookup: 'L',
  sealedEmail: 's',
  codeHmac: otpCodeHmac(pepper, 'c1', '123456'),
  attempts: 0,
  state: 'live',
  createdAt: now,
  expiresAt: new Date(now.getTime() + 600_000),
}

describe('one-time codes', () => {
  it('are six digits, leading zeros kept, spread over the range', () => {
    const codes = Array.from({ length: 2000 }, generateOtpCode)
    expect(codes.every(isOtpCodeShape)).toBe(true)
    expect(new Set(codes.map((c) => c[0])).size).toBe(10)
  })

  it('accept exactly six ASCII digits', () => {
    for (const bad of ['12345', '1234567', '12345a', '١٢٣٤٥٦', ' 123456']) expect(isOtpCodeShape(bad)).toBe(false)
    expect(isOtpCodeShape('012345')).toBe(true)
  })

  it('are stored as an HMAC bound to their challenge, and match only the right code', () => {
    expect(live.codeHmac).toMatch(/^[0-9a-f]{64}$/)
    expect(live.codeHmac).not.toBe(otpCodeHmac(pepper, 'c2', '123456'))
    expect(otpCodeMatches(pepper, live, '123456')).toBe(true)
    expect(otpCodeMatches(pepper, live, '123457')).toBe(false)
    expect(otpCodeMatches(pepper, { ...live, id: 'c2' }, '123456')).toBe(false)
    expect(otpCodeMatches(new Uint8Array(32), live, '123456')).toBe(false)
  })

  it('do not match (nor throw on) a stored HMAC of another length', () => {
    expect(otpCodeMatches(pepper, { ...live, codeHmac: live.codeHmac.slice(0, 62) }, '123456')).toBe(false)
    expect(otpCodeMatches(pepper, { ...live, codeHmac: '' }, '123456')).toBe(false)
  })
})

describe('the OTP state machine', () => {
  const at = (ms: number) => new Date(now.getTime() + ms)
  it.each([
    ['unknown', undefined, 0],
    ['open', live, 0],
    ['open', { ...live, attempts: 4 }, 599_999],
    ['locked', { ...live, attempts: 5 }, 0],
    ['expired', live, 600_000],
    ['expired', { ...live, attempts: 5 }, 600_000],
    ['used', { ...live, state: 'used' }, 0],
    ['used', { ...live, state: 'used' }, 700_000],
    ['voided', { ...live, state: 'voided' }, 0],
  ] as const)('%s', (status, challenge, ms) => {
    expect(otpChallengeStatus(challenge as OtpChallenge | undefined, at(ms), 5)).toBe(status)
  })
})
