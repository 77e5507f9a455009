/**
 * The onramp feature's texts (Languages): the catalogue's part (core/messages/onramp.ts) in
 * the active locale, English for a key the locale does not translate.
 */
import { localized } from '../../core/i18n/locale.js'
import { onrampMessages } from '../../core/messages/onramp.js'

export const messages = localized(onrampMessages)
