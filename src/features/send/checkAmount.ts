import { parseAmount } from '../../core/amount.js'
import type { TokenBalance } from '../../core/tokens.js'

/** What the Send form knows about the typed amount. */
export interface AmountCheck {
  /** The amount in the token's base units (wei, lamports, token units); undefined when nothing valid is typed. */
  value: bigint | undefined
  /** More than the balance (`token.raw`); sending the whole balance is allowed. */
  insufficient: boolean
  /** A valid amount above zero (spec section 5: a zero amount is no send). */
  positive: boolean
}

/**
 * Checks the typed amount against the chosen token's balance (WalletSend, spec sections 4 and 5).
 * Exactly the balance is sendable (a native send may still fail on gas, which the wallet reports).
 */
export function checkAmount(token: Pick<TokenBalance, 'raw' | 'quantity'> | undefined, typed: string): AmountCheck {
  const value = token ? parseAmount(typed, token.quantity.decimals) : undefined
  return {
    value,
    insufficient: token !== undefined && value !== undefined && value > token.raw,
    positive: value !== undefined && value > 0n,
  }
}
