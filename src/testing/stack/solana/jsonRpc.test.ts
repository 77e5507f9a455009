import { describe, expect, it } from 'vitest'
import { SOLANA_DEV_PUBLIC_KEYS } from './devKeys.js'
import { solanaRpcForFile } from './__fixtures__/solanaRpc.js'

const local = solanaRpcForFile()

async function post(body: string): Promise<unknown> {
  const response = await fetch(local.rpc.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  return response.json()
}

describe('JSON-RPC framing', () => {
  it('answers an unknown method with -32601', async () => {
    expect(await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getNothing' }))).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32601, message: 'Method not found' },
    })
  })

  it('answers a malformed request with -32600 and unparseable JSON with -32700', async () => {
    expect(await post(JSON.stringify({ id: 2, method: 'getSlot' }))).toMatchObject({ id: 2, error: { code: -32600 } })
    expect(await post(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 7 }))).toMatchObject({
      id: 3,
      error: { code: -32600 },
    })
    expect(await post('[]')).toMatchObject({ id: null, error: { code: -32600 } })
    expect(await post('{"jsonrpc":"2.0",')).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    })
  })

  it('answers bad params with -32602', async () => {
    const answer = await post(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'getBalance', params: ['not-a-key'] }))
    expect(answer).toMatchObject({
      id: 4,
      error: { code: -32602, message: 'Invalid params: address is not a valid public key' },
    })
  })

  it('answers a batch in order, with context where Solana has it', async () => {
    const answer = (await post(
      JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'getBalance', params: [SOLANA_DEV_PUBLIC_KEYS[0]] },
        { jsonrpc: '2.0', id: 'b', method: 'getHealth' },
        { jsonrpc: '2.0', method: 'getSlot' },
        { jsonrpc: '2.0', id: 'c', method: 'nope' },
      ]),
    )) as { id: string; result?: { context?: { slot: number }; value?: number }; error?: { code: number } }[]
    expect(answer.map((entry) => entry.id)).toEqual(['a', 'b', 'c'])
    expect(answer[0]!.result!.value).toBe(100_000_000_000)
    expect(answer[0]!.result!.context!.slot).toBeGreaterThan(0)
    expect(answer[1]!.result).toBe('ok')
    expect(answer[2]!.error!.code).toBe(-32601)
  })

  it('answers a CORS preflight admitting the solana-client header', async () => {
    const response = await fetch(local.rpc.url, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:14173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,solana-client',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toContain('solana-client')
  })
})
