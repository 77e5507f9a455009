/**
 * The pseudo-locale `en-XA` (core/i18n/pseudo.ts): every English text a view reads through its
 * catalogue, pseudo-localised; the texts no locale translates (spec section 8) stay as they are.
 */
import { NOT_TRANSLATED } from '../notTranslated.js'
import { pseudoValue } from '../pseudo.js'

const kept = new Set<string>(NOT_TRANSLATED)

export default (english: unknown, key: string): unknown => (kept.has(key) ? english : pseudoValue(english))
