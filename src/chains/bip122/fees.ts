import type { FeeEstimates } from './esploraSchemas.js'

/** The confirmation target the modal pays for by default: within 6 blocks (about an hour). */
export const DEFAULT_CONFIRMATION_TARGET = 6

/** Bitcoin Core's minimum relay fee rate: 1 sat/vB. */
export const MIN_FEE_RATE = 1n

/**
 * The fee rate to pay, in whole sat/vB (bigint): the estimate of the largest target not above
 * `target` blocks (so at least as fast), else the fastest the API gives, rounded up to a whole
 * sat/vB; never below {@link MIN_FEE_RATE} (regtest APIs often answer `{}`).
 */
export function pickFeeRate(estimates: FeeEstimates, target = DEFAULT_CONFIRMATION_TARGET): bigint {
  const targets = Object.keys(estimates).map(Number).filter((t) => t > 0).sort((a, b) => a - b)
  const chosen = [...targets].reverse().find((t) => t <= target) ?? targets[0]
  const rate = chosen === undefined ? 0 : estimates[String(chosen)] ?? 0
  const whole = BigInt(Math.ceil(rate))
  return whole > MIN_FEE_RATE ? whole : MIN_FEE_RATE
}
