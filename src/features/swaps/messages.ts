/**
 * The swaps feature's texts (Languages): the catalogue's part (core/messages/swaps.ts) in
 * the active locale, English for a key the locale does not translate.
 */
import { localized } from '../../core/i18n/locale.js'
import { swapMessages } from '../../core/messages/swaps.js'

export const messages = localized(swapMessages)
