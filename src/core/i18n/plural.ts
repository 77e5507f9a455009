/**
 * Plurals and lists through `Intl`: the catalogue's templates pick a plural
 * form with Intl.PluralRules and join words with Intl.ListFormat, in their own locale.
 */

/** The forms of a plural text by CLDR plural category; `other` is required, the rest fall back to it. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

/** `forms` for `count` in `locale`: plural('en', 1, { one: 'this network', other: 'these networks' }) → 'this network'. */
export function plural(locale: string, count: number, forms: PluralForms): string {
  return forms[new Intl.PluralRules(locale).select(count)] ?? forms.other
}

/** Words joined as a list in `locale`: ('en', ['ETH', 'SOL']) → 'ETH and SOL'; ('es', …) → 'ETH y SOL'. */
export function listOf(locale: string, items: readonly string[]): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items)
}
