/** The catalogue's strings for wallets' answers the chain adapters refuse, with the first paint's (see core/firstPaintMessages.ts). */
import { firstPaintMessages } from '../core/firstPaintMessages.js'
import { networksMessages } from '../features/networks/messages.js'

export const walletAnswersMessages = {
  ...firstPaintMessages,
  namespaceNames: networksMessages.namespaceNames,
  /** A WalletConnect session refused: an account that is not CAIP-10 or not an address of its namespace. */
  wcInvalidAccount: (account: string) =>
    `The wallet approved an invalid account (${account}). The connection was closed.`,
  /**
   * A WalletConnect session refused because the Sign namespaces spec refuses it: `reason`
   * is the spec's own message, e.g. 'Accounts must not be empty'. Accounts on networks the modal did
   * not ask for are valid (the spec's case 2.8) and ignored, not refused.
   */
  wcInvalidSession: (reason: string) =>
    `The wallet approved a session WalletConnect does not allow (${reason}). The connection was closed.`,
  /** A WalletConnect session refused: no account in the namespace being connected. */
  wcNoAccount: (namespace: string) =>
    `The wallet approved no ${namespace} account on the networks this app asked for. The connection was closed.`,
  /** A Solana WalletConnect session with no account on the selected network. */
  wcNoAccountOn: (network: string) => `The wallet has no account on ${network}.`,
  /** EIP-1193: `eth_requestAccounts` / `eth_accounts` answered with something other than a list. */
  accountsNotAList: 'The wallet answered with no list of accounts',
  /** EIP-1193: an account that is not a 0x address (EIP-55 when mixed-case). */
  walletInvalidAccount: (account: string) => `The wallet answered with an invalid account (${account})`,
} as const
