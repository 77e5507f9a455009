import { useSyncExternalStore } from 'react'
import { activeLocale, subscribeLocale } from '../core/i18n/locale.js'
import type { Locale } from '../core/i18n/locales.js'

/** The locale the views show now; re-renders when another one's catalogue has loaded. */
export function useActiveLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, activeLocale, activeLocale)
}
