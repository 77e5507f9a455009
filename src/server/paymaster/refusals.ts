/**
 * Why the paymaster service does not sponsor an operation: fixed English texts, sent as the
 * JSON-RPC error's `message` (and its key as `data.reason`), which a wallet or the modal shows as
 * they are. `{name}` placeholders are filled by {@link refusalText}.
 */

/** The refusal texts, by reason. */
export const PAYMASTER_REFUSALS = {
  /** The request names a chain the policy does not sponsor (`{chain}`: its CAIP-2 id). */
  chainNotSponsored: 'This network is not sponsored: {chain}',
  /** The request names an EntryPoint the policy does not list (`{entryPoint}`: its address). */
  entryPointNotSponsored: 'This EntryPoint is not sponsored: {entryPoint}',
  /**
   * The account's callData is not a call this paymaster reads (SimpleAccount v0.8's `execute` or
   * `executeBatch`), so what it would do cannot be checked.
   */
  unknownCallShape:
    'This call is not sponsored: the account’s call is not an execute or executeBatch the paymaster can read',
  /** A call goes to a contract outside the policy (`{address}`: the contract). */
  contractNotAllowed: 'This call is not sponsored: contract {address} is not allowed',
  /** A call uses a function of an allowed contract that the policy does not list (`{selector}`, `{address}`). */
  functionNotAllowed: 'This call is not sponsored: function {selector} of contract {address} is not allowed',
  /** A call sends ETH (`{value}` wei) and the policy sponsors no value transfers. */
  valueNotAllowed: 'This call is not sponsored: it sends {value} wei, and sending ETH is not sponsored',
  /** The operation's maximum cost would take the account past its daily allowance (`{cap}` wei). */
  dailyCapReached: 'This call is not sponsored: this account has used its daily gas allowance ({cap} wei)',
} as const

/** A reason the paymaster refuses an operation: a key of {@link PAYMASTER_REFUSALS}. */
export type PaymasterRefusalReason = keyof typeof PAYMASTER_REFUSALS

/** A refusal: its reason and its text with the placeholders filled. */
export interface PaymasterRefusal {
  reason: PaymasterRefusalReason
  message: string
}

/** The refusal for `reason`, its `{name}` placeholders replaced by `values` (a missing one stays as written). */
export function refusalText(
  reason: PaymasterRefusalReason,
  values: Readonly<Record<string, string | bigint | number>> = {},
): PaymasterRefusal {
  const message = PAYMASTER_REFUSALS[reason].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
  return { reason, message }
}
