import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { NameServiceError } from './errors.js'
import { createNameSignatureVerifier } from './verifyNameSignature.js'
import { type LoopbackServer, serveOnLoopback } from '../http/__fixtures__/loopbackServer.js'

const evm = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const MESSAGE = 'Register alice1234.modal.id for this account.'
const TRUE_WORD = `0x${'0'.repeat(63)}1`
const FALSE_WORD = `0x${'0'.repeat(64)}`

/**
 * A JSON-RPC endpoint standing in for the chain: `eth_call` (viem's ERC-6492 validator) answers
 * `accepts` as an ABI bool, `eth_chainId` 1; `down` answers every request with HTTP 503.
 * `methods` records the methods asked, in order.
 */
const rpc = { accepts: false, down: false, methods: [] as string[] }
let server: LoopbackServer
let url: string

beforeAll(async () => {
  server = await serveOnLoopback((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      rpc.methods.push(method)
      if (rpc.down) return void response.writeHead(503).end()
      const result =
        method === 'eth_chainId' ? '0x1' : method === 'eth_call' ? (rpc.accepts ? TRUE_WORD : FALSE_WORD) : null
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id, result }))
    })
  })
  url = server.url
})
afterAll(() => server.stop())
beforeEach(() => Object.assign(rpc, { accepts: false, down: false, methods: [] }))

describe('registration signatures with an EVM RPC (smart accounts)', () => {
  it("accepts an EOA's signature by ecrecover alone, without asking the RPC", async () => {
    const verify = createNameSignatureVerifier(url)
    const signature = await evm.signMessage({ message: MESSAGE })
    expect(await verify({ coinType: 60, address: evm.address, message: MESSAGE, signature })).toBe(true)
    expect(rpc.methods).toEqual([])
  })

  it('accepts a signature the account approves through the validator call', async () => {
    const verify = createNameSignatureVerifier(url)
    rpc.accepts = true
    const signature = await other.signMessage({ message: MESSAGE })
    expect(await verify({ coinType: 60, address: evm.address, message: MESSAGE, signature })).toBe(true)
    expect(rpc.methods).toEqual(['eth_call'])
  })

  it('refuses a signature the account does not approve, once the RPC proves it is up', async () => {
    const verify = createNameSignatureVerifier(url)
    const signature = await other.signMessage({ message: MESSAGE })
    expect(await verify({ coinType: 60, address: evm.address, message: MESSAGE, signature })).toBe(false)
    expect(rpc.methods).toEqual(['eth_call', 'eth_chainId'])
  })

  it("answers 'Signature verification unavailable' (503) when the RPC is down, after one retry", async () => {
    const verify = createNameSignatureVerifier(url)
    rpc.down = true
    const signature = await other.signMessage({ message: MESSAGE })
    const error = await verify({ coinType: 60, address: evm.address, message: MESSAGE, signature }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(NameServiceError)
    expect(error).toMatchObject({
      message: 'Signature verification unavailable',
      status: 503,
      cause: expect.any(Error),
    })
    // viem folds the failed eth_call into a refusal; the chain-id probe then finds the RPC down. Each is tried twice.
    expect(rpc.methods).toEqual(['eth_call', 'eth_call', 'eth_chainId', 'eth_chainId'])
  })

  it.each(['', '0x', '0x1', 'not hex', '0xzz', '0xzz12', `0x${'g'.repeat(130)}`])(
    'refuses the malformed signature %j without asking the RPC',
    async (signature) => {
      const verify = createNameSignatureVerifier(url)
      rpc.accepts = true
      expect(await verify({ coinType: 60, address: evm.address, message: MESSAGE, signature })).toBe(false)
      expect(rpc.methods).toEqual([])
    },
  )

  it('asks the RPC about the shortest signature of one byte', async () => {
    const verify = createNameSignatureVerifier(url)
    expect(await verify({ coinType: 60, address: evm.address, message: MESSAGE, signature: '0x12' })).toBe(false)
    expect(rpc.methods).toEqual(['eth_call', 'eth_chainId'])
  })

  it('never asks the RPC about another coin type', async () => {
    const verify = createNameSignatureVerifier(url)
    rpc.accepts = true
    const signature = await evm.signMessage({ message: MESSAGE })
    expect(await verify({ coinType: 0, address: evm.address, message: MESSAGE, signature })).toBe(false)
    expect(await verify({ coinType: 501, address: evm.address, message: MESSAGE, signature })).toBe(false)
    expect(rpc.methods).toEqual([])
  })
})
