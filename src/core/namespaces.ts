/**
 * The chain namespaces this version connects (CAIP-2 namespaces: eip155 for EVM chains, solana,
 * bip122 for Bitcoin), in the order the modal lists them, and what each one supports: the one
 * list the store, the session, the connector lists, the actions and the element read.
 *
 * It is part of the entry bundle, so it holds only what the first paint needs. What a namespace
 * needs later lives beside the code that loads it, in tables typed `Record<ChainNamespace, …>`
 * so a namespace added here fails to typecheck until each has its entry:
 * - its adapter and wallet discovery chunks: element/adapters.ts (`loaders`; chains/ sits above
 *   core, so core names no chunk);
 * - its native currency (symbol, decimals): nativeCurrency.ts, loaded with balances and adapters;
 * - its address rules: the adapter's (chains/<namespace>/), and the send view's address placeholder.
 */
import type { CaipNetworkId } from './caip.js'

/** A chain namespace this version can connect (CAIP-2 namespace): EVM, Solana, Bitcoin (BIP-122). */
export type ChainNamespace = 'eip155' | 'solana' | 'bip122'

/** Every namespace, in listing order (EVM, Solana, Bitcoin). */
export const NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

/** The namespaces WalletConnect pairs wallets in (spec section 1: its row, one per namespace). */
export const WALLET_CONNECT_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/** The namespaces the embedded wallet (connector AUTH) has accounts in (spec section 3: eip155 and solana). */
export const EMBEDDED_WALLET_NAMESPACES = WALLET_CONNECT_NAMESPACES

/** True for a namespace this version connects. */
export const isChainNamespace = (value: unknown): value is ChainNamespace =>
  NAMESPACES.includes(value as ChainNamespace)

/** The namespace of a CAIP-2 id (or of a CAIP-10 account id), if it is one this version connects. */
export function namespaceOf(caipNetworkId: string | undefined): ChainNamespace | undefined {
  const ns = caipNetworkId?.split(':')[0]
  return isChainNamespace(ns) ? ns : undefined
}

/** The namespaces of `among` (default: all) with at least one of `networks`, in listing order. */
export function configuredNamespaces(
  networks: readonly { caipNetworkId: CaipNetworkId }[],
  among: readonly ChainNamespace[] = NAMESPACES,
): ChainNamespace[] {
  return among.filter((ns) => networks.some((n) => namespaceOf(n.caipNetworkId) === ns))
}
