/**
 * The pseudo-locale `en-XA` (the tag Android and Chromium use for theirs): every catalogued
 * English text accented, lengthened by about 40% and bracketed, e.g. 'Connect Wallet' →
 * '[Ćőññéćţ Ŵåļļéţ ·····]'. A text still plain on screen under it was never catalogued; the
 * lengthening shows where a longer language would clip. The arguments a template receives
 * (addresses, amounts, token symbols, names) stay as they are: they are data, not text.
 */

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'åƀćđéƒĝĥîĵķļɱñőƥǫŕšţűṽŵẋýžÅƁĆĐÉƑĜĤÎĴĶĻṀÑŐƤǪŔŠŢŰṼŴẊÝŽ'][i]!,
  ]),
)

/** Marks an argument so {@link pseudoText} leaves it as it is (private-use code points). */
const DATA_START = '\uE000'
const DATA_END = '\uE001'
const DATA = new RegExp(`${DATA_START}([^${DATA_END}]*)${DATA_END}`, 'g')

/** `text` pseudo-localised: letters outside marked data accented, `[…]` around it, `·` padding of ~40%. */
export function pseudoText(text: string): string {
  let out = ''
  let inData = false
  let letters = 0
  for (const char of text) {
    if (char === DATA_START || char === DATA_END) inData = char === DATA_START
    else if (!inData && ACCENTED[char]) letters++
    out += inData ? char : (ACCENTED[char] ?? char)
  }
  const padding = letters === 0 ? '' : ` ${'·'.repeat(Math.ceil(letters * 0.4))}`
  return `[${out}${padding}]`.replace(DATA, '$1')
}

const marked = (arg: unknown): unknown =>
  typeof arg === 'string' ? `${DATA_START}${arg}${DATA_END}` : Array.isArray(arg) ? arg.map(marked) : arg

/**
 * A catalogue's value pseudo-localised: a string's text, a template whose answer is (its arguments
 * kept), or a table of texts (e.g. Activity's row titles by operation type) whose every entry is.
 */
export function pseudoValue(value: unknown): unknown {
  if (typeof value === 'string') return pseudoText(value)
  if (typeof value === 'function')
    return (...args: unknown[]) => pseudoText(String((value as (...a: unknown[]) => unknown)(...args.map(marked))))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, pseudoValue(entry)]))
  return value
}

/** Every text of `catalogue` pseudo-localised. */
export function pseudoCatalogue<T extends object>(catalogue: T): T {
  return Object.fromEntries(Object.entries(catalogue).map(([key, value]) => [key, pseudoValue(value)])) as T
}
