/**
 * The messages catalogue is kept in parts by where the strings show, so each chunk downloads only
 * its own: this part is what the entry itself shows (view titles, the Connect view, the dialog's
 * buttons, the JS API's errors); each feature has its part beside its views
 * (features/<feature>/messages.ts, gathered by features/messages.ts), the token picker, the
 * companion buttons and core's errors theirs in core/messages/, the chain adapters' own errors
 * beside them (chains/walletAnswers.ts, chains/bip122/messages.ts); most parts include this one. Modules in the entry import `firstPaintMessages` only. Spec texts are
 * verbatim (spec section 8 where noted).
 */
export const firstPaintMessages = {
  connectTitle: 'Connect Wallet',
  connectEmpty: 'No wallet found in this browser. Install a wallet extension, then reload.',
  walletListLabel: 'Wallets',
  recent: 'Recent',
  installed: 'Installed',
  browserWallet: 'Browser Wallet',
  back: 'Back',
  close: 'Close',
  accountTitle: 'Account',
  networksTitle: 'Choose network',
  switchNetworkTitle: 'Switch network',
  unsupportedTitle: 'Unsupported network',
  switchActiveChainTitle: 'Switch network',
  wcWaiting: 'Approve the request in your wallet',
  allWallets: 'All Wallets',
  /** Connect's action when no wallet is installed, and the view it opens. */
  getWallet: 'Get a wallet',
  sendTitle: 'Send',
  receiveTitle: 'Receive',
  siwxTitle: 'Sign In',
  retry: 'Try again',
  cancel: 'Cancel',
  disconnect: 'Disconnect',
  /** The embedded wallet's connector name and view titles. */
  emailLabel: 'Email',
  approveTitle: 'Approve Transaction',
  updateEmailTitle: 'Update Email',
  dataCaptureTitle: 'Your Email',
  /** `open({ view })` with a view that does not exist or whose feature is off (the JS API's error). */
  invalidView: (view: string, valid: readonly string[]) =>
    `Cannot open view "${view}": the views open() takes here are ${valid.join(', ')}`,
  /** `open({ view })` with a view whose feature flag is off (the project config or the `features` option). */
  featureOff: (view: string, feature: string) => `Cannot open view "${view}": the feature "${feature}" is turned off`,
  /** Names. */
  registerNameTitle: 'Choose a Name',
  nameRegisteredTitle: 'Name Registered',
  profileWalletsTitle: 'Connected Wallets',
  /** Swaps. */
  swapTitle: 'Swap',
  /** On-ramp. */
  onrampTokenTitle: 'Select Token',
  onrampFiatTitle: 'Select Currency',
  onrampProvidersTitle: 'Buy Crypto',
} as const
