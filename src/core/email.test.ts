import { describe, expect, it } from 'vitest'
import { isValidEmail } from './email.js'
import { truncateEmail } from './format.js'

describe('email addresses (spec section 5)', () => {
  it.each(['a@b.co', ' user.name+tag@sub.example.com ', 'ü@ex.de'])('accepts %s', (email) =>
    expect(isValidEmail(email)).toBe(true),
  )
  it.each(['', 'a', 'a@b', '@b.co', 'a@.co', 'a b@c.de', 'a@b..co', 'a@@b.co', `${'x'.repeat(250)}@b.co`])(
    'refuses %j',
    (email) => expect(isValidEmail(email)).toBe(false),
  )
})

describe('the email label (spec section 9: truncated above 30 characters)', () => {
  it('keeps up to 30 characters and cuts the rest', () => {
    expect(truncateEmail('thirty.characters.ok@exam.com')).toBe('thirty.characters.ok@exam.com')
    expect(truncateEmail('a'.repeat(30))).toBe('a'.repeat(30))
    expect(truncateEmail(`${'a'.repeat(20)}@long-domain.example.com`)).toBe(`${'a'.repeat(20)}@long-doma\u2026`)
  })
})

describe('email addresses: the whole text must be one address', () => {
  it('accepts 254 characters, not text after the address', () => {
    const longest = `${'x'.repeat(246)}@b.co.uk`
    expect(longest).toHaveLength(254)
    expect(isValidEmail(longest)).toBe(true)
    expect(isValidEmail(`${longest}k`)).toBe(false)
    expect(isValidEmail('a@b.co x')).toBe(false)
    expect(isValidEmail('a@b.co@c.de')).toBe(false)
  })
})
