/**
 * `wallet-modal/server`: the Node-side services, framework-neutral (Fetch API `Request` /
 * `Response`), over one storage layer: the SIWX (Sign In With X) verifying back end, the name
 * service and the project service (remote config and feature flags, allowed origins, error
 * analytics, images);
 * the convert service (1inch-compatible swap API over Uniswap V2), storage-free; and the paymaster
 * service (ERC-7677 over the verifying paymaster contract, with a sponsorship policy). The
 * storage backends that need a database driver have their own entries, so this one loads neither:
 * `wallet-modal/server/sqlite` (better-sqlite3) and `wallet-modal/server/postgres` (pg).
 *
 * @module wallet-modal/server
 */
export { createSiwxServer, type SiwxServer } from './siwx/createSiwxServer.js'
export {
  SIWX_SERVER_ERRORS,
  SiwxServerError,
  type SiwxServerErrorMessage,
  type SiwxServerErrorStatus,
} from './siwx/errors.js'
export {
  DEFAULT_ISSUED_AT_TOLERANCE_MS,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_MAX_SESSION_TTL_MS,
  DEFAULT_NONCE_TTL_MS,
  DEFAULT_SESSION_TTL_MS,
  DEFAULT_SWEEP_INTERVAL_MS,
  type SiwxServerOptions,
} from './siwx/options.js'
export { DEFAULT_SIWX_RATE_LIMITS, type SiwxRateLimits } from './siwx/rateLimits.js'
export type { SessionAccess, SessionAccessCheck } from './siwx/sessionAccess.js'
export { NONCE_LENGTH, type SiwxNonce } from './siwx/nonce.js'
export type { SiwxSessionQuery } from './siwx/sessionQuery.js'
export type { SiwxVerifyInput, SiwxVerifyResult } from './siwx/verify.js'
export type { ParsedSiwxMessage } from './siwx/parsedMessage.js'
export { DEFAULT_MAX_MESSAGE_LENGTH, parseSiwxMessage } from './siwx/parseMessage.js'
export { solanaNetworkId, SOLANA_CLUSTER_REFERENCES } from './siwx/solanaNetworkId.js'
export type { SiwxMessageFields, SiwxSession } from '../core/siwx.js'
export { HTTP_ERRORS, HttpProblem, type HttpErrorMessage } from './http/problems.js'
export type { RequestInfo } from './http/requestInfo.js'
export type { UnexpectedErrorContext, UnexpectedErrorHook } from './http/unexpectedError.js'
export type { RateLimitRule } from './http/rateLimit.js'
export type { ServiceRequestOptions } from './http/serviceOptions.js'
export {
  createNameService,
  NAME_NONCE_TTL_MS,
  type NameService,
  type NameSuggestion,
} from './names/createNameService.js'
export { NAME_SERVICE_ERRORS, NameServiceError, type NameServiceErrorMessage } from './names/errors.js'
export { DEFAULT_NAME_RATE_LIMITS, type NameRateLimits, type NameServiceOptions } from './names/options.js'
export type { NameRegistrationInput, RegisteredName } from './names/register.js'
export { gatewaySignatureHash, NAME_GATEWAY_ABI } from './names/gatewayAbi.js'
export {
  buildNameRegistrationMessage,
  NAME_MESSAGE_TTL_MS,
  parseNameRegistrationMessage,
  type NameRegistrationFields,
} from '../core/names/registrationMessage.js'
export { NAME_RULE } from '../core/names/nameRule.js'
export { createMemoryStorage } from './storage/memory/memoryStorage.js'
export { createPaymasterServer, type PaymasterServer } from './paymaster/createPaymasterServer.js'
export {
  DEFAULT_PAYMASTER_RATE_LIMIT,
  DEFAULT_PAYMASTER_VERIFICATION_GAS,
  type PaymasterChain,
  type PaymasterServerOptions,
  type PaymasterSponsor,
} from './paymaster/options.js'
export type { PaymasterPolicy } from './paymaster/policy.js'
export { maxOperationCost } from './paymaster/policy.js'
export { PAYMASTER_REFUSALS, type PaymasterRefusal, type PaymasterRefusalReason } from './paymaster/refusals.js'
export { PAYMASTER_RPC_CODES, PAYMASTER_RPC_ERRORS, PaymasterRpcError } from './paymaster/rpcErrors.js'
export {
  paymasterHash,
  STUB_PAYMASTER_SIGNATURE,
  type PaymasterFields,
  type ValidityWindow,
} from './paymaster/paymasterData.js'
export type { PaymasterDataResult, PaymasterStubDataResult } from './paymaster/sponsorship.js'
export type { PaymasterUserOperation } from './paymaster/userOperation.js'
export { startSweeper, type Sweeper, type SweeperOptions } from './storage/sweeper.js'
export type { Migration } from './storage/migrations.js'
export type {
  GasUsageResult,
  NameRecord,
  NameStore,
  PaymasterStore,
  RateLimitHit,
  RateLimitStore,
  ServerStorage,
  SiwxStore,
  StoredSiwxSession,
} from './storage/types.js'
export {
  CONVERT_DEADLINE_SECONDS,
  CONVERT_ERRORS,
  createConvertService,
  type ConvertChain,
  type ConvertService,
  type ConvertServiceOptions,
} from './swaps/createConvertService.js'
export { CONVERT_GAS_ESTIMATES } from './swaps/uniswapV2Router.js'
export { minimumReceived, NATIVE_TOKEN_ADDRESS, SWAP_SLIPPAGE_PERCENT } from '../core/swaps/slippage.js'
export {
  createRampBroker,
  DEFAULT_RAMP_RATE_LIMIT,
  RAMP_BROKER_ERRORS,
  type RampBroker,
  type RampBrokerOptions,
} from './ramp/createRampBroker.js'
export type {
  BrokerCheckoutRequest,
  BrokerProvider,
  RampProviderLists,
  SessionTokenProvider,
  UrlSignatureProvider,
  WidgetSessionProvider,
} from './ramp/checkoutSigners.js'
export type { RampAsset, RampPaymentCurrency, RampPaymentMethodLimit } from './ramp/checkoutRequest.js'
export { createProjectServer, type ProjectServer } from './project/createProjectServer.js'
export { DEFAULT_PROJECT_RATE_LIMITS, type ProjectRateLimits, type ProjectServerOptions } from './project/options.js'
export { PROJECT_SERVER_ERRORS, ProjectServerError } from './project/errors.js'
export type { ProjectInput } from './project/schemas.js'
export { sniffImageType, type ImageKind } from './project/images.js'
export type { ProjectRecord, ProjectStore, StoredAnalyticsEvent } from './storage/types.js'
export type { ErrorEventBody, ModalErrorEvent } from '../core/analytics/errorEvent.js'
export type { FeatureFlags, Features } from '../core/features.js'
