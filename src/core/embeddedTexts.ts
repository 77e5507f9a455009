/**
 * The embedded wallet's part of the catalogue (core/embeddedMessages.ts) in the active locale:
 * what its views and actions show, the toasts included. Errors thrown stay
 * English (spec section 8) and read core/embeddedMessages.ts itself.
 */
import { embeddedMessages } from './embeddedMessages.js'
import { localized } from './i18n/locale.js'

export const embeddedTexts = localized(embeddedMessages)
