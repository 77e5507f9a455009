import type { CaipNetworkId } from '../../core/caip.js'

/**
 * A balance as the spec shapes it (section 3, Token balance). `quantity.numeric` is the exact
 * decimal amount (no rounding); `raw` the same in base units. `address` is undefined for the
 * native currency. `price` and `value` are USD, present only with a price source.
 */
export interface TokenBalance {
  name: string
  symbol: string
  chainId: CaipNetworkId
  address: string | undefined
  value: number | undefined
  price: number | undefined
  quantity: { decimals: number; numeric: string }
  iconUrl: string | undefined
  raw: bigint
}
