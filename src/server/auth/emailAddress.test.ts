import { describe, expect, it } from 'vitest'
import { emailLookup, MAX_EMAIL_LENGTH, normalizeEmail } from './emailAddress.js'
import { AUTH_ERRORS } from './errors.js'
import { createTestAuthServer } from './testFixtures.js'

/** An address of exactly `length` characters: a 64-character local part and 63-character labels. */
const addressOfLength = (length: number) => {
  const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - 64 - 1 - 63 - 1 - 63 - 1 - 4)}.com`
  return `${'a'.repeat(64)}@${domain}`
}

describe('normalizeEmail', () => {
  it('keys one person by one address: trimmed and lower case', () => {
    expect(normalizeEmail('  Alice@Example.COM \n')).toBe('alice@example.com')
    expect(normalizeEmail('alice@example.com')).toBe('alice@example.com')
  })

  it('refuses what is not an address', () => {
    for (const raw of [
      '',
      '   ',
      'alice',
      'alice@',
      '@example.com',
      'alice@@example.com',
      'alice example@example.com',
    ]) {
      expect(normalizeEmail(raw), raw).toBeUndefined()
    }
  })

  it('answers undefined, rather than throwing, for a value that is not a string (a plain-JavaScript caller)', () => {
    for (const raw of [undefined, null, 42, ['a@example.com'], { length: 1 }]) {
      expect(normalizeEmail(raw as never), JSON.stringify(raw)).toBeUndefined()
    }
  })

  it('takes an address of up to 254 characters', () => {
    expect(MAX_EMAIL_LENGTH).toBe(254)
    expect(normalizeEmail(addressOfLength(254))).toBe(addressOfLength(254))
    expect(normalizeEmail(addressOfLength(255))).toBeUndefined()
  })

  it('looks at raw input of at most 508 characters (twice the address limit), counting the whitespace it trims', () => {
    expect(normalizeEmail('a@example.com'.padEnd(508))).toBe('a@example.com')
    expect(normalizeEmail(`${' '.repeat(495)}a@example.com`)).toBe('a@example.com')
    expect(normalizeEmail('a@example.com'.padEnd(509))).toBeUndefined()
    expect(normalizeEmail('a@example.com'.padEnd(10_000))).toBeUndefined()
  })

  it('agrees with the HTTP API: a padded address up to 508 characters gets its code, one more is a bad body', async () => {
    const { client, mailer } = createTestAuthServer()
    expect((await client.start('A@Example.com'.padEnd(508))).status).toBe(200)
    expect(mailer.mails.map((mail) => mail.to)).toEqual(['a@example.com'])
    const over = await client.start('b@example.com'.padEnd(509))
    expect([over.status, over.body.error]).toEqual([400, AUTH_ERRORS.invalidBody])
    expect(mailer.mails).toHaveLength(1)
  })
})

describe('emailLookup', () => {
  it('is the hex HMAC-SHA256 of the address under the index key (RFC 4231 test case 1)', () => {
    expect(emailLookup(new Uint8Array(20).fill(0x0b), 'Hi There')).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    )
  })

  it('differs per key, so the index holds nothing a table of address hashes could reverse', () => {
    const a = emailLookup(new Uint8Array(32).fill(1), 'alice@example.com')
    const b = emailLookup(new Uint8Array(32).fill(2), 'alice@example.com')
    expect(a).toMatch(/^[0-9a-f]{64}$/)
    expect(a).not.toBe(b)
  })
})
