/**
 * The embedded wallet's RPC gate (spec section 6, "Embedded-wallet RPC methods"): which methods the
 * host answers itself through its own RPC ('safe': read-only and raw-send), which need the signer
 * frame and a click on its Approve button ('notSafe'), and which are refused ('disallowed'). The
 * modal routes by it; the signer page checks it again, since it never trusts the host.
 */

/** Read-only JSON-RPC methods and raw sends (EIP-1474 reads, EIP-1559 fee reads, filters, logs, proofs). */
export const SAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_version',
  'web3_clientVersion',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
])

/**
 * The not-safe methods (see {@link NOT_SAFE_RPC_METHODS}) this version signs: `wallet_sendCalls`
 * only as the smart account's UserOperation the host prepared (src/signer/requests/userOperation.ts).
 * The others (permissions, raw user operations) are classified not safe but answered with 4200.
 */
export const SIGNABLE_RPC_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
])

/**
 * Methods that sign or grant (spec section 6's not-safe list): the signer frame draws them and signs
 * only after its own Approve click. The {@link SIGNABLE_RPC_METHODS}, and those it does not sign yet.
 */
export const NOT_SAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  ...SIGNABLE_RPC_METHODS,
  'solana_signAllTransactions',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])

/** Spec section 6: the error of a disallowed call. */
export const RPC_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'
/** Spec section 6: what the modal's toast says about a disallowed call. */
export const ACTION_NOT_ALLOWED_MESSAGE = 'Action not allowed'

/** Where a method goes: 'safe' to the host's RPC, 'notSafe' to the signer frame, 'disallowed' nowhere. */
export type RpcMethodClass = 'safe' | 'notSafe' | 'disallowed'

/** The {@link RpcMethodClass} of a JSON-RPC method name (exact, case-sensitive match). */
export function classifyRpcMethod(method: string): RpcMethodClass {
  if (SAFE_RPC_METHODS.has(method)) return 'safe'
  if (NOT_SAFE_RPC_METHODS.has(method)) return 'notSafe'
  return 'disallowed'
}
