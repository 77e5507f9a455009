/** The local WalletConnect v2 relay; see server.ts. */
export { startWcRelay, type RunningWcRelay, type WcRelayOptions } from './server.js'
export { DEFAULT_TTL_SECONDS, type RelayMessage } from './mailbox.js'
export { TAGS } from './methods.js'
