import fc from 'fast-check'
import { createSignInMessageText, parseSignInMessageText } from '@solana/wallet-standard-util'
import { describe, expect, it } from 'vitest'
import { hasSolanaSignInLayout } from './solanaLayout.js'
import { solanaAccount, solanaMessage } from './testFixtures.js'

const line = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !s.includes('\n') && !s.includes('\r'))
const T = new Date('2030-01-01T00:00:00.000Z')

describe('hasSolanaSignInLayout: a linear pass before the third-party parser', () => {
  it('accepts every message createSignInMessageText writes with one-line values', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            statement: line,
            uri: line,
            version: line,
            chainId: line,
            nonce: line,
            issuedAt: line,
            expirationTime: line,
            notBefore: line,
            requestId: line,
            resources: fc.array(line, { maxLength: 3 }),
          },
          { requiredKeys: ['uri'] },
        ),
        (fields) => {
          const text = createSignInMessageText({ domain: 'app.example.com', address: solanaAccount.address, ...fields })
          expect(hasSolanaSignInLayout(text)).toBe(true)
          expect(parseSignInMessageText(text)).not.toBeNull()
        },
      ),
    )
  })

  it.each([
    [
      'blank lines after the address',
      (t: string) => t.replace(`${solanaAccount.address}\n`, `${solanaAccount.address}\n\n\n`),
    ],
    ['a two-line statement', (t: string) => t.replace('Sign in to the demo.', 'Sign in\nto the demo.')],
    ['fields out of order', (t: string) => t.replace(/(URI: .*)\n(Version: .*)/, '$2\n$1')],
    ['an unknown line', (t: string) => t.replace('Version: 1', 'Version: 1\nColor: blue')],
    ['a trailing newline', (t: string) => `${t}\n`],
    ['an empty field', (t: string) => t.replace(/Nonce: .*/, 'Nonce: ')],
    ['no domain', (t: string) => t.replace(/^[^\n]+ wants/, ' wants')],
    ['no fields', () => `a wants you to sign in with your Solana account:\n${solanaAccount.address}`],
    ['a resource line without its heading', (t: string) => `${t}\n- https://a.example`],
    ['an empty address line', (t: string) => t.replace(solanaAccount.address, '')],
    [
      'no blank line after the address',
      (t: string) => t.replace(`${solanaAccount.address}\n\n`, `${solanaAccount.address}\n`),
    ],
    [
      'no blank line after the address, nor a statement',
      (t: string) => t.replace(`${solanaAccount.address}\n\nSign in to the demo.\n\n`, `${solanaAccount.address}\n`),
    ],
    ['an empty statement line', (t: string) => t.replace('Sign in to the demo.', '')],
    [
      'an unknown second line without a statement',
      (t: string) => t.replace('Sign in to the demo.\n\n', '').replace('Version: 1', 'Color: blue'),
    ],
    ['a statement and no fields', (t: string) => t.replace(/\nURI: [^]*$/, '')],
    ['a resource line without its dash', (t: string) => `${t}\nResources:\nhttps://a.example`],
    ['an empty resource', (t: string) => `${t}\nResources:\n- https://a.example\n- `],
  ])('refuses %s', (_, change) => {
    const text = solanaMessage('abcdef1234567890', T)
    expect(hasSolanaSignInLayout(text)).toBe(true)
    expect(hasSolanaSignInLayout(change(text))).toBe(false)
  })

  it('accepts a message without a statement, and Resources with no entries', () => {
    const text = solanaMessage('abcdef1234567890', T, { statement: undefined, resources: [] })
    expect(text).toMatch(/\n\nURI: .*\nVersion: 1\n[^]*\nResources:$/)
    expect(hasSolanaSignInLayout(text)).toBe(true)
  })

  it('checks 100,000 blank lines by splitting once (the parser would take seconds)', () => {
    const text = solanaMessage('abcdef1234567890', T).replace(
      `${solanaAccount.address}\n`,
      `${solanaAccount.address}\n${'\n'.repeat(100_000)}`,
    )
    expect(hasSolanaSignInLayout(text)).toBe(false)
  })
})
