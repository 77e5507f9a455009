/**
 * The spec's built-in fund-wallet tokens (section 3: network, asset, metadata name, symbol,
 * decimals) as the on-ramp offers them: OnRampTokenSelect lists those on the configured networks.
 */
import type { PurchaseCurrency } from '../../core/onramp/onrampState.js'
import type { NetworkConfig } from '../../core/options.js'
import { nativeCurrencyOf } from '../../core/nativeCurrency.js'
import { FUND_WALLET_TOKENS, type TokenConfig } from '../../core/tokens.js'

/** One fund-wallet asset: `asset` is a token contract / SPL mint, or 'native'. */
export interface FundWalletAsset {
  /** CAIP-2 network id. */
  network: string
  asset: string | 'native'
  metadata: { name: string; symbol: string; decimals: number }
}

/** Spec section 3: ETH (18 decimals) and SOL (9 decimals), the native assets of the fund-wallet list. */
const NATIVE_ASSETS = [
  { namespace: 'eip155', metadata: { name: 'Ethereum', symbol: 'ETH', decimals: 18 } },
  { namespace: 'solana', metadata: { name: 'Solana', symbol: 'SOL', decimals: 9 } },
] as const

/** Spec section 3's tokens (USDC, USDT): their built-in contracts live in core/tokens.ts FUND_WALLET_TOKENS. */
const FUND_WALLET_SYMBOLS = ['USDC', 'USDT']

/**
 * The fund-wallet assets on `networks`, in network order, native first:
 * - ETH on every EVM network whose native currency is ETH with 18 decimals, SOL on every Solana network;
 * - USDC and USDT at their built-in contracts (Base, Base Sepolia, Ethereum, Arbitrum, Optimism,
 *   Polygon, Solana); on a network the built-in list does not cover (a testnet, a local chain),
 *   the host's token of that symbol from the `tokens` option, so a host's USDC there is offered too.
 */
export function fundWalletAssets(
  networks: readonly NetworkConfig[],
  hostTokens: Partial<Record<string, TokenConfig[]>> = {},
): FundWalletAsset[] {
  const out: FundWalletAsset[] = []
  for (const network of networks) {
    const namespace = network.caipNetworkId.split(':')[0]
    const native = NATIVE_ASSETS.find((n) => n.namespace === namespace)
    const currency = nativeCurrencyOf(network)
    if (native && currency.symbol === native.metadata.symbol && currency.decimals === native.metadata.decimals)
      out.push({ network: network.caipNetworkId, asset: 'native', metadata: { ...native.metadata } })
    const builtIn = FUND_WALLET_TOKENS[network.caipNetworkId as keyof typeof FUND_WALLET_TOKENS]
    const hosts = hostTokens[network.caipNetworkId]
    const tokens = builtIn ?? (Array.isArray(hosts) ? hosts : [])
    for (const symbol of FUND_WALLET_SYMBOLS) {
      const token = tokens.find((t) => t.symbol === symbol)
      if (token)
        out.push({
          network: network.caipNetworkId,
          asset: token.address,
          metadata: { name: token.name, symbol, decimals: token.decimals },
        })
    }
  }
  return out
}

/**
 * The CAIP-19 asset id of a fund-wallet asset, as the exchanges JSON-RPC takes it (spec section 7):
 * `eip155:1/slip44:60` (ETH), `eip155:1/erc20:0xA0b8…`, `solana:5eyk…/slip44:501` (SOL), `solana:5eyk…/token:EPjF…`.
 */
export function caip19AssetId(asset: Pick<FundWalletAsset, 'network' | 'asset'>): string {
  const evm = asset.network.startsWith('eip155:')
  if (asset.asset === 'native') return `${asset.network}/slip44:${evm ? 60 : 501}`
  return `${asset.network}/${evm ? 'erc20' : 'token'}:${asset.asset}`
}

/**
 * The assets as the Onramp state's `purchaseCurrencies` (spec section 3): one entry per asset and
 * network, `id` its CAIP-19 id, `networks` that one network (`contract_address` '' for the native one).
 */
export function purchaseCurrenciesOf(
  assets: readonly FundWalletAsset[],
  networks: readonly NetworkConfig[],
): PurchaseCurrency[] {
  return assets.map((a) => {
    const network = networks.find((n) => n.caipNetworkId === a.network)
    const name = network?.name ?? a.network
    return {
      id: caip19AssetId(a),
      name: a.metadata.name,
      symbol: a.metadata.symbol,
      networks: [
        {
          name: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          display_name: name,
          chain_id: a.network,
          contract_address: a.asset === 'native' ? '' : a.asset,
        },
      ],
    }
  })
}

/** The decimals of a purchase currency: the native currency's or the token's (from the fund-wallet assets). */
export function decimalsOf(currency: PurchaseCurrency, assets: readonly FundWalletAsset[]): number {
  return assets.find((a) => caip19AssetId(a) === currency.id)?.metadata.decimals ?? 18
}
