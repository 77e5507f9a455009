/**
 * Swap arithmetic shared by the Swap view and the local convert service, in bigint base units
 * (wei, token units): no float ever touches an amount.
 */

/** Spec section 9: swap slippage tolerance 1 (percent). */
export const SWAP_SLIPPAGE_PERCENT = 1

/** 1inch's address for the native currency (ETH on EVM chains) in `src` / `dst`. */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** True when `address` is {@link NATIVE_TOKEN_ADDRESS} (any case). */
export function isNativeTokenAddress(address: string): boolean {
  return address.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()
}

/**
 * The least a swap may deliver at `slippagePercent` (0–50, at most two decimals, e.g. 1 or 0.5):
 * `quoted × (10000 − bps) / 10000`, rounded down, in the output token's base units.
 * @throws RangeError 'Slippage must be between 0 and 50 percent' outside 0–50 or not a finite number
 */
export function minimumReceived(quoted: bigint, slippagePercent: number = SWAP_SLIPPAGE_PERCENT): bigint {
  if (!Number.isFinite(slippagePercent) || slippagePercent < 0 || slippagePercent > 50) {
    throw new RangeError('Slippage must be between 0 and 50 percent')
  }
  const bps = BigInt(Math.round(slippagePercent * 100))
  return (quoted * (10_000n - bps)) / 10_000n
}

/**
 * Price impact of a trade in basis points (10000 = 100%), from two quotes of the same pair: the
 * trade (`amountIn` → `amountOut`) and a small reference trade (`refIn` → `refOut`) that shows the
 * pool's spot price: `1 − (amountOut / amountIn) / (refOut / refIn)`, rounded up (against the trade), never negative.
 * Returns 0 when a reference amount is 0.
 */
export function priceImpactBps(amountIn: bigint, amountOut: bigint, refIn: bigint, refOut: bigint): number {
  if (amountIn === 0n || refOut === 0n || refIn === 0n) return 0
  // amountOut·refIn / (amountIn·refOut) is the fraction of the spot price the trade gets.
  const got = (amountOut * refIn * 10_000n) / (amountIn * refOut)
  return got >= 10_000n ? 0 : Number(10_000n - got)
}

/** Basis points as a percent text with two decimals: 37 → '0.37%', 0 → '0.00%'. */
export function formatBps(bps: number): string {
  return `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}%`
}
