/**
 * The paymaster service over HTTP: served at the root by default, CORS open for POSTs with a JSON
 * body (preflight cached 10 minutes), every JSON-RPC answer marked 2.0, and its per-IP limit counted
 * under its own name in a store other services may share.
 */
import { encodeFunctionData, erc20Abi } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { ACCOUNT_CALL_ABI } from './accountCalls.js'
import { createPaymasterServer } from './createPaymasterServer.js'
import type { PaymasterServerOptions } from './options.js'

const USDC = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const PAYMASTER = '0xBEEaddbbc075859170E773e02166C309B6A89384'

function serve(overrides: Partial<PaymasterServerOptions> = {}) {
  const storage = createMemoryStorage()
  const hits = vi.spyOn(storage.rateLimits, 'hit')
  const server = createPaymasterServer({
    storage,
    signer: generatePrivateKey(),
    chains: { 'eip155:31337': { paymaster: PAYMASTER } },
    policy: { chains: ['eip155:31337'], targets: { [USDC]: '*' } },
    now: () => new Date('2030-01-01T12:00:00.000Z'),
    ...overrides,
  })
  const post = (url: string, body: unknown) =>
    server.handle(
      new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      { clientIp: '192.0.2.1' },
    )
  return { server, hits, post }
}

describe('the paymaster service over HTTP', () => {
  it('is served at the root when no mount path is given', async () => {
    const { post } = serve()
    const response = await post('http://paymaster.test/', { jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: -32601 } })
  })

  it('answers a CORS preflight from any origin for a JSON POST, cached 10 minutes', async () => {
    const { server } = serve({ mountPath: '/pm' })
    const response = await server.handle(
      new Request('http://paymaster.test/pm', {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://dapp.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      }),
    )
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(response.headers.get('Access-Control-Allow-Methods')).toBe('POST')
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe('Content-Type')
    expect(response.headers.get('Access-Control-Max-Age')).toBe('600')
  })

  it('marks every answer JSON-RPC 2.0, results and errors alike', async () => {
    const { server, post } = serve()
    const stub = await post('http://paymaster.test/', {
      jsonrpc: '2.0',
      id: 1,
      method: 'pm_getPaymasterStubData',
      params: [
        {
          sender: '0x1111111111111111111111111111111111111111',
          nonce: '0x0',
          callData: encodeFunctionData({
            abi: ACCOUNT_CALL_ABI,
            functionName: 'execute',
            args: [USDC, 0n, encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [PAYMASTER, 1n] })],
          }),
          callGasLimit: '0x1',
          verificationGasLimit: '0x1',
          preVerificationGas: '0x1',
          maxFeePerGas: '0x1',
          maxPriorityFeePerGas: '0x1',
          signature: '0x',
        },
        entryPoint08Address,
        '0x7a69',
      ],
    })
    expect(await stub.json()).toMatchObject({ jsonrpc: '2.0', id: 1, result: { paymaster: PAYMASTER } })
    const outside = await post('http://paymaster.test/', {
      jsonrpc: '2.0',
      id: 3,
      method: 'pm_getPaymasterStubData',
      params: [],
    })
    expect(await outside.json()).toMatchObject({ jsonrpc: '2.0', id: 3, error: { code: -32602 } })
    const refused = await post('http://paymaster.test/', { jsonrpc: '2.0', id: 2, method: 'nope', params: [] })
    expect(await refused.json()).toMatchObject({ jsonrpc: '2.0', id: 2, error: { code: -32601 } })
    const invalid = await post('http://paymaster.test/', [])
    expect(await invalid.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } })
    expect(server.signer).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('counts its per-IP limit under its own name', async () => {
    const { hits, post } = serve()
    await post('http://paymaster.test/', { jsonrpc: '2.0', id: 1, method: 'nope', params: [] })
    expect(hits).toHaveBeenCalledTimes(1)
    expect(hits.mock.calls[0]![0]).toMatch(/^paymaster:ip:/)
  })
})
