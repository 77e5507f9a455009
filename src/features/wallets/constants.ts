/** The catalogue's limits live in core/constants.ts (spec section 9); re-exported for its modules. */
export {
  RECOMMENDED_WALLETS_COUNT,
  SEARCH_ENTRIES,
  SEARCH_MINIMUM_WAIT_MS,
  WALLETS_PAGE_SIZE,
} from '../../core/constants.js'

/** The `st` (SDK type) param sent to getWallets by default (spec 7): core's, as every call to the operator's API sends. */
export { SDK_TYPE as DEFAULT_SDK_TYPE } from '../../core/constants.js'

/** Prefix of the error a malformed getWallets answer raises. */
export const INVALID_GET_WALLETS_ANSWER = 'Invalid getWallets answer'
