/**
 * The embedded wallet's texts (issue 22, Languages): the catalogue's part (core/embeddedMessages.ts)
 * in the active locale; the spec's texts (section 5's email warning, section 8's errors) stay English.
 */
import { localized } from '../../core/i18n/locale.js'
import { embeddedMessages } from '../../core/embeddedMessages.js'

export const messages = localized(embeddedMessages)
