/** The catalogue's strings for AllWallets, with the first paint's (see core/firstPaintMessages.ts). */
import { firstPaintMessages } from '../../core/firstPaintMessages.js'

/** AllWallets' and GetWallet's English texts, by key: a part of the catalogue (gathered by features/messages.ts). */
export const walletsMessages = {
  ...firstPaintMessages,
  searchWallets: 'Search wallets',
  walletsEmpty: 'No wallet found',
  walletsError: 'Could not load the wallet list',
  walletsLoading: 'Loading wallets…',
  /** GetWallet: popular wallets with a link to each one's site. */
  getWalletIntro: 'Pick a wallet to install. Come back here once it is set up.',
  getWalletLink: 'Get',
  getWalletListLabel: 'Popular wallets',
  opensInNewTab: '(opens in a new tab)',
} as const
