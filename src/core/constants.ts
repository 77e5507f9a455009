/**
 * Business constants of the wallet experience, each traced to the spec
 * (docs/contributing/spec.md) section it comes from.
 * Durations are in milliseconds, sizes in CSS pixels, counts are plain integers.
 */

/** Modal width in CSS pixels. Spec 1: "Modal width 370px." */
export const MODAL_WIDTH_PX = 370

/** Duration of the view-change animation in ms. Spec 2: "View animation lasts 150 ms." */
export const VIEW_TRANSITION_MS = 150

/** Characters kept at the start of a truncated address. Spec 9: "Addresses truncated to 4 start and 6 end characters." */
export const ADDRESS_TRUNCATE_START = 4

/** Characters kept at the end of a truncated address. Spec 9 (see ADDRESS_TRUNCATE_START). */
export const ADDRESS_TRUNCATE_END = 6

/** Retries after the first attempt of an idempotent request. Spec 7: "RPC retry: 3 retries by default". */
export const HTTP_RETRY_COUNT = 3

/** Delay in ms before the first retry; doubled for each further retry (150, 300, 600). Spec 7. */
export const HTTP_RETRY_BASE_DELAY_MS = 150

/** HTTP statuses that are worth retrying. Spec 7: "retry on 403, 408, 413, 429, 500, 502, 503, 504". */
export const HTTP_RETRY_STATUS_CODES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504]

/** Most distinct in-flight requests de-duplicated at once. Spec 9: "In-flight request cache 8192 entries." */
export const IN_FLIGHT_CACHE_LIMIT = 8192

/**
 * Order in which connector groups are listed on the Connect view.
 * Spec 1: "Connector order: walletConnect, recent, injected, featured, custom, external, recommended."
 */
export const CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

/** One connector group of {@link CONNECTOR_ORDER}. */
export type ConnectorGroup = (typeof CONNECTOR_ORDER)[number]

/** Connector id of WalletConnect (QR and mobile wallets), listed when the host configures it. */
export const WALLET_CONNECT_ID = 'walletConnect'

/** The connector id of the embedded wallet (email login): spec section 3, Connector type AUTH, chains eip155 and solana. */
export const AUTH_CONNECTOR_ID = 'auth'

/** Spec section 9: the email label is truncated above 30 characters. */
export const EMAIL_LABEL_MAX_CHARS = 30

/** Fraction digits shown for token quantities and balances (floored). Spec 9: "Transaction quantity shows 3 decimals." */
export const BALANCE_DISPLAY_DECIMALS = 3

/** Fraction digits shown for USD amounts (floored). Spec 9: "Amount format USD with 2 decimals, floored, en-US grouping." */
export const USD_DECIMALS = 2

/** Most pending transactions tracked. Spec 9: "Pending transactions limit 99." */
export const PENDING_TRANSACTIONS_LIMIT = 99

/**
 * Recent wallets remembered in storage. NOT in the spec (spec 3 only says local
 * storage keeps "recent wallets"); 3 is our choice so the Connect list stays short.
 */
export const RECENT_WALLETS_LIMIT = 3

/** Stale time of portfolio data, in ms. Spec 9: "Cache lifetimes: portfolio 30 s". */
export const PORTFOLIO_STALE_MS = 30_000

/** After a failed token balance read, no new attempt for this long, in ms. Spec 9: "Token balance retry window 30 s". */
export const TOKEN_BALANCE_RETRY_MS = 30_000

/** Stale time of a native balance, in ms. Spec 9: "native balance 30 s". */
export const NATIVE_BALANCE_STALE_MS = 30_000

/** Stale time of transaction history, in ms. Spec 9: "history 15 s". */
export const HISTORY_STALE_MS = 15_000

/** Stale time of token prices, in ms. Spec 9: "token price 15 s". */
export const TOKEN_PRICE_STALE_MS = 15_000

/** Stale time of ENS names and avatars, in ms. Spec 9: "ENS 5 min". */
export const ENS_STALE_MS = 5 * 60_000

/** Stale time of an account's primary name from the name service, in ms. Spec 9: "identity 5 min". */
export const IDENTITY_STALE_MS = 5 * 60_000

/**
 * RegisterAccountName asks for suggestions this many ms after the last keystroke (the spec gives
 * no number for names; its search waits 300 ms, section 9).
 */
export const NAME_SUGGESTIONS_DEBOUNCE_MS = 300

// Transaction history (spec section 9).

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

/** Default page size asked of a history source. Not in the spec; Otterscan's own UI uses 25. */
export const HISTORY_PAGE_SIZE = 25

// Wallet catalogue (spec section 9).

/** Wallets in the Recommended group of Connect (spec 9: "4 recommended"). */
export const RECOMMENDED_WALLETS_COUNT = 4

/** Entries per AllWallets page (spec 9: "40 per page"). */
export const WALLETS_PAGE_SIZE = 40

/** Entries asked for one search (spec 9: "100 for search"). */
export const SEARCH_ENTRIES = 100

/** Search results are shown no sooner than this many ms after the query started (spec 9: "300 ms minimum wait"). */
export const SEARCH_MINIMUM_WAIT_MS = 300

// Requests (docs/contributing/architecture.md, Conventions: "every request with a timeout").

/**
 * Most time one HTTP request (JSON-RPC read, history page, catalogue page, SIWX call) may take
 * before it is aborted and reported as failed, in ms. NOT in the spec (its time constants are not
 * given a meaning); 10 s is viem's own default for its http transport, which uses it too.
 */
export const REQUEST_TIMEOUT_MS = 10_000

/**
 * Longest `data:image/*` URL shown as an image (wallet icons, catalogue images, token logos), in
 * characters. NOT in the spec; EIP-6963 icons are data URIs, and real ones (PNG as base64 included)
 * stay well below 128 KiB, while a data set cannot make the modal hold megabytes per row.
 */
export const MAX_DATA_IMAGE_URL_LENGTH = 128 * 1024

/** Longest email address accepted, in characters: RFC 5321's path limit (spec section 5 checks the address; core/email.ts). */
export const MAX_EMAIL_LENGTH = 254

// The operator's platform.

/**
 * This version of wallet-modal (package.json's, checked by a unit test): sent as `sv` with every
 * call to the operator's API (spec section 7) and compared with the latest published version a
 * project config names (spec section 8: the outdated-version warning).
 */
export const SDK_VERSION = '0.1.0'

/** The `st` (SDK type) param of every call to the operator's API (spec section 7). */
export const SDK_TYPE = 'wm'

/** The `sv` (SDK version) param of every call to the operator's API (spec section 7). */
export const SDK_VERSION_PARAM = `wallet-modal-${SDK_VERSION}`

/** Error analytics: at most this many events per window per instance. Spec 8: "Error analytics is limited to 5 events per 60 seconds." */
export const ANALYTICS_MAX_EVENTS = 5

/** Error analytics: the sliding window of {@link ANALYTICS_MAX_EVENTS}, in ms (spec section 8: 60 seconds). */
export const ANALYTICS_WINDOW_MS = 60_000

/**
 * How long the start-up fetches of a project (config, allowed origins, analytics config) may take
 * before the modal goes on with the local options alone, in ms. NOT in the spec; 3 s is one of its
 * time constants, and long enough for a slow server while a visitor reads the page.
 */
export const PROJECT_CONFIG_TIMEOUT_MS = 3_000
