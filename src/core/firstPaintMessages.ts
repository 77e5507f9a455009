/**
 * The part of the messages catalogue (core/messages.ts) that the entry itself shows: view titles,
 * the Connect view, the dialog's buttons. Kept in a module of its own
 * so the first paint does not download every view's text: modules in the entry import
 * `firstPaintMessages`; everything else imports `messages` (this and the rest). Spec texts are
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
