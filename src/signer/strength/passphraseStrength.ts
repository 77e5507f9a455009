/**
 * The minimum strength of a new recovery passphrase: a passphrase-mode recovery
 * blob can be guessed offline by whoever holds it (a stolen database, a stolen session token), so
 * a new passphrase must be long enough and hard enough to guess by a zxcvbn estimate. Pure: the
 * estimator is passed in (the signer page loads zxcvbn-ts and its dictionaries lazily, from
 * `passphrase-strength.js`, when the create screen shows; see ./estimator.ts).
 */

/** zxcvbn's score of a new passphrase must be at least this: 3 is "safely unguessable" (about 10^8 guesses or more). */
export const MIN_PASSPHRASE_SCORE = 3

/** What a zxcvbn-class estimator says of one passphrase. */
export interface StrengthEstimate {
  /** 0 (too guessable) … 4 (very unguessable). */
  score: number
  /** zxcvbn's feedback warning ("This is a commonly used password."), when it has one. */
  warning: string | null
  /** zxcvbn's suggestions ("Add more words that are less common."). */
  suggestions: string[]
}

/** Estimates a passphrase's strength; `userInputs` are words of this page and site (guessable from it). */
export type StrengthEstimator = (passphrase: string, userInputs: string[]) => StrengthEstimate

/** Words an attacker would try first against this wallet's passphrases: the product's and the page's own. */
export const PAGE_WORDS = [
  'wallet',
  'modal',
  'signer',
  'recovery',
  'passphrase',
  'password',
  'crypto',
  'ethereum',
  'solana',
  'seed',
  'mnemonic',
] as const

/** The site's host and its labels ('app.example.com' → app.example.com, app, example, com). */
export function siteWords(site: string): string[] {
  const host = URL.canParse(site) ? new URL(site).hostname : site
  return [host, ...host.split(/[.:-]/)].filter((word) => word.length >= 3)
}

const HINT = 'Try four or more uncommon words that do not form a phrase.'

/**
 * Judges a new passphrase: undefined when it may be used, else the message to show in the frame.
 * Shorter than `minLength` is refused first (no estimate needed); then a zxcvbn score under
 * {@link MIN_PASSPHRASE_SCORE}, naming zxcvbn's warning where it has one.
 */
export function judgeNewPassphrase(
  passphrase: string,
  minLength: number,
  estimate: StrengthEstimator,
  userInputs: readonly string[] = PAGE_WORDS,
): string | undefined {
  if (passphrase.length < minLength) return `Use at least ${minLength} characters.`
  const result = estimate(passphrase, [...userInputs])
  if (result.score >= MIN_PASSPHRASE_SCORE) return undefined
  const why = result.warning ?? result.suggestions[0]
  return `This passphrase is too easy to guess${why ? `: ${why.replace(/\.$/, '')}.` : '.'} ${HINT}`
}
