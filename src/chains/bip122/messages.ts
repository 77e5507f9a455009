/** The catalogue's strings of the Bitcoin adapter (chains/bip122); see core/firstPaintMessages.ts. */
import { sendMessages } from '../../features/send/messages.js'

export const bitcoinMessages = {
  /** The same texts WalletSend shows for the same problems. */
  invalidAddress: sendMessages.invalidAddress,
  invalidAmount: sendMessages.sendInvalidAmount,
  insufficientFunds: sendMessages.insufficientFunds,
  /** A receiver amount Bitcoin nodes would not relay. */
  belowDust: (dust: bigint) => `The amount is below the dust limit of ${dust} sats`,
  /** The wallet's payment address is not on the network the modal is on. */
  senderNotOnNetwork: "The wallet's payment address is not an address of this network",
  /** A payment address whose inputs the modal cannot describe (no public key for P2TR or P2SH-P2WPKH, or another type). */
  unsupportedSender: 'This wallet pays from an address type the modal cannot spend from',
  /** A Bitcoin send asked for a token. */
  tokensUnsupported: 'Bitcoin sends carry BTC only',
  /** The wallet reported addresses of another network than the one asked for. */
  walletOnOtherNetwork: (network: string) =>
    `The wallet is not on Bitcoin ${network}: switch its network, then connect again.`,
  /** The wallet reported no Bitcoin address. */
  walletNoAddress: 'The wallet shared no Bitcoin address',
  /** The wallet can neither sign a PSBT nor send a transfer. */
  walletCannotSend: 'This wallet cannot sign Bitcoin transactions here',
  /** The wallet answered a request with something else than its protocol describes. */
  walletInvalidAnswer: (method: string) => `The wallet sent an invalid answer to ${method}`,
  /** Switching between Bitcoin networks is the wallet's own setting. */
  switchInWallet: (network: string) => `Switch your wallet to ${network}, then connect again.`,
} as const
