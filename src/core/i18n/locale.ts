/**
 * The modal's active locale: English by default; another shipped locale's
 * catalogue loads as its own chunk on first use, through the small chunk that holds every
 * locale's lazy import (catalogueLoaders.ts), so the entry carries one import whatever the number
 * of locales (a host on English downloads neither). Views read
 * their strings through {@link localized}, which answers from the active catalogue and falls back
 * to English per key. Errors thrown by the API and the actions stay English (spec section 8 texts
 * verbatim); only what views display is translated. One locale per page: the last element to ask
 * for one sets it.
 */
import type { Locale } from './locales.js'

/** A locale's texts by key, or (the pseudo-locale) a function of each English text and its key. */
type Catalogue = Record<string, unknown> | ((english: unknown, key: string) => unknown)

let active: { locale: Locale; catalogue?: Catalogue } = { locale: 'en' }
let requested: Locale = 'en'
const listeners = new Set<() => void>()

/**
 * Makes `locale` the active one: loads its catalogue chunk (nothing for 'en'), then tells the
 * subscribers. A later call wins over one still loading. A chunk that fails to load leaves the
 * active locale as it was, with a console warning.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  requested = locale
  if (locale === active.locale) return
  let catalogue: Catalogue | undefined
  try {
    catalogue = locale === 'en' ? undefined : (await (await import('./catalogueLoaders.js')).default[locale]()).default
  } catch (error) {
    console.warn(`wallet-modal: locale ${locale} not loaded`, error)
    return
  }
  if (requested !== locale) return
  active = { locale, catalogue }
  for (const listener of listeners) listener()
}

/** The locale whose catalogue views show now (a requested one counts once its chunk loaded). */
export const activeLocale = (): Locale => active.locale

/** Calls `listener` after the active locale changed; returns the unsubscribe function. */
export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A view of a catalogue part that reads each key from the active locale's catalogue, else English. */
export function localized<T extends object>(part: T): T {
  return new Proxy(part, {
    get: (target, key) => {
      const catalogue = active.catalogue
      const english = Reflect.get(target, key)
      if (typeof key !== 'string' || !catalogue) return english
      return typeof catalogue === 'function' ? catalogue(english, key) : key in catalogue ? catalogue[key] : english
    },
  })
}
