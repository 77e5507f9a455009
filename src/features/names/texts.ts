/**
 * The names feature's texts (Languages): its English part of the catalogue (./messages.ts) in the active locale, English for
 * a key the locale does not translate. What the views show; errors thrown read ./messages.ts.
 */
import { localized } from '../../core/i18n/locale.js'
import { namesMessages } from './messages.js'

/** namesMessages in the active locale. */
export const messages = localized(namesMessages)
