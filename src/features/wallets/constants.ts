/**
 * Limits of the wallet catalogue (spec 9: "Wallets: 4 recommended, 40 per page, 100 for search
 * (300 ms minimum wait), 20 for ranks"). They live here rather than in core/constants.ts because
 * only this feature uses them.
 */

/** Wallets in the Recommended group of Connect (spec 9: "4 recommended"). */
export const RECOMMENDED_WALLETS_COUNT = 4

/** Entries per AllWallets page (spec 9: "40 per page"). */
export const WALLETS_PAGE_SIZE = 40

/** Entries asked for one search (spec 9: "100 for search"). */
export const SEARCH_ENTRIES = 100

/** Search results are shown no sooner than this many ms after the query started (spec 9: "300 ms minimum wait"). */
export const SEARCH_MINIMUM_WAIT_MS = 300

/** Entries asked for one ranking fetch, e.g. the wallets matched to announced connectors (spec 9: "20 for ranks"). */
export const RANKS_ENTRIES = 20

/** The `st` (SDK type) param sent to getWallets by default (spec 7). */
export const DEFAULT_SDK_TYPE = 'wm'

/** Prefix of the error a malformed getWallets answer raises. */
export const INVALID_GET_WALLETS_ANSWER = 'Invalid getWallets answer'
