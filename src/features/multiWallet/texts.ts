/**
 * The multi-wallet feature's texts (spec sections 2 and 6, ProfileWallets): its English part of the catalogue (./messages.ts) in the active locale, English for
 * a key the locale does not translate. What the views show; errors thrown read ./messages.ts.
 */
import { localized } from '../../core/i18n/locale.js'
import { multiWalletMessages } from './messages.js'

/** multiWalletMessages in the active locale. */
export const messages = localized(multiWalletMessages)
