/** The catalogue's strings for the Account view, its Tokens tab and copy button, with the first paint's (see core/firstPaintMessages.ts). */
import { firstPaintMessages } from '../../core/firstPaintMessages.js'

/** The Account view's English texts, by key: a part of the catalogue (gathered by features/messages.ts). */
export const accountMessages = {
  ...firstPaintMessages,
  copied: 'Address copied',
  copyAddress: 'Copy address',
  accountTabs: 'Account',
  activityTab: 'Activity',
  balanceLoading: 'Loading balance…',
  balanceUnavailable: 'Balance unavailable',
  networkButton: (name: string) => `Network: ${name}. Change network`,
  send: 'Send',
  receive: 'Receive',
  swap: 'Swap',
  buy: 'Buy',
  registerName: 'Register a name',
  tokensTab: 'Tokens',
  /** Spec section 8. */
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  tokensEmpty: 'No tokens on this network yet.',
  tokensLoading: 'Loading tokens…',
} as const
