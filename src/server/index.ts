/**
 * `wallet-modal/server`: the SIWX (Sign In With X) verifying back end, Node-only and
 * framework-neutral (Fetch API `Request` / `Response`). SQLite storage lives in the separate
 * entry `./sqlite.ts` (`wallet-modal/server/sqlite`) so this one never loads better-sqlite3.
 */
export { createSiwxServer, type SiwxServer } from './siwx/createSiwxServer.js'
export { createMemoryStorage } from './siwx/memoryStorage.js'
export { SIWX_SERVER_ERRORS, SiwxServerError, type SiwxServerErrorMessage } from './siwx/errors.js'
export {
  DEFAULT_NONCE_TTL_MS,
  DEFAULT_SESSION_TTL_MS,
  type SiwxServerOptions,
} from './siwx/options.js'
export { NONCE_LENGTH, type SiwxNonce } from './siwx/nonce.js'
export type { SiwxServerStorage, SiwxSessionQuery } from './siwx/storage.js'
export type { SiwxVerifyInput } from './siwx/verify.js'
export type { ParsedSiwxMessage } from './siwx/parsedMessage.js'
export { parseSiwxMessage } from './siwx/parseMessage.js'
export { solanaNetworkId, SOLANA_CLUSTER_REFERENCES } from './siwx/solanaNetworkId.js'
export type { SiwxMessageFields, SiwxSession } from '../core/siwx.js'
