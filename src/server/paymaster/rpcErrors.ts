/**
 * The JSON-RPC 2.0 errors of the paymaster service: the codes, the fixed texts of the protocol
 * errors, and the class the service throws (answered as `{ jsonrpc, id, error: { code, message, data? } }`
 * with HTTP 200, so a JSON-RPC client such as viem's reads the message).
 */

/** JSON-RPC error codes the service answers. */
export const PAYMASTER_RPC_CODES = {
  /** The body is not a JSON-RPC 2.0 request object (a batch included: not served). */
  invalidRequest: -32600,
  /** A method other than `pm_getPaymasterStubData` and `pm_getPaymasterData`. */
  methodNotFound: -32601,
  /** The params are not ERC-7677's `[userOperation, entryPoint, chainId, context?]`. */
  invalidParams: -32602,
  /** The policy refuses the operation: the message is one of `PAYMASTER_REFUSALS`, `data.reason` its key. */
  refused: -32001,
} as const

/** The texts of the protocol errors. */
export const PAYMASTER_RPC_ERRORS = {
  invalidRequest: 'Invalid request: expected one JSON-RPC 2.0 request object',
  methodNotFound: 'Method not found: this paymaster serves pm_getPaymasterStubData and pm_getPaymasterData',
  invalidParams:
    'Invalid params: expected [userOperation (EntryPoint v0.7/v0.8 fields), entryPoint address, chainId (hex), context?]',
} as const

/** A JSON-RPC error the service answers. */
export class PaymasterRpcError extends Error {
  override name = 'PaymasterRpcError'
  readonly code: number
  readonly data: Readonly<Record<string, unknown>> | undefined

  constructor(code: number, message: string, data?: Record<string, unknown>) {
    super(message)
    this.code = code
    this.data = data
  }

  /** The `error` member of the JSON-RPC answer. */
  toJson(): { code: number; message: string; data?: Readonly<Record<string, unknown>> } {
    return { code: this.code, message: this.message, ...(this.data ? { data: this.data } : {}) }
  }
}
