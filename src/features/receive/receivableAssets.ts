import type { CaipNetworkId } from '../../core/caip.js'
import { receiveMessages } from './messages.js'
import { localized } from '../../core/i18n/locale.js'
import { nativeCurrencyOf } from '../../core/nativeCurrency.js'
import type { ChainNamespace, ResolvedOptions } from '../../core/options.js'
import { namespaceOf } from '../../core/store.js'
import { tokenListFor } from '../../core/tokens.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(receiveMessages)

/** One network an address of a namespace lives on, as WalletReceive lists it. */
export interface ReceiveNetwork {
  caipNetworkId: CaipNetworkId
  name: string
  /** The network's own icon (its `imageUrl` option), if the host gave one. */
  imageUrl?: string
  /** The network the account is on now. */
  active: boolean
}

/** What an address of one namespace can receive on the host's networks (WalletReceive). */
export interface ReceivableAssets {
  /** The host's networks of that namespace, in the host's order, the active one marked. */
  networks: ReceiveNetwork[]
  /** Their native currencies' symbols (ETH, SOL…), each once, in network order. */
  natives: string[]
  /** The namespace's token standard: 'ERC-20' (eip155) or 'SPL' (solana); none on Bitcoin (bip122). */
  standard: string | undefined
  /**
   * Symbols of the tokens the modal knows on those networks (the spec's fund-wallet tokens, then the
   * host's `tokens` option, as core/tokens.ts `tokenListFor` lists them), each once, natives excluded.
   */
  tokens: string[]
}

/**
 * What the account's address can receive (Receive): an EVM address is the same account on
 * every EVM network, a Solana address on every Solana cluster, so the list is every configured
 * network of `namespace` (CAIP-2 namespace), with `activeCaipNetworkId` marked, their native
 * currencies and the tokens configured on them. Pure; never throws.
 */
export function receivableAssets(
  options: Pick<ResolvedOptions, 'networks' | 'tokens'>,
  namespace: ChainNamespace,
  activeCaipNetworkId: string | undefined,
): ReceivableAssets {
  const mine = options.networks.filter((n) => namespaceOf(n.caipNetworkId) === namespace)
  const natives = unique(mine.map((n) => nativeCurrencyOf(n).symbol))
  const tokens = unique(mine.flatMap((n) => tokenListFor(n.caipNetworkId, options.tokens).map((t) => t.symbol))).filter(
    (s) => !natives.includes(s),
  )
  return {
    networks: mine.map((n) => ({
      caipNetworkId: n.caipNetworkId,
      name: n.name,
      imageUrl: n.imageUrl,
      active: n.caipNetworkId === activeCaipNetworkId,
    })),
    natives,
    standard: messages.receiveTokenStandard[namespace],
    tokens,
  }
}

/**
 * The note of which assets the address can receive, e.g. 'Send only ETH and ERC-20 tokens (such as
 * USDC and DEMO) on these networks to this address.' ('this network' when there is one).
 */
export function receiveNote(assets: ReceivableAssets): string {
  return messages.receiveNote(assets.natives, assets.standard, assets.tokens, assets.networks.length)
}

const unique = (items: string[]) => [...new Set(items.filter((s) => s.trim() !== ''))]
