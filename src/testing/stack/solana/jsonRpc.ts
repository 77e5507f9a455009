/**
 * JSON-RPC 2.0 framing: parses a body (single request or batch), dispatches to a method table,
 * and turns thrown {@link RpcError}s into error objects. Transport-agnostic (HTTP uses it).
 */

/** Error codes: JSON-RPC 2.0 §5.1 plus Solana's -32002 (preflight failure) and -32003..-32016. */
export const RPC_ERRORS = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  sendTransactionPreflightFailure: -32002,
} as const

/** An error the client receives as `{ code, message, data }`. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** `new RpcError(-32602, 'Invalid params: <detail>')`. */
export function invalidParams(detail: string): RpcError {
  return new RpcError(RPC_ERRORS.invalidParams, `Invalid params: ${detail}`)
}

/** A method: takes the request's `params` (an array, possibly empty), returns the `result`. */
export type RpcMethod = (params: unknown[]) => unknown

type Id = string | number | null
type Response = { jsonrpc: '2.0'; id: Id; result?: unknown; error?: { code: number; message: string; data?: unknown } }

function errorResponse(id: Id, error: unknown): Response {
  if (error instanceof RpcError) {
    return {
      jsonrpc: '2.0',
      id,
      error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) },
    }
  }
  const message = error instanceof Error ? error.message : String(error)
  return { jsonrpc: '2.0', id, error: { code: RPC_ERRORS.internalError, message: `Internal error: ${message}` } }
}

async function handleOne(request: unknown, methods: Record<string, RpcMethod>): Promise<Response | undefined> {
  const candidate = request as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }
  const idValid = (id: unknown): id is Id | undefined =>
    id === undefined || id === null || typeof id === 'string' || typeof id === 'number'
  if (
    typeof request !== 'object' ||
    request === null ||
    Array.isArray(request) ||
    !idValid(candidate.id) ||
    candidate.jsonrpc !== '2.0' ||
    typeof candidate.method !== 'string' ||
    (candidate.params !== undefined && candidate.params !== null && typeof candidate.params !== 'object')
  ) {
    return errorResponse(
      idValid(candidate?.id) ? (candidate.id ?? null) : null,
      new RpcError(RPC_ERRORS.invalidRequest, 'Invalid request'),
    )
  }
  const id = candidate.id
  const method = Object.hasOwn(methods, candidate.method) ? methods[candidate.method] : undefined
  const params = candidate.params == null ? [] : Array.isArray(candidate.params) ? candidate.params : [candidate.params]
  let response: Response
  if (!method) response = errorResponse(id ?? null, new RpcError(RPC_ERRORS.methodNotFound, 'Method not found'))
  else {
    try {
      response = { jsonrpc: '2.0', id: id ?? null, result: await method(params) }
    } catch (error) {
      response = errorResponse(id ?? null, error)
    }
  }
  // A request without an id is a notification: it gets no answer (JSON-RPC 2.0 §4.1).
  return id === undefined ? undefined : response
}

/**
 * Answers one HTTP body. Returns the response JSON, or undefined when nothing is owed (only
 * notifications). Unparseable JSON → -32700 'Parse error'; an empty batch or a request that is
 * not `{ jsonrpc: '2.0', method: string, params?: array|object, id? }` → -32600 'Invalid request'.
 */
export async function handleJsonRpcBody(body: string, methods: Record<string, RpcMethod>): Promise<string | undefined> {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return JSON.stringify(errorResponse(null, new RpcError(RPC_ERRORS.parseError, 'Parse error')))
  }
  if (!Array.isArray(parsed)) {
    const response = await handleOne(parsed, methods)
    return response && JSON.stringify(response)
  }
  if (parsed.length === 0)
    return JSON.stringify(errorResponse(null, new RpcError(RPC_ERRORS.invalidRequest, 'Invalid request')))
  const responses: Response[] = []
  for (const request of parsed) {
    const response = await handleOne(request, methods)
    if (response) responses.push(response)
  }
  return responses.length > 0 ? JSON.stringify(responses) : undefined
}
