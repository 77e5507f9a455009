/**
 * Every user-facing text of the multi-wallet feature (issue 22; spec sections 2 and 6,
 * ProfileWallets), in one place for the messages catalogue; the view's title is in title.ts (the
 * entry's registration takes only it).
 */
export { profileWalletsTitle } from './title.js'

export const multiWalletMessages = {
  /** The Account view's entry to ProfileWallets (shown only with `multiWallet` on). */
  accountEntry: 'Wallets',
  /** The accessible name of the Account entry: how many wallets are connected. */
  accountEntryLabel: (count: number) => `Wallets: ${count} connected`,
  /** Section headings, by namespace. */
  namespaces: { eip155: 'EVM', solana: 'Solana', bip122: 'Bitcoin' } as Record<string, string>,
  /** The active wallet's badge. */
  active: 'Active',
  /** Makes a row's wallet the active one. */
  switchTo: 'Use',
  switchToLabel: (wallet: string, address: string) => `Use ${wallet} (${address})`,
  activeLabel: (wallet: string, address: string) => `${wallet} (${address}), active`,
  disconnect: 'Disconnect',
  disconnectLabel: (wallet: string, address: string) => `Disconnect ${wallet} (${address})`,
  copyLabel: (wallet: string) => `Copy ${wallet} address`,
  connectAnother: 'Connect another wallet',
  disconnectAll: 'Disconnect all',
  balanceLoading: 'Loading balance',
  balanceUnavailable: 'Balance unavailable',
  empty: 'No wallet is connected.',
  /** A switch or disconnect that failed. */
  failed: (reason: string) => `That did not work: ${reason}`,
} as const
