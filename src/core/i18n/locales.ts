/**
 * The locales the modal ships (RainbowKit's 19): English is in the entry; every other one is a
 * lazily loaded catalogue (its own chunk, downloaded only when a host picks it). BCP 47 tags.
 * `en-XA` is the pseudo-locale (core/i18n/pseudo.ts): for testing that every text is catalogued
 * and that layouts hold longer texts, not for visitors.
 */
/** The tags in one string, English first: the entry carries them so, and {@link Locale} is read from it. */
const TAGS = 'en ar de es fr hi id ja ko ms pt ru th tr uk vi zh-CN zh-HK zh-TW en-XA'
/** The words of a space-separated string, as a union type. */
type Words<S extends string> = S extends `${infer Word} ${infer Rest}` ? Word | Words<Rest> : S
/** A shipped locale's BCP 47 tag. */
export type Locale = Words<typeof TAGS>
/** Every shipped locale's tag, English first. */
export const LOCALES = TAGS.split(' ') as readonly Locale[]

/**
 * The shipped locale for a BCP 47 tag such as a browser's `navigator.language`, by its language,
 * in any case: 'pt-BR' and 'pt-PT' → 'pt', 'en-US' → 'en'. Chinese by script, then region:
 * Simplified ('zh', 'zh-Hans', 'zh-CN', 'zh-SG') → 'zh-CN'; Hong Kong and Macau ('zh-HK', 'zh-MO',
 * 'zh-Hant-HK') → 'zh-HK'; other Traditional ('zh-Hant', 'zh-TW') → 'zh-TW'. A shipped tag as it is
 * ('en-XA', the pseudo-locale) → itself. A language the modal does not ship → undefined.
 */
export function matchLocale(tag: string): Locale | undefined {
  const lower = tag.toLowerCase()
  const language = lower.split('-')[0]
  if (language !== 'zh')
    return LOCALES.find((locale) => locale.toLowerCase() === lower) ?? LOCALES.find((locale) => locale === language)
  return /hans/i.test(tag) ? 'zh-CN' : /hk|mo/i.test(tag) ? 'zh-HK' : /hant|tw/i.test(tag) ? 'zh-TW' : 'zh-CN'
}
