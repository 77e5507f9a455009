/**
 * The registry of the features' texts: each feature's English part of the messages catalogue,
 * gathered for core/i18n/catalogue.ts (the shape every locale translates). A feature with texts
 * of its own keeps them in a `messages.ts` beside its views (its `<feature>Messages`, and the same
 * texts in the active locale for the views when it likes) and adds one line here; core/ does not
 * change.
 *
 * Message modules are a layer of their own (.dependency-cruiser.cjs, `messages`): they import core
 * and other message modules only, and every layer may import them (core's send rules and sign-in
 * failures, the chain adapters and the actions word their errors with them). Only the catalogue,
 * tests and types import this module: each chunk imports its own feature's part, never this.
 */
import { accountMessages } from './account/messages.js'
import { activityMessages } from './activity/messages.js'
import { connectMessages } from './connect/messages.js'
import { embeddedMessages } from './embedded/messages.js'
import { socialMessages } from './embedded/social/messages.js'
import { multiWalletMessages } from './multiWallet/messages.js'
import { namesMessages } from './names/messages.js'
import { networksMessages } from './networks/messages.js'
import { onrampMessages } from './onramp/messages.js'
import { platformMessages } from './platform/messages.js'
import { receiveMessages } from './receive/messages.js'
import { sendMessages } from './send/messages.js'
import { siwxMessages } from './siwx/messages.js'
import { swapMessages } from './swaps/messages.js'
import { walletconnectMessages } from './walletconnect/messages.js'
import { walletsMessages } from './wallets/messages.js'

/**
 * Every feature's English texts, by key. A key two features share holds one text (the later
 * part's wins here; catalogue.test.ts checks that every part agrees with the whole).
 */
export const featureMessages = {
  ...connectMessages,
  ...accountMessages,
  ...activityMessages,
  ...networksMessages,
  ...walletsMessages,
  ...walletconnectMessages,
  ...siwxMessages,
  ...receiveMessages,
  ...sendMessages,
  ...socialMessages,
  ...multiWalletMessages,
  ...swapMessages,
  ...onrampMessages,
  ...namesMessages,
  ...embeddedMessages,
  ...platformMessages,
}
