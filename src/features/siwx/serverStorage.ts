/**
 * Compatibility path for src/server/siwx/clientContract.test.ts; the server SIWX storage lives in
 * core/siwxServerStorage.ts (the sign-in actions use it). Remove once that test imports it there.
 */
export * from '../../core/siwxServerStorage.js'
