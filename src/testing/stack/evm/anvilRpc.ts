/** A bare JSON-RPC call to anvil, for the methods viem has no action for (`evm_mine` with a time, `ots_*`). */

/**
 * POSTs `{ method, params }` to `rpcUrl` and returns the result.
 * @throws Error '<method>: <the node's error message>' on a JSON-RPC error, '<method>: HTTP <status>' otherwise
 */
export async function anvilRpc<T = unknown>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  if (!response.ok) throw new Error(`${method}: HTTP ${response.status}`)
  const body = (await response.json()) as { result?: T; error?: { message?: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message ?? JSON.stringify(body.error)}`)
  return body.result as T
}
