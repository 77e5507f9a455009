/**
 * Public surface of the framework-free kernel: constants, CAIP-2/CAIP-10,
 * formatting, the error catalogue, persistence, the HTTP client and the view router.
 */
export * from './constants.js'
export {
  evmCaipNetworkId,
  evmChainIdOf,
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
  type CaipAddress,
  type CaipNamespace,
  type CaipNetworkId,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
} from './caip.js'
export { formatBalance, formatUnitsFloor, formatUsd, truncateAddress } from './format.js'
export {
  CaipError,
  CHAIN_ERROR_PATTERNS,
  chainErrorMessage,
  errorCodeOf,
  HttpError,
  isUserRejection,
  RPC_ERROR_MESSAGES,
  toWalletModalError,
  UserRejectedError,
  WalletModalError,
  type ChainErrorPattern,
  type WalletModalErrorOptions,
} from './errors.js'
export {
  createMemoryBackend,
  createPersistence,
  type KeyValueBackend,
  type Persistence,
} from './storage.js'
export {
  buildUrl,
  createHttpClient,
  retryDelayMs,
  shouldRetryStatus,
  type HttpClient,
  type HttpClientOptions,
  type PostOptions,
  type QueryParams,
} from './http.js'
export {
  close,
  currentView,
  goBack,
  initialRouterState,
  openRouter,
  push,
  replace,
  reset,
  type RouterEntry,
  type RouterState,
  type ViewName,
} from './router.js'
