/**
 * The locales the modal ships: English is in the entry; every other one is a
 * lazily loaded catalogue (its own chunk, downloaded only when a host picks it). BCP 47 tags.
 */
export const LOCALES = ['en', 'es', 'zh-CN', 'ja', 'ar'] as const
export type Locale = (typeof LOCALES)[number]
