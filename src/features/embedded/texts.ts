/**
 * The embedded wallet's texts (./messages.ts, `embeddedMessages`) in the active locale: what its
 * views and the actions' toasts show. Errors thrown stay English (spec section 8) and read
 * ./messages.ts itself.
 */
import { localized } from '../../core/i18n/locale.js'
import { embeddedMessages } from './messages.js'

/** `embeddedMessages` in the active locale. */
export const messages = localized(embeddedMessages)
