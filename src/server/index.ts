/**
 * `wallet-modal/server`: the SIWX (Sign In With X) verifying back end, Node-only and
 * framework-neutral (Fetch API `Request` / `Response`). SQLite storage lives in the separate
 * entry `./sqlite.ts` (`wallet-modal/server/sqlite`) so this one never loads better-sqlite3.
 */
export { createSiwxServer, type SiwxServer } from './create-siwx-server.js'
export { createMemoryStorage } from './memory-storage.js'
export { SIWX_SERVER_ERRORS, SiwxServerError, type SiwxServerErrorMessage } from './errors.js'
export {
  DEFAULT_NONCE_TTL_MS,
  DEFAULT_SESSION_TTL_MS,
  type SiwxServerOptions,
} from './options.js'
export { NONCE_LENGTH, type SiwxNonce } from './nonce.js'
export type { SiwxServerStorage, SiwxSessionQuery } from './storage.js'
export type { SiwxVerifyInput } from './verify.js'
export type { ParsedSiwxMessage } from './parsed-message.js'
export { parseSiwxMessage } from './parse-message.js'
export { solanaNetworkId, SOLANA_CLUSTER_REFERENCES } from './solana-network-id.js'
export type { SiwxMessageFields, SiwxSession } from '../core/siwx.js'
