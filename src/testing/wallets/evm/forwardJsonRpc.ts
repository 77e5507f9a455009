import { ProviderRpcError } from '../providerRpcError.js'

let nextId = 1

/**
 * Sends one JSON-RPC 2.0 request to `rpcUrl` and returns its `result`.
 * @throws ProviderRpcError with the node's error code, message and data; -32603 when the node
 *   cannot be reached or answers something that is not JSON-RPC.
 */
export async function forwardJsonRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  let body: { result?: unknown; error?: { code: number; message: string; data?: unknown } }
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    })
    body = (await response.json()) as typeof body
  } catch (error) {
    throw new ProviderRpcError(-32603, `Demo Wallet: ${rpcUrl} did not answer ${method}: ${String(error)}`)
  }
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
  return body.result
}
