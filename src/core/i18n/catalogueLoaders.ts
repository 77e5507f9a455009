/**
 * Every shipped locale's catalogue as a lazy import of its own chunk. This module is itself a lazy
 * chunk (locale.ts imports it when a host first picks a locale other than English): the entry
 * holds one import of it instead of one per locale, so a locale added here costs the English page
 * no bytes.
 */
import type { Locale } from './locales.js'

/** A catalogue as views read it: text or template by key, or the pseudo-locale's function of each English text and its key. */
type Catalogue = Record<string, unknown> | ((english: unknown, key: string) => unknown)

/** The import of each locale's catalogue chunk, by tag (English is built into the entry). */
const catalogueLoaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  ar: () => import('./locales/ar.js'),
  de: () => import('./locales/de.js'),
  es: () => import('./locales/es.js'),
  fr: () => import('./locales/fr.js'),
  hi: () => import('./locales/hi.js'),
  id: () => import('./locales/id.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  ms: () => import('./locales/ms.js'),
  pt: () => import('./locales/pt.js'),
  ru: () => import('./locales/ru.js'),
  th: () => import('./locales/th.js'),
  tr: () => import('./locales/tr.js'),
  uk: () => import('./locales/uk.js'),
  vi: () => import('./locales/vi.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  'zh-HK': () => import('./locales/zh-HK.js'),
  'zh-TW': () => import('./locales/zh-TW.js'),
  'en-XA': () => import('./locales/en-XA.js'),
}

export default catalogueLoaders
