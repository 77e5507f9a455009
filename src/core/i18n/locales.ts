/**
 * The locales the modal ships: English is in the entry; every other one is a
 * lazily loaded catalogue (its own chunk, downloaded only when a host picks it). BCP 47 tags.
 * `en-XA` is the pseudo-locale (core/i18n/pseudo.ts): for testing that every text is catalogued
 * and that layouts hold longer texts, not for visitors.
 */
export const LOCALES = ['en', 'es', 'zh-CN', 'ja', 'ar', 'en-XA'] as const
export type Locale = (typeof LOCALES)[number]
