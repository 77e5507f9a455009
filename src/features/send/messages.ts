/** The catalogue's strings for WalletSend and the send rules (core/send.ts, core/transferRequest.ts), with the first paint's (see core/firstPaintMessages.ts). */
import { firstPaintMessages } from '../../core/firstPaintMessages.js'

/** WalletSend's and the send rules' English texts, by key: a part of the catalogue (gathered by features/messages.ts). */
export const sendMessages = {
  ...firstPaintMessages,
  ensUnavailable: 'ENS names are not available on this network',
  insufficientFunds: 'Insufficient funds',
  invalidAddress: 'Invalid address',
  nameNotFound: 'Name not found',
  nameResolves: (name: string, address: string) => `${name} → ${address}`,
  nameResolving: 'Resolving name…',
  sendAmount: 'Amount',
  sendBalance: (amount: string) => `Balance: ${amount}`,
  sendMax: 'Max',
  /** A Bitcoin send's fee, shown before the wallet signs (`rate` in sat/vB, fractions kept). */
  sendNetworkFee: (amount: string, rate: string) => `Network fee: ${amount} (${rate} sat/vB)`,
  sendFeeEstimating: 'Estimating the network fee…',
  /** The embedded smart account's send: a paymaster (ERC-7677) pays the network fee. */
  sendFeeSponsored: 'Network fee: sponsored',
  sendReceiver: 'Receiver address',
  sendReceiverPlaceholder: (ns: string) =>
    ns === 'solana' ? 'Solana address' : ns === 'bip122' ? 'Bitcoin address' : '0x… address',
  sendSending: 'Sending…',
  sendSubmit: 'Send',
  sendToken: 'Token',
  sendInvalidAmount: 'Enter a valid amount',
  /** Spec section 5. */
  sendRequired: 'An amount and receiver address are required',
  /** Spec section 5: an ERC20 send requires a token address. */
  sendTokenAddressRequired: 'An ERC20 send requires a token address',
  /** Spec section 5: an EVM send requires a token. */
  sendTokenRequired: 'A token is required',
  /** Spec section 9: at most 99 pending transactions. */
  pendingLimit: (limit: number) => `At most ${limit} transactions can be pending`,
  /** A pasted or dropped amount that is not a plain decimal number. */
  amountPasteRefused: 'Only a plain number such as 1.5 can be pasted here',
  /** A pasted amount with more fraction digits than the token has (never truncated). */
  amountTooPrecise: (symbol: string, decimals: number) =>
    `${symbol} has at most ${decimals} decimals: nothing was pasted`,
  /** The receiver is the all-zero account. */
  zeroAddress: 'This is the zero address: whatever is sent to it is lost.',
} as const
