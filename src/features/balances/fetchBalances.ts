import { parseCaipAddress, type CaipAddress, type CaipNetworkId } from '../../core/caip.js'
import { nativeCurrencyOf } from '../../core/options.js'
import type { NativeBalance } from '../../core/chainAdapter.js'
import type { ModalRuntime } from '../../core/runtime.js'
import { findNetwork } from '../../core/store.js'
import { tokenListFor } from '../../core/tokens.js'
import { formatAmount } from '../../core/amount.js'
import { cachedPrices } from './cachedPrices.js'
import type { TokenBalance } from './types.js'

/** Key of the native currency in price lookups. */
export const NATIVE_PRICE_KEY = 'native'

/**
 * The account's balances on its network, native first: native through the adapter, tokens from
 * the built-in fund-wallet list plus the host's (one multicall on EVM, getTokenAccountsByOwner on
 * Solana). 0-decimal tokens are dropped (spec section 5). USD price/value only from the host's
 * price source.
 * @throws Error 'Network not found' when the account's network is not configured.
 */
export async function fetchBalances(
  runtime: ModalRuntime,
  caipAddress: CaipAddress,
  /** Reads the native balance; pass a cached reader so the Account header and this share one read. */
  readNative: (caipAddress: CaipAddress) => Promise<NativeBalance> = runtime.getBalance,
): Promise<TokenBalance[]> {
  const state = runtime.store.getState()
  const { caipNetworkId } = parseCaipAddress(caipAddress)
  const network = findNetwork(state, caipNetworkId)
  if (!network) throw new Error('Network not found')
  const chainId = caipNetworkId as CaipNetworkId
  const [native, tokens] = await Promise.all([
    readNative(caipAddress),
    runtime.getTokenBalances(caipAddress, tokenListFor(chainId, state.options.tokens)),
  ])
  const currency = nativeCurrencyOf(network)
  const rows: Omit<TokenBalance, 'price' | 'value'>[] = [
    { name: currency.name, symbol: native.symbol, chainId, address: undefined, quantity: { decimals: native.decimals, numeric: formatAmount(native.value, native.decimals) }, iconUrl: undefined, raw: native.value },
    ...tokens
      .filter(({ token }) => token.decimals > 0)
      .map(({ token, value }) => ({
        name: token.name, symbol: token.symbol, chainId, address: token.address,
        quantity: { decimals: token.decimals, numeric: formatAmount(value, token.decimals) }, iconUrl: token.iconUrl, raw: value,
      })),
  ]
  const prices = state.options.priceSource ? await cachedPrices(state.options.priceSource, chainId, rows.map((r) => r.address ?? NATIVE_PRICE_KEY)) : {}
  return rows.map((r) => {
    const price = prices[r.address ?? NATIVE_PRICE_KEY]
    return { ...r, price, value: price === undefined ? undefined : price * Number(r.quantity.numeric) }
  })
}
