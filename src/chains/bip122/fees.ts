import type { FeeEstimates } from './esploraSchemas.js'

/** The confirmation target the modal pays for by default: within 6 blocks (about an hour). */
export const DEFAULT_CONFIRMATION_TARGET = 6

/** Bitcoin Core's minimum relay fee rate: 1 sat/vB. */
export const MIN_FEE_RATE = 1

/**
 * The fee rate to pay, in sat/vB as the API estimates it, fractions kept (a 2.1 sat/vB
 * estimate is paid at 2.1, not rounded up to 3): the estimate of the largest target not above
 * `target` blocks (so at least as fast), else the fastest the API gives; never below
 * {@link MIN_FEE_RATE} (regtest APIs often answer `{}`).
 */
export function pickFeeRate(estimates: FeeEstimates, target = DEFAULT_CONFIRMATION_TARGET): number {
  const targets = Object.keys(estimates)
    .map(Number)
    .filter((t) => t > 0)
    .sort((a, b) => a - b)
  const chosen = [...targets].reverse().find((t) => t <= target) ?? targets[0]
  const rate = chosen === undefined ? 0 : (estimates[String(chosen)] ?? 0)
  return Number.isFinite(rate) && rate > MIN_FEE_RATE ? rate : MIN_FEE_RATE
}

/** A fee rate in sat/vB as whole sats per 1000 vB (Bitcoin Core's sat/kvB), rounded up: 2.1 → 2100n. */
export function feeRatePerKvb(rate: number): bigint {
  // Math.round first: 4.1 * 1000 is 4099.999…, which is 4100 sat/kvB.
  return BigInt(Math.ceil(Math.round(rate * 1e6) / 1e3))
}

/** The fee of `vsize` vbytes at `rate` sat/vB, in whole sats, rounded up (so never below the rate). */
export function feeFor(rate: number, vsize: number): bigint {
  return (feeRatePerKvb(rate) * BigInt(vsize) + 999n) / 1000n
}
