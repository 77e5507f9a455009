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
  /** A WalletConnect session refused (issue 11): an account that is not CAIP-10 or not an address of its namespace. */
  wcInvalidAccount: (account: string) => `The wallet approved an invalid account (${account}). The connection was closed.`,
  /** A WalletConnect session refused: an account on a network the modal did not ask for. */
  wcUnrequestedAccount: (account: string) =>
    `The wallet approved an account on a network this app did not ask for (${account}). The connection was closed.`,
  /** A WalletConnect session refused: no account in the namespace being connected. */
  wcNoAccount: (namespace: string) => `The wallet approved no ${namespace} account on the networks this app asked for. The connection was closed.`,
  /** A Solana WalletConnect session with no account on the selected network. */
  wcNoAccountOn: (network: string) => `The wallet has no account on ${network}.`,
  /** EIP-1193: `eth_requestAccounts` / `eth_accounts` answered with something other than a list. */
  accountsNotAList: 'The wallet answered with no list of accounts',
  /** EIP-1193: an account that is not a 0x address (EIP-55 when mixed-case). */
  walletInvalidAccount: (account: string) => `The wallet answered with an invalid account (${account})`,
  /** Spec section 8. */
  failedToConnect: 'Failed to connect',
  /** Spec section 8. */
  networkNotFound: 'Network not found',
  /** Spec section 8: a send (or any chain call) on a namespace other than EVM or Solana. */
  unsupportedChain: 'Unsupported chain',
  /** Spec section 8. */
  noActiveAddress: 'No ActiveCaipAddress found',
  /** Spec section 8. */
  noActiveNetwork: 'No ActiveCaipNetwork or client found',
  /** Spec section 8. */
  siwxNotEnabled: 'SIWX is not enabled',
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
  tokensTab: 'Tokens',
  activityTab: 'Activity',
  accountTabs: 'Account',
  tokensLoading: 'Loading tokens…',
  tokensEmpty: 'No tokens on this network yet.',
  /** Spec section 8. */
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  wcScan: (name: string) => (name === 'WalletConnect' ? 'Scan with your phone’s wallet' : `Scan with ${name}`),
  wcQrLabel: (name: string) => `QR code to connect ${name}`,
  wcPreparing: 'Preparing a connection link…',
  wcAcceptInWallet: 'Accept the connection in the wallet app.',
  wcOpen: 'Open',
  wcGetApp: 'Get the app',
  wcDesktop: 'Desktop app',
  wcWebApp: 'Web app',
  wcWaiting: 'Approve the request in your wallet',
  continueIn: (name: string) => `Continue in ${name}`,
  copyLink: 'Copy link',
  copiedLink: 'Link copied',
  allWallets: 'All Wallets',
  searchWallets: 'Search wallets',
  walletsEmpty: 'No wallet found',
  walletsLoading: 'Loading wallets…',
  walletsError: 'Could not load the wallet list',
  activityLoading: 'Loading activity…',
  activityLoadingMore: 'Loading more…',
  activityEmpty: 'No transactions yet.',
  /** Spec section 8. */
  activityFailed: 'Failed to fetch transactions',
  /** Activity row titles by operation type (past tense; our wording, the spec lists the types). */
  transactionTitles: {
    send: 'Sent',
    receive: 'Received',
    deposit: 'Deposited',
    withdraw: 'Withdrawn',
    execute: 'Executed',
    approve: 'Approved',
    mint: 'Minted',
    burn: 'Burned',
    trade: 'Swapped',
    borrow: 'Borrowed',
    repay: 'Repaid',
    claim: 'Claimed',
  } as Record<string, string>,
  /** Spec section 5. */
  fetchRequiresAddress: 'Fetching transactions requires an account address',
  send: 'Send',
  sendTitle: 'Send',
  sendRejected: 'Transaction rejected in the wallet',
  sendToken: 'Token',
  sendAmount: 'Amount',
  sendMax: 'Max',
  sendReceiver: 'Receiver address',
  sendReceiverPlaceholder: (ns: string) => (ns === 'solana' ? 'Solana address' : '0x… address'),
  sendSubmit: 'Send',
  sendSending: 'Sending…',
  invalidAddress: 'Invalid address',
  /** Spec section 5. */
  sendRequired: 'An amount and receiver address are required',
  /** Spec section 5: an EVM send requires a token. */
  sendTokenRequired: 'A token is required',
  /** Spec section 5: an ERC20 send requires a token address. */
  sendTokenAddressRequired: 'An ERC20 send requires a token address',
  sendInvalidAmount: 'Enter a valid amount',
  /** Issue 11, defect 8: a pasted or dropped amount that is not a plain decimal number. */
  amountPasteRefused: 'Only a plain number such as 1.5 can be pasted here',
  /** Issue 11, defect 8: a pasted amount with more fraction digits than the token has (never truncated). */
  amountTooPrecise: (symbol: string, decimals: number) => `${symbol} has at most ${decimals} decimals: nothing was pasted`,
  /** Issue 11: the receiver is the all-zero account. */
  zeroAddress: 'This is the zero address: whatever is sent to it is lost.',
  /** Spec section 9: at most 99 pending transactions. */
  pendingLimit: (limit: number) => `At most ${limit} transactions can be pending`,
  ensUnavailable: 'ENS names are not available on this network',
  nameNotFound: 'Name not found',
  nameResolving: 'Resolving name…',
  nameResolves: (name: string, address: string) => `${name} → ${address}`,
  insufficientFunds: 'Insufficient funds',
  sendBalance: (amount: string) => `Balance: ${amount}`,
  siwxTitle: 'Sign In',
  siwxBody: (app: string) => `${app} wants you to sign a message to prove you own this wallet. It costs nothing and sends no transaction.`,
  siwxSign: 'Sign',
  siwxSigning: 'Waiting for signature…',
  /** Spec section 8. */
  errorSigningMessage: 'Error signing message',
  /** Details under 'Error signing message': why the sign-in failed (core/signInFailure.ts). */
  signInDeclined: 'The wallet declined to sign the message.',
  signInWalletFailed: (reason: string) => `The wallet could not sign: ${reason}`,
  signInServerUnreachable: "The sign-in server could not be reached: it is offline, or its CORS settings (allowedOrigins) do not allow this page's origin.",
  signInServerTimeout: 'The sign-in server did not answer in time.',
  signInRefused: (reason: string) => `The sign-in server refused it: ${reason}`,
  /** Spec section 8. */
  authenticating: 'Authenticating...',
} as const
