/**
 * Test support (tests only): the balances a send starts from: 2 of a network's native coin, and
 * 5 USDC.
 */
import type { CaipNetworkId } from '../caip.js'
import type { TokenBalance } from '../tokens.js'

/** 2 of the native coin `symbol` (`decimals` decimals) on `chainId`, without price or icon. */
export function nativeBalance(chainId: CaipNetworkId, name: string, symbol: string, decimals: number): TokenBalance {
  return {
    name,
    symbol,
    chainId,
    address: undefined,
    value: undefined,
    price: undefined,
    quantity: { decimals, numeric: '2' },
    iconUrl: undefined,
    raw: 2n * 10n ** BigInt(decimals),
  }
}

/** 5 USDC (6 decimals) at `address` on `chainId`, without price or icon. */
export function usdcBalance(chainId: CaipNetworkId, address: string): TokenBalance {
  return {
    ...nativeBalance(chainId, 'USD Coin', 'USDC', 6),
    address,
    quantity: { decimals: 6, numeric: '5' },
    raw: 5_000_000n,
  }
}
