/**
 * Every user-visible string, in one catalogue ready for locales. Spec texts are verbatim
 * (spec section 8 where noted).
 */
export const messages = {
  connectTitle: 'Connect Wallet',
  connectEmpty: 'No wallet found in this browser. Install a wallet extension, then reload.',
  walletListLabel: 'Wallets',
  recent: 'Recent',
  installed: 'Installed',
  browserWallet: 'Browser Wallet',
  connectingTitle: (name: string) => `Connecting to ${name}`,
  connectingHint: 'Accept the connection request in your wallet.',
  connectionRejected: 'Connection rejected',
  connectionRejectedHint: 'The connection was declined in the wallet.',
  /** Spec section 8. */
  failedToConnect: 'Failed to connect',
  retry: 'Try again',
  cancel: 'Cancel',
  back: 'Back',
  close: 'Close',
  accountTitle: 'Account',
  copyAddress: 'Copy address',
  copied: 'Address copied',
  disconnect: 'Disconnect',
  balanceLoading: 'Loading balance…',
  balanceUnavailable: 'Balance unavailable',
  networksTitle: 'Choose network',
  networkButton: (name: string) => `Network: ${name}. Change network`,
  currentNetwork: 'Current',
  switchNetworkTitle: 'Switch network',
  switchingTo: (name: string) => `Approve the switch to ${name} in your wallet.`,
  switchRejected: 'Switch declined in the wallet',
  /** Spec section 8. */
  networkNotSupported: 'Network not supported',
  unsupportedTitle: 'Unsupported network',
  unsupportedBody: 'This app does not support the network your wallet is on. Switch to a supported network to continue.',
  unknownNetwork: 'Unknown network',
  switchTo: (name: string) => `Switch to ${name}`,
  switchActiveChainTitle: 'Switch network',
  switchActiveChainBody: (network: string, namespace: string) =>
    `${network} is a ${namespace} network. Connect a ${namespace} wallet to continue.`,
  continueWith: (wallet: string) => `Continue with ${wallet}`,
  chooseAnotherWallet: 'Choose a wallet',
  namespaceNames: { eip155: 'EVM', solana: 'Solana' } as Record<string, string>,
  siwxTitle: 'Sign In',
  siwxBody: (app: string) => `${app} wants you to sign a message to prove you own this wallet. It costs nothing and sends no transaction.`,
  siwxSign: 'Sign',
  siwxSigning: 'Waiting for signature…',
  /** Spec section 8. */
  errorSigningMessage: 'Error signing message',
  /** Spec section 8. */
  authenticating: 'Authenticating...',
} as const
