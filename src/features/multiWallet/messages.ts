/**
 * The multi-wallet feature's texts (spec sections 2 and 6, ProfileWallets): the
 * catalogue's part (core/messages/multiWallet.ts) in the active locale.
 */
import { localized } from '../../core/i18n/locale.js'
import { multiWalletMessages } from '../../core/messages/multiWallet.js'

export const messages = localized(multiWalletMessages)
