/** The catalogue's strings for WalletReceive (features/receive), with the first paint's (see core/firstPaintMessages.ts). */
import { firstPaintMessages } from '../../core/firstPaintMessages.js'
import { listOf, plural } from '../../core/i18n/plural.js'

/** Joins words as an English list: 'ETH', 'ETH and SOL', 'ETH, POL, and USDC'. */
const list = (items: readonly string[]) => listOf('en', items)

/** WalletReceive's texts: its labels, the copy button's states, the networks' marker and the receivable-assets note. */
export const receiveMessages = {
  ...firstPaintMessages,
  receiveQrLabel: 'QR code of your address',
  receiveAddressLabel: 'Your address',
  receiveCopy: 'Copy address',
  receiveCopied: 'Copied',
  receiveCopiedStatus: 'Address copied to the clipboard',
  receiveCopyFailed: 'Could not copy: select the address and copy it yourself',
  receiveNetworksLabel: 'Networks',
  receiveActiveNetwork: 'Active',
  receiveNotConnected: 'Connect a wallet to see its address.',
  /** The token standard of a namespace's fungible tokens, as the note names it (Bitcoin: none, BTC only). */
  receiveTokenStandard: { eip155: 'ERC-20', solana: 'SPL' } as Partial<Record<string, string>>,
  /**
   * The note under the networks: 'Send only ETH and ERC-20 tokens (such as USDC and DEMO) on these
   * networks to this address.' `natives` are native currency symbols, `tokens` token symbols;
   * without a token standard (Bitcoin) only the natives: 'Send only BTC on this network to this address.'
   */
  receiveNote: (
    natives: readonly string[],
    standard: string | undefined,
    tokens: readonly string[],
    networkCount: number,
  ) =>
    `Send only ${list(standard ? [...natives, `${standard} tokens`] : natives)}${standard && tokens.length ? ` (such as ${list(tokens)})` : ''} on ${plural('en', networkCount, { one: 'this network', other: 'these networks' })} to this address.`,
} as const
