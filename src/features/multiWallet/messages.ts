/**
 * The catalogue's strings for ProfileWallets and Account's entry to it (features/multiWallet;
 * spec sections 2 and 6). The view's title is a first-paint text (its registration is in
 * the entry).
 */
export const multiWalletMessages = {
  /** The Account view's entry to ProfileWallets (shown only with `multiWallet` on). */
  profileWalletsEntry: 'Wallets',
  /** The accessible name of the Account entry: how many wallets are connected. */
  profileWalletsEntryLabel: (count: number) => `Wallets: ${count} connected`,
  /** Section headings, by namespace. */
  profileWalletsNamespaces: { eip155: 'EVM', solana: 'Solana', bip122: 'Bitcoin' } as Partial<Record<string, string>>,
  /** The active wallet's badge. */
  profileWalletsActive: 'Active',
  /** Makes a row's wallet the active one. */
  profileWalletsSwitchTo: 'Use',
  profileWalletsSwitchToLabel: (wallet: string, address: string) => `Use ${wallet} (${address})`,
  profileWalletsActiveLabel: (wallet: string, address: string) => `${wallet} (${address}), active`,
  profileWalletsDisconnect: 'Disconnect',
  profileWalletsDisconnectLabel: (wallet: string, address: string) => `Disconnect ${wallet} (${address})`,
  profileWalletsCopyLabel: (wallet: string) => `Copy ${wallet} address`,
  profileWalletsConnectAnother: 'Connect another wallet',
  profileWalletsDisconnectAll: 'Disconnect all',
  profileWalletsBalanceLoading: 'Loading balance',
  profileWalletsBalanceUnavailable: 'Balance unavailable',
  profileWalletsEmpty: 'No wallet is connected.',
  /** A switch or disconnect that failed. */
  profileWalletsFailed: (reason: string) => `That did not work: ${reason}`,
} as const
