/**
 * The minimum strength of a new recovery passphrase, with the zxcvbn-ts
 * estimator the signer page loads (./estimator.ts). It would have caught the review's finding: the
 * e2e's passphrase 'correct horse battery staple' (a published example, which fell at guess 8)
 * was accepted, as was anything of 10 characters ('password123', 'qwertyuiop').
 */
import { describe, expect, it } from 'vitest'
import { MIN_PASSPHRASE_LENGTH } from '../keys/recovery.js'
import { estimate } from './estimator.js'
import {
  judgeNewPassphrase,
  MIN_PASSPHRASE_SCORE,
  PAGE_WORDS,
  siteWords,
  type StrengthEstimator,
} from './passphraseStrength.js'

const judge = (passphrase: string) =>
  judgeNewPassphrase(passphrase, MIN_PASSPHRASE_LENGTH, estimate, [
    ...PAGE_WORDS,
    ...siteWords('http://127.0.0.1:5190'),
  ])

describe('judgeNewPassphrase with zxcvbn-ts', () => {
  it.each([
    ['password123', 'This passphrase is too easy to guess: This is a commonly used password.'],
    ['qwertyuiop', 'This passphrase is too easy to guess: This is a frequently used password.'],
    ['1234567890', 'This passphrase is too easy to guess: This is a frequently used password.'],
    ['correct horse battery staple', 'This passphrase is too easy to guess: This is a heavily used password.'],
    ['Correct-Horse-Battery-Staple', 'This passphrase is too easy to guess'],
    ['aaaaaaaaaaaaaaaa', 'This passphrase is too easy to guess: Repeated characters like "aaa" are easy to guess.'],
    ['letmein12345', 'This passphrase is too easy to guess: This is similar to a commonly used password.'],
    [
      'recoverypassphrase',
      'This passphrase is too easy to guess: There should not be any personal or page related data.',
    ],
  ])('refuses %j, naming why', (passphrase, message) => {
    const verdict = judge(passphrase)
    expect(verdict).toContain(message)
    expect(verdict).toContain('Try four or more uncommon words')
    expect(estimate(passphrase, [...PAGE_WORDS]).score).toBeLessThan(MIN_PASSPHRASE_SCORE)
  })

  it('refuses a short passphrase on its length, before any estimate (the existing minimum)', () => {
    const never: StrengthEstimator = () => {
      throw new Error('not estimated')
    }
    expect(judgeNewPassphrase('too short', MIN_PASSPHRASE_LENGTH, never)).toBe('Use at least 10 characters.')
  })

  it.each([
    'orbit velvet canyon pickle',
    'ember quartz walrus fig',
    'lantern-oxide-tundra-marble',
    'Velvet orbit 7 pickle canyon',
  ])('accepts a phrase of four random words: %j', (passphrase) => {
    expect(judge(passphrase)).toBeUndefined()
    expect(estimate(passphrase, [...PAGE_WORDS]).score).toBeGreaterThanOrEqual(MIN_PASSPHRASE_SCORE)
  })

  it('names the warning, else the first suggestion, else nothing but the hint', () => {
    const fixed =
      (warning: string | null, suggestions: string[]): StrengthEstimator =>
      () => ({ score: 2, warning, suggestions })
    expect(judgeNewPassphrase('x'.repeat(12), 10, fixed('Dates are easy to guess.', ['Avoid dates.']))).toBe(
      'This passphrase is too easy to guess: Dates are easy to guess. Try four or more uncommon words that do not form a phrase.',
    )
    expect(judgeNewPassphrase('x'.repeat(12), 10, fixed(null, ['Add more words that are less common.']))).toBe(
      'This passphrase is too easy to guess: Add more words that are less common. Try four or more uncommon words that do not form a phrase.',
    )
    expect(judgeNewPassphrase('x'.repeat(12), 10, fixed(null, []))).toBe(
      'This passphrase is too easy to guess. Try four or more uncommon words that do not form a phrase.',
    )
    expect(judgeNewPassphrase('x'.repeat(12), 10, () => ({ score: 3, warning: null, suggestions: [] }))).toBeUndefined()
  })

  it('passes the page and site words to the estimator', () => {
    let seen: string[] = []
    judgeNewPassphrase(
      'x'.repeat(12),
      10,
      (_, inputs) => ((seen = inputs), { score: 4, warning: null, suggestions: [] }),
      [...PAGE_WORDS, ...siteWords('https://app.example.com')],
    )
    expect(seen).toEqual(expect.arrayContaining(['wallet', 'recovery', 'app.example.com', 'example']))
  })
})
