import { onrampMessages } from '../messages.js'
import type { PaymentMethodLimit } from './types.js'

/**
 * Default on-ramp limits in USD (spec section 9): card 10.00 to 7500.00; ACH bank account 10.00 to 25000.00.
 */
export const DEFAULT_USD_PAYMENT_METHOD_LIMITS: readonly PaymentMethodLimit[] = [
  { id: 'card', min: 10, max: 7500 },
  { id: 'ach_bank_account', min: 10, max: 25000 },
]

/** On-ramp provider fee range, in percent of the fiat amount (spec section 9: 1-2%). */
export const ONRAMP_FEE_PERCENT_RANGE = { min: 1, max: 2 } as const

/** Why {@link checkAmount} refused an amount, and the limit crossed (major units) for 'min' and 'max'. */
export type AmountRefusal = { reason: 'method' | 'empty' | 'min' | 'max'; limit?: number }

/**
 * Outcome of {@link checkAmount}: ok, or the exact (English) message naming the limit that was
 * crossed, with its reason and limit so a view can say it in the active locale ({@link describeRefusal}).
 */
export type AmountCheck = { ok: true; amount: number } | ({ ok: false; message: string } & AmountRefusal)

/** The texts a refusal is worded with: features/onramp/messages.ts's English ones, or a locale's. */
export type RefusalTexts = Pick<
  typeof onrampMessages,
  'onrampEnterAmount' | 'onrampMinimumAmount' | 'onrampMaximumAmount' | 'onrampUnsupportedMethod'
>

/**
 * A refusal in words: 'Enter an amount', 'Minimum amount is 10.00 USD', 'Maximum amount is 7500.00 USD',
 * 'Unsupported payment method' with the default English texts and `formatLimit` (2 decimals, no grouping).
 */
export function describeRefusal(
  { reason, limit }: AmountRefusal,
  currency: string,
  texts: RefusalTexts = onrampMessages,
  formatLimit: (n: number) => string = (n) => n.toFixed(2),
): string {
  if (reason === 'min') return texts.onrampMinimumAmount(formatLimit(limit ?? 0), currency)
  if (reason === 'max') return texts.onrampMaximumAmount(formatLimit(limit ?? 0), currency)
  return reason === 'empty' ? texts.onrampEnterAmount : texts.onrampUnsupportedMethod
}

/**
 * Checks a typed fiat amount (decimal string, major unit) against one payment method's limits.
 * Messages (exact): 'Enter an amount', 'Minimum amount is 10.00 USD', 'Maximum amount is 7500.00 USD'
 * (the numbers and currency are the limit's). An unknown method id answers 'Unsupported payment method'.
 */
export function checkAmount(
  raw: string,
  currency: string,
  method: string,
  limits: readonly PaymentMethodLimit[],
): AmountCheck {
  const refuse = (refusal: AmountRefusal): AmountCheck => ({
    ok: false,
    message: describeRefusal(refusal, currency),
    ...refusal,
  })
  const limit = limits.find((l) => l.id === method)
  if (!limit) return refuse({ reason: 'method' })
  const trimmed = raw.trim()
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed) || Number(trimmed) === 0) return refuse({ reason: 'empty' })
  const amount = Number(trimmed)
  if (amount < limit.min) return refuse({ reason: 'min', limit: limit.min })
  if (amount > limit.max) return refuse({ reason: 'max', limit: limit.max })
  return { ok: true, amount }
}
