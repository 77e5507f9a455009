/**
 * Constants and texts of the activity feature, each with its spec section.
 * TODO(lead): move into core/constants.ts and core/messages.ts (this file exists because
 * this feature's author owns only src/features/activity/).
 */

/**
 * A transfer less than this share of the opposite-direction transfer of the same token is a gas
 * fee and hidden. Spec 9: "Gas-fee transfer filter thresholds 10% and 1%." (AppKit GAS_FEE_THRESHOLD)
 */
export const GAS_FEE_THRESHOLD = 0.1

/**
 * In a group of 3+ same-token transfers, amounts below this share of the largest are gas fees.
 * Spec 9 (see {@link GAS_FEE_THRESHOLD}); AppKit's "extremeGasThreshold".
 */
export const EXTREME_GAS_FEE_THRESHOLD = 0.01

/** Most transfers shown per transaction. Spec 9: "At most 2 transfers per transaction." */
export const MAX_VISIBLE_TRANSFERS = 2

/** Operation types shown with '+'. Spec 9: "Sign prefix: plus for receive, deposit, borrow, claim". */
export const PLUS_OPERATION_TYPES: readonly string[] = ['receive', 'deposit', 'borrow', 'claim']

/** Operation types shown with '-'. Spec 9: "minus for withdraw, repay, burn." */
export const MINUS_OPERATION_TYPES: readonly string[] = ['withdraw', 'repay', 'burn']

/** Toast text when a history page cannot be fetched. Spec 8: 'Failed to fetch transactions' (toast). */
export const FAILED_TO_FETCH_TRANSACTIONS = 'Failed to fetch transactions'

/**
 * Error text of a fetch without an account. Spec 5: "Fetching transactions requires an account
 * address." (AppKit's own text is "Transactions can't be fetched without an accountAddress".)
 */
export const FETCH_REQUIRES_ADDRESS = 'Fetching transactions requires an account address'

/** Default page size asked of a history source. Not in the spec; Otterscan's own UI uses 25. */
export const HISTORY_PAGE_SIZE = 25
