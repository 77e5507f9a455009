/** The local Solana chain for the demo stack: the RPC server, its identity and its dev keys. */
export { startSolanaRpc, type RunningSolanaRpc, type SolanaRpcOptions } from './server.js'
export { SOLANA_CAIP_NETWORK_ID, SOLANA_GENESIS_HASH, solanaWsUrl } from './constants.js'
export {
  SOLANA_DEV_KEYPAIRS,
  SOLANA_DEV_PUBLIC_KEYS,
  SOLANA_DEV_SECRET_KEYS,
  SOLANA_USDC_DECIMALS,
  SOLANA_USDC_MINT,
} from './devKeys.js'
