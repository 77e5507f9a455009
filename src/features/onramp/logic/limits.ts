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

/**
 * Outcome of {@link checkAmount}: ok, or the exact (English) message naming the limit that was
 * crossed, with its reason and limit so a view can say it in the active locale.
 */
export type AmountCheck = { ok: true; amount: number } | { ok: false; message: string; reason: 'method' | 'empty' | 'min' | 'max'; limit?: number }

/**
 * Checks a typed fiat amount (decimal string, major unit) against one payment method's limits.
 * Messages (exact): 'Enter an amount', 'Minimum amount is 10.00 USD', 'Maximum amount is 7500.00 USD'
 * (the numbers and currency are the limit's). An unknown method id answers 'Unsupported payment method'.
 */
export function checkAmount(raw: string, currency: string, method: string, limits: readonly PaymentMethodLimit[]): AmountCheck {
  const limit = limits.find((l) => l.id === method)
  if (!limit) return { ok: false, message: 'Unsupported payment method', reason: 'method' }
  const trimmed = raw.trim()
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed) || Number(trimmed) === 0) return { ok: false, message: 'Enter an amount', reason: 'empty' }
  const amount = Number(trimmed)
  if (amount < limit.min) return { ok: false, message: `Minimum amount is ${limit.min.toFixed(2)} ${currency}`, reason: 'min', limit: limit.min }
  if (amount > limit.max) return { ok: false, message: `Maximum amount is ${limit.max.toFixed(2)} ${currency}`, reason: 'max', limit: limit.max }
  return { ok: true, amount }
}
