import { cors } from 'hono/cors'
import * as v from 'valibot'
import type { Address } from 'viem'
import { createHttpApp, fetchHandler, limitPerIp, readValidJson } from '../http/httpApp.js'
import { jsonResponse } from '../http/jsonResponse.js'
import type { RequestInfo } from '../http/requestInfo.js'
import { resolvePaymasterServerOptions, type PaymasterServerOptions } from './options.js'
import { PAYMASTER_RPC_CODES, PAYMASTER_RPC_ERRORS, PaymasterRpcError } from './rpcErrors.js'
import {
  getPaymasterData,
  getPaymasterStubData,
  type PaymasterDataResult,
  type PaymasterStubDataResult,
} from './sponsorship.js'

/** The paymaster service, from {@link createPaymasterServer}. */
export interface PaymasterServer {
  /** The Fetch handler of its JSON-RPC endpoint (POST `mountPath`). */
  handle(request: Request, info?: RequestInfo): Promise<Response>
  /** The verifying signer's address (what the paymaster contract's `verifyingSigner` must be). */
  signer: Address
  /** `pm_getPaymasterStubData` in process, `params` as ERC-7677 sends them. @throws PaymasterRpcError */
  getPaymasterStubData(params: unknown): Promise<PaymasterStubDataResult>
  /** `pm_getPaymasterData` in process (counts and signs). @throws PaymasterRpcError */
  getPaymasterData(params: unknown): Promise<PaymasterDataResult>
}

/** A JSON-RPC 2.0 request object (one; batches are not served). */
const requestSchema = v.object({
  jsonrpc: v.literal('2.0'),
  id: v.optional(v.union([v.string(), v.number(), v.null()]), null),
  method: v.string(),
  params: v.optional(v.unknown()),
})

/**
 * Creates the operator's paymaster service (ERC-7677) over a verifying paymaster contract: one
 * JSON-RPC 2.0 endpoint, POST `mountPath`, serving `pm_getPaymasterStubData` and
 * `pm_getPaymasterData` for EntryPoint v0.7/v0.8 UserOperations (what viem's
 * `createPaymasterClient({ transport: http(url) })` calls). Each operation is checked against
 * `policy` (chains, EntryPoint, contracts and functions, value, daily cap per account) and refused
 * with a JSON-RPC error (code -32001) whose message is the reason's fixed text
 * (`PAYMASTER_REFUSALS`); a sponsored one is signed with `signer` for `validitySeconds`, its
 * maximum cost counted in `storage` against the account's UTC day. JSON-RPC answers are HTTP 200;
 * the HTTP toolkit's own are as every surface's (415, 413, 408, 429 per IP, 404, 500 without detail).
 * CORS is open (`*`): the policy, not the origin, decides what is paid for.
 * @throws Error for invalid options (see `resolvePaymasterServerOptions`)
 */
export function createPaymasterServer(options: PaymasterServerOptions): PaymasterServer {
  const resolved = resolvePaymasterServerOptions(options)
  const methods: Record<string, (params: unknown) => Promise<unknown>> = {
    pm_getPaymasterStubData: (params) => getPaymasterStubData(resolved, params),
    pm_getPaymasterData: (params) => getPaymasterData(resolved, params),
  }
  const app = createHttpApp({
    basePath: resolved.mountPath === '/' ? undefined : resolved.mountPath,
    clientIp: resolved.clientIp,
    onUnexpectedError: resolved.onUnexpectedError,
  })
  app.use('*', cors({ origin: '*', allowMethods: ['POST'], allowHeaders: ['Content-Type'], maxAge: 600 }))
  app.post('/', limitPerIp(resolved.storage.rateLimits, 'paymaster', resolved.rateLimit, resolved.now), async (c) => {
    const body = await readValidJson(c.req.raw, {
      maxBytes: resolved.maxBodyBytes,
      timeoutMs: resolved.bodyReadTimeoutMs,
      schema: v.unknown(),
    })
    const request = v.safeParse(requestSchema, body)
    if (!request.success) {
      const error = new PaymasterRpcError(PAYMASTER_RPC_CODES.invalidRequest, PAYMASTER_RPC_ERRORS.invalidRequest)
      return jsonResponse(200, { jsonrpc: '2.0', id: null, error: error.toJson() })
    }
    const { id, method, params } = request.output
    const run = Object.hasOwn(methods, method) ? methods[method] : undefined
    try {
      if (!run) throw new PaymasterRpcError(PAYMASTER_RPC_CODES.methodNotFound, PAYMASTER_RPC_ERRORS.methodNotFound)
      return jsonResponse(200, { jsonrpc: '2.0', id, result: await run(params) })
    } catch (error) {
      if (error instanceof PaymasterRpcError) return jsonResponse(200, { jsonrpc: '2.0', id, error: error.toJson() })
      throw error
    }
  })
  return {
    handle: fetchHandler(app),
    signer: resolved.signer.address,
    getPaymasterStubData: methods.pm_getPaymasterStubData as PaymasterServer['getPaymasterStubData'],
    getPaymasterData: methods.pm_getPaymasterData as PaymasterServer['getPaymasterData'],
  }
}
