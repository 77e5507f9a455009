import { formatAmount } from '../../core/amount.js'
import { parseCaipAddress, type CaipAddress, type CaipNetworkId } from '../../core/caip.js'
import type { NativeBalance, TokenAmount } from '../../core/chainAdapter.js'
import { NetworkNotFoundError } from '../../core/specificErrors.js'
import { nativeCurrencyOf } from '../../core/nativeCurrency.js'
import type { ResolvedOptions } from '../../core/options.js'
import { safeUrl } from '../../core/safeUrl.js'
import { isUsableToken, tokenListFor, type TokenBalance, type TokenConfig } from '../../core/tokens.js'

/** Key of the native currency in price lookups. */
const NATIVE_PRICE_KEY = 'native'

/** Where {@link fetchBalances} reads from: the chain (through the actions) and the host's price source (cached). */
export interface BalanceReaders {
  native(caipAddress: CaipAddress): Promise<NativeBalance>
  tokens(caipAddress: CaipAddress, tokens: TokenConfig[]): Promise<TokenAmount[]>
  /** USD prices by key; absent without a price source. */
  prices?(caipNetworkId: CaipNetworkId, keys: string[]): Promise<Record<string, number>>
}

/**
 * The account's balances on its network, native first: native from the chain, tokens from the
 * built-in fund-wallet list plus the host's (one multicall on EVM, getTokenAccountsByOwner on
 * Solana). 0-decimal tokens are dropped (spec section 5), so is a token entry that cannot be
 * shown; a logo outside the URL allowlist (core/safeUrl.ts) is dropped. USD price/value only from a
 * price source.
 * @throws NetworkNotFoundError 'Network not found' when the account's network is not configured.
 */
export async function fetchBalances(
  options: ResolvedOptions,
  caipAddress: CaipAddress,
  readers: BalanceReaders,
): Promise<TokenBalance[]> {
  const { caipNetworkId } = parseCaipAddress(caipAddress)
  const network = options.networks.find((n) => n.caipNetworkId === caipNetworkId)
  if (!network) throw new NetworkNotFoundError()
  const chainId = caipNetworkId as CaipNetworkId
  const [native, tokens] = await Promise.all([
    readers.native(caipAddress),
    readers.tokens(caipAddress, tokenListFor(chainId, options.tokens)),
  ])
  const currency = nativeCurrencyOf(network)
  const rows: Omit<TokenBalance, 'price' | 'value'>[] = [
    {
      name: currency.name,
      symbol: native.symbol,
      chainId,
      address: undefined,
      quantity: {
        decimals: native.decimals,
        numeric: formatAmount(native.value, native.decimals),
        ...(native.displayDecimals === undefined ? {} : { displayDecimals: native.displayDecimals }),
      },
      iconUrl: undefined,
      raw: native.value,
    },
    // A token that still fails here (a bad entry, a chain answer that is not a balance) is skipped,
    // never the whole list: the native balance and the other tokens stay.
    ...tokens.flatMap(({ token, value }) => {
      if (!isUsableToken(token) || token.decimals === 0 || typeof value !== 'bigint') return []
      return [
        {
          name: token.name,
          symbol: token.symbol,
          chainId,
          address: token.address,
          quantity: { decimals: token.decimals, numeric: formatAmount(value, token.decimals) },
          iconUrl: safeUrl(token.iconUrl, 'image'),
          raw: value,
        },
      ]
    }),
  ]
  const prices = readers.prices
    ? await readers.prices(
        chainId,
        rows.map((r) => r.address ?? NATIVE_PRICE_KEY),
      )
    : {}
  return rows.map((r) => {
    const price = prices[r.address ?? NATIVE_PRICE_KEY]
    return { ...r, price, value: price === undefined ? undefined : price * Number(r.quantity.numeric) }
  })
}
