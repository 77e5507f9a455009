/**
 * The zxcvbn-ts estimator of new recovery passphrases, built as the signer page's second file,
 * `dist/signer/passphrase-strength.js` (tsup.config.ts): its dictionaries (about 460 KB, 240 KB
 * gzip) load only when the signer asks for a new passphrase, never with the signer page itself,
 * and never in the modal's host bundle. Dictionaries: @zxcvbn-ts/language-common (the 30,000
 * most common passwords, diceware words, keyboard layouts) and a few published example
 * passphrases; feedback in English (@zxcvbn-ts/language-en's translations only: its own
 * dictionaries would add 1.2 MB).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'
import translations from '@zxcvbn-ts/language-en/dist/translations.mjs'
import type { StrengthEstimator } from './passphraseStrength.js'

/** Examples printed in comics, manuals and tests: the first words an attacker tries. */
const PUBLISHED = [
  'correct horse battery staple',
  'correcthorsebatterystaple',
  'correct-horse-battery-staple',
  'correct_horse_battery_staple',
  'correct.horse.battery.staple',
  'troubador&3',
  'tr0ub4dor&3',
]

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...dictionary, 'passwords-published': PUBLISHED },
  graphs: adjacencyGraphs,
  translations,
})

export const estimate: StrengthEstimator = (passphrase, userInputs) => {
  const { score, feedback } = zxcvbn.check(passphrase, userInputs)
  return { score, warning: feedback.warning, suggestions: feedback.suggestions }
}
