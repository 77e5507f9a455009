import { activityMessages as messages } from './messages.js'

/** The activity feature's numbers live in core/constants.ts (spec section 9); re-exported for its modules. */
export {
  EXTREME_GAS_FEE_THRESHOLD,
  GAS_FEE_THRESHOLD,
  MAX_VISIBLE_TRANSFERS,
  MINUS_OPERATION_TYPES,
  PLUS_OPERATION_TYPES,
} from '../../core/constants.js'

/** Toast text when a history page cannot be fetched. Spec 8: 'Failed to fetch transactions' (toast). */
export const FAILED_TO_FETCH_TRANSACTIONS = messages.activityFailed

/**
 * Error text of a fetch without an account. Spec 5: "Fetching transactions requires an account
 * address." (AppKit's own text is "Transactions can't be fetched without an accountAddress".)
 */
export const FETCH_REQUIRES_ADDRESS = messages.fetchRequiresAddress
