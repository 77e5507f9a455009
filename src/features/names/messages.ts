/**
 * The names feature's texts (Languages): the catalogue's part (core/messages/names.ts) in
 * the active locale, English for a key the locale does not translate.
 */
import { localized } from '../../core/i18n/locale.js'
import { namesMessages } from '../../core/messages/names.js'

export const messages = localized(namesMessages)
