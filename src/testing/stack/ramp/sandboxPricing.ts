/**
 * The ramp sandbox's prices, fees and limits (spec section 9: card 10.00–7500.00 USD, ACH bank
 * account 10.00–25000.00 USD, provider fee 1–2%). Pure: integer arithmetic in cents and micro-units.
 */

/** A fiat currency the sandbox takes, with its payment-method limits (major units) and its value in US cents per 100 units. */
export interface SandboxFiat {
  id: string
  limits: { id: string; min: number; max: number }[]
  /** US cents per 100 cents of this currency (USD 100, EUR 108). */
  usdCentsPer100: bigint
}

/** USD with the spec's limits; EUR with the same numbers (a sandbox choice), at 1.08 USD. */
export const SANDBOX_FIATS: readonly SandboxFiat[] = [
  {
    id: 'USD',
    limits: [
      { id: 'card', min: 10, max: 7500 },
      { id: 'ach_bank_account', min: 10, max: 25000 },
    ],
    usdCentsPer100: 100n,
  },
  {
    id: 'EUR',
    limits: [
      { id: 'card', min: 10, max: 7500 },
      { id: 'sepa_bank_account', min: 10, max: 25000 },
    ],
    usdCentsPer100: 108n,
  },
]

/** What the sandbox sells: symbol → decimals and a fixed USD price (whole dollars), e.g. ETH 3,000 (the stack's Uniswap pools' price). */
export const SANDBOX_ASSETS: Readonly<Record<string, { decimals: number; usdPrice: bigint }>> = {
  USDC: { decimals: 6, usdPrice: 1n },
  USDT: { decimals: 6, usdPrice: 1n },
  ETH: { decimals: 18, usdPrice: 3000n },
  SOL: { decimals: 9, usdPrice: 150n },
}

/** FNV-1a 32-bit of a string: the seed of a provider's fee. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (const ch of new TextEncoder().encode(text)) hash = Math.imul(hash ^ ch, 0x01000193) >>> 0
  return hash
}

/** A provider's fee in basis points, from 100 (1%) to 200 (2%), fixed by `seed` and the provider's id. */
export function sandboxFeeBps(seed: string, providerId: string): number {
  return 100 + (fnv1a(`${seed}:${providerId}`) % 101)
}

/** A quote or a checkout's figures: what is paid, the fee, what arrives. */
export interface SandboxQuote {
  /** Fee in the payment currency, '1.23'. */
  fees: string
  feeBps: number
  /** What arrives, decimal text in the asset's major unit, at most 6 fraction digits ('98.77', '0.0329'). */
  amount: string
  /** The same in base units. */
  units: bigint
  decimals: number
}

/** Exact refusals (the modal checks first with the same texts: features/onramp/logic/limits.ts). */
export type SandboxQuoteResult = { ok: true; quote: SandboxQuote } | { ok: false; error: string }

const cents = (n: number) => BigInt(Math.round(n * 100))
const major = (c: bigint) => `${c / 100n}.${(c % 100n).toString().padStart(2, '0')}`

/**
 * The quote for `amount` (decimal text, at most 2 fraction digits) of `currency` paid by `method`
 * (default 'card') for `symbol`: fee = amount × feeBps / 10,000 rounded to the cent; the rest buys
 * the asset at its fixed price, floored to 6 fraction digits.
 */
export function sandboxQuote(input: {
  symbol: string
  currency: string
  amount: string
  method?: string
  feeBps: number
}): SandboxQuoteResult {
  const fiat = SANDBOX_FIATS.find((f) => f.id === input.currency.toUpperCase())
  if (!fiat) return { ok: false, error: `Unsupported currency ${input.currency}` }
  const asset = SANDBOX_ASSETS[input.symbol.toUpperCase()]
  if (!asset) return { ok: false, error: `Unsupported asset ${input.symbol}` }
  const limit = fiat.limits.find((l) => l.id === (input.method ?? 'card'))
  if (!limit) return { ok: false, error: 'Unsupported payment method' }
  if (!/^\d+(\.\d{1,2})?$/.test(input.amount)) return { ok: false, error: 'Enter an amount' }
  const paid = cents(Number(input.amount))
  if (paid < cents(limit.min)) return { ok: false, error: `Minimum amount is ${limit.min.toFixed(2)} ${fiat.id}` }
  if (paid > cents(limit.max)) return { ok: false, error: `Maximum amount is ${limit.max.toFixed(2)} ${fiat.id}` }
  const fee = (paid * BigInt(input.feeBps) + 5000n) / 10000n
  const netUsdCents = ((paid - fee) * fiat.usdCentsPer100) / 100n
  const micro = (netUsdCents * 10_000n) / asset.usdPrice
  const units = micro * 10n ** BigInt(asset.decimals - 6)
  const fraction = (micro % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '')
  return {
    ok: true,
    quote: {
      fees: major(fee),
      feeBps: input.feeBps,
      amount: `${micro / 1_000_000n}${fraction ? `.${fraction}` : ''}`,
      units,
      decimals: asset.decimals,
    },
  }
}
