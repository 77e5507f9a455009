/**
 * Every user-visible string, in one catalogue ready for locales. Spec texts are verbatim
 * (spec section 8 where noted). The catalogue is kept in parts by where the strings show, so each
 * chunk downloads only its own: firstPaintMessages.ts (what the entry shows: view titles, the
 * Connect view, the dialog, the JS API's errors) and one part per lazily loaded area in messages/,
 * each of which includes the first paint's. Code imports its part; `messages` is all of them.
 */
import { firstPaintMessages } from './firstPaintMessages.js'
import { networksMessages } from './messages/networks.js'
import { activityMessages } from './messages/activity.js'
import { walletsMessages } from './messages/wallets.js'
import { connectMessages } from './messages/connect.js'
import { accountMessages } from './messages/account.js'
import { walletconnectMessages } from './messages/walletconnect.js'
import { siwxMessages } from './messages/siwx.js'
import { sendMessages } from './messages/send.js'
import { errorsMessages } from './messages/errors.js'
import { walletAnswersMessages } from './messages/walletAnswers.js'
import { specErrorsMessages } from './messages/specErrors.js'
import { embeddedMessages } from './embeddedMessages.js'
import { embeddedErrorsMessages } from './messages/embedded.js'
import { namesMessages } from './messages/names.js'
import { buttonsMessages } from './messages/buttons.js'
import { receiveMessages } from './messages/receive.js'
import { onrampMessages } from './messages/onramp.js'
import { bitcoinMessages } from './messages/bitcoin.js'
import { platformMessages } from './messages/platform.js'
import { multiWalletMessages } from './messages/multiWallet.js'

export const messages = {
  ...firstPaintMessages,
  ...networksMessages,
  ...activityMessages,
  ...walletsMessages,
  ...connectMessages,
  ...accountMessages,
  ...walletconnectMessages,
  ...siwxMessages,
  ...sendMessages,
  ...errorsMessages,
  ...walletAnswersMessages,
  ...specErrorsMessages,
  ...embeddedMessages,
  ...embeddedErrorsMessages,
  ...namesMessages,
  ...buttonsMessages,
  ...receiveMessages,
  ...onrampMessages,
  ...bitcoinMessages,
  ...platformMessages,
  ...multiWalletMessages,
} as const
