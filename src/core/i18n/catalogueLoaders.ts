/**
 * Every shipped locale's catalogue as a lazy import of its own chunk. This module is itself a lazy
 * chunk (locale.ts imports it when a host first picks a locale other than English): the entry
 * holds one import of it instead of one per locale, so a locale added here costs the English page
 * no bytes. The translations are data (locales/<tag>.json, ICU messages); the formatter that turns
 * them into texts and templates (jsonCatalogue.ts) is one more lazy chunk, fetched beside the first.
 */
import type { CatalogueJson } from './jsonCatalogue.js'
import type { Locale } from './locales.js'

/** A catalogue as views read it: text or template by key, or the pseudo-locale's function of each English text and its key. */
type Catalogue = Record<string, unknown> | ((english: unknown, key: string) => unknown)

// Stryker disable ObjectLiteral,StringLiteral: the import attributes shape the bundle, not what runs
// (Vite and vitest ignore them); bench/budgets.ts's catalogue budgets catch their loss.
/**
 * The JSON of each translated locale, by tag. `with { type: 'json' }` and taking `default` at the
 * import keep each chunk to the one object: without them tsup and rolldown also export every
 * top-level key by name (~2.4 KB more gzip a locale in the script tag).
 */
const translations: Record<Exclude<Locale, 'en' | 'en-XA'>, () => Promise<CatalogueJson>> = {
  ar: () => import('./locales/ar.json', { with: { type: 'json' } }).then(({ default: json }) => json),
  de: () => import('./locales/de.json', { with: { type: 'json' } }).then(({ default: json }) => json),
  es: () => import('./locales/es.json', { with: { type: 'json' } }).then(({ default: json }) => json),
  fr: () => import('./locales/fr.json', { with: { type: 'json' } }).then(({ default: json }) => json),
  hi: () => import('./locales/hi.json', { with: { type: 'json' } }).then(({ default: json }) => json),
  id: () => import('./locales/id.json', { with: { type: 'json' } }).then(({ default: json }) => json),
  ja: () => import('./locales/ja.json', { with: { type: 'json' } }).then(({ default: json }) => json),
  ko: () => import('./locales/ko.json', { with: { type: 'json' } }).then(({ default: json }) => json),
  ms: () => import('./locales/ms.json', { with: { type: 'json' } }).then(({ default: json }) => json),
  pt: () => import('./locales/pt.json', { with: { type: 'json' } }).then(({ default: json }) => json),
  ru: () => import('./locales/ru.json', { with: { type: 'json' } }).then(({ default: json }) => json),
  th: () => import('./locales/th.json', { with: { type: 'json' } }).then(({ default: json }) => json),
  tr: () => import('./locales/tr.json', { with: { type: 'json' } }).then(({ default: json }) => json),
  uk: () => import('./locales/uk.json', { with: { type: 'json' } }).then(({ default: json }) => json),
  vi: () => import('./locales/vi.json', { with: { type: 'json' } }).then(({ default: json }) => json),
  'zh-CN': () => import('./locales/zh-CN.json', { with: { type: 'json' } }).then(({ default: json }) => json),
  'zh-HK': () => import('./locales/zh-HK.json', { with: { type: 'json' } }).then(({ default: json }) => json),
  'zh-TW': () => import('./locales/zh-TW.json', { with: { type: 'json' } }).then(({ default: json }) => json),
}
// Stryker restore ObjectLiteral,StringLiteral

/** A translated locale's catalogue: its JSON and the formatter, fetched together. */
const translated = (tag: keyof typeof translations) => async () => {
  const [json, { catalogueFromJson }] = await Promise.all([translations[tag](), import('./jsonCatalogue.js')])
  return { default: catalogueFromJson(tag, json) }
}

/** The import of each locale's catalogue, by tag (English is built into the entry). */
const catalogueLoaders = {
  ...(Object.fromEntries(
    Object.keys(translations).map((tag) => [tag, translated(tag as keyof typeof translations)]),
  ) as Record<keyof typeof translations, () => Promise<{ default: Catalogue }>>),
  'en-XA': () => import('./locales/en-XA.js'),
} satisfies Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>>

export default catalogueLoaders
