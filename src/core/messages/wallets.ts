/** The catalogue's strings for AllWallets, with the first paint's (see core/messages.ts). */
import { firstPaintMessages } from '../firstPaintMessages.js'

export const walletsMessages = {
  ...firstPaintMessages,
  searchWallets: 'Search wallets',
  walletsEmpty: 'No wallet found',
  walletsError: 'Could not load the wallet list',
  walletsLoading: 'Loading wallets…',
} as const
