import { accountViews } from '../features/account/index.js'
import { connectViews } from '../features/connect/index.js'
import { embeddedViews } from '../features/embedded/index.js'
import { networksViews } from '../features/networks/index.js'
import { sendViews } from '../features/send/index.js'
import { siwxViews } from '../features/siwx/index.js'
import { walletConnectViews } from '../features/walletconnect/index.js'
import { walletsViews } from '../features/wallets/index.js'
import type { ViewRegistry } from '../ui/viewRegistry.js'

/** Every view the router can show, by spec name (spec section 2), as each feature registers it. */
export const views: ViewRegistry = {
  ...connectViews,
  ...networksViews,
  ...siwxViews,
  ...walletsViews,
  ...walletConnectViews,
  ...sendViews,
  ...accountViews,
  ...embeddedViews,
}
