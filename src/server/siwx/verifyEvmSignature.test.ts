import * as viem from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SIWX_SERVER_ERRORS } from './errors.js'
import { evmAccount } from './testFixtures.js'
import { createEvmSignatureVerifier } from './verifyEvmSignature.js'
import { type LoopbackServer, serveOnLoopback } from '../http/__fixtures__/loopbackServer.js'

// The real viem, with createPublicClient spied on to count the clients the verifier makes.
vi.mock('viem', async (importOriginal) => {
  const actual = await importOriginal<typeof import('viem')>()
  return { ...actual, createPublicClient: vi.fn(actual.createPublicClient) }
})

const NETWORK = 'eip155:1' as const
const SMART_ACCOUNT = '0x1271000000000000000000000000000000001271'
const message = 'Sign in to the demo.'

/** A JSON-RPC endpoint that is "down": it counts each request and answers HTTP 500. */
let rpc: LoopbackServer
let rpcUrl: string
let requests: number
let methods: string[]
beforeAll(async () => {
  rpc = await serveOnLoopback((request, response) => {
    requests += 1
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      methods.push((JSON.parse(body) as { method: string }).method)
      response.writeHead(500).end()
    })
  })
  rpcUrl = rpc.url
})
afterAll(() => rpc.stop())
beforeEach(() => {
  requests = 0
  methods = []
  vi.mocked(viem.createPublicClient).mockClear()
})

describe('createEvmSignatureVerifier', () => {
  it('accepts a mixed-case address whose EIP-55 checksum is wrong (addresses compare case-insensitively)', async () => {
    const verify = createEvmSignatureVerifier({})
    const signature = await evmAccount.signMessage({ message })
    const address = evmAccount.address
    const flipped =
      address.slice(0, 2) +
      [...address.slice(2)].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('')
    expect(viem.isAddress(flipped)).toBe(false) // strict viem would refuse it
    await expect(verify({ address: flipped, message, signature, caipNetworkId: NETWORK })).resolves.toBe(true)
  })

  it('checks an EOA signature by ecrecover without an RPC round trip, even with an RPC configured', async () => {
    const verify = createEvmSignatureVerifier({ [NETWORK]: rpcUrl })
    const signature = await evmAccount.signMessage({ message })
    await expect(verify({ address: evmAccount.address, message, signature, caipNetworkId: NETWORK })).resolves.toBe(
      true,
    )
    expect(requests).toBe(0)
  })

  it.each(['', '0x', '0x1', 'zz', '0xzz', '0x12zz'])(
    'refuses the malformed signature %j as invalid without asking the RPC',
    async (signature) => {
      const verify = createEvmSignatureVerifier({ [NETWORK]: rpcUrl })
      await expect(verify({ address: SMART_ACCOUNT, message, signature, caipNetworkId: NETWORK })).resolves.toBe(false)
      expect(requests).toBe(0)
    },
  )

  it('refuses a malformed address without asking the RPC', async () => {
    const verify = createEvmSignatureVerifier({ [NETWORK]: rpcUrl })
    await expect(
      verify({ address: '0x1234', message, signature: `0x${'c0'.repeat(65)}`, caipNetworkId: NETWORK }),
    ).resolves.toBe(false)
    expect(requests).toBe(0)
  })

  it('hands a 1-byte signature to the RPC (an EIP-1271 account may accept any bytes): 503 when it is down', async () => {
    const verify = createEvmSignatureVerifier({ [NETWORK]: rpcUrl })
    await expect(
      verify({ address: SMART_ACCOUNT, message, signature: '0x12', caipNetworkId: NETWORK }),
    ).rejects.toMatchObject({
      message: SIWX_SERVER_ERRORS.verificationUnavailable,
    })
    expect(requests).toBeGreaterThan(0)
  })

  it('answers 503 with the RPC failure as cause, each JSON-RPC call (eth_call, then the eth_chainId probe) tried twice', async () => {
    const verify = createEvmSignatureVerifier({ [NETWORK]: rpcUrl })
    const failure = await verify({
      address: SMART_ACCOUNT,
      message,
      signature: `0x${'c0'.repeat(65)}`,
      caipNetworkId: NETWORK,
    }).catch((e: unknown) => e)
    expect(failure).toMatchObject({
      message: SIWX_SERVER_ERRORS.verificationUnavailable,
      status: 503,
      code: 'SIWX_REJECTED',
    })
    expect((failure as Error).cause).toBeInstanceOf(viem.BaseError)
    expect(methods).toEqual(['eth_call', 'eth_call', 'eth_chainId', 'eth_chainId'])
  })

  it('makes one public client per network, on first use', async () => {
    const verify = createEvmSignatureVerifier({ [NETWORK]: rpcUrl, 'eip155:10': rpcUrl })
    const signature = await evmAccount.signMessage({ message })
    expect(viem.createPublicClient).not.toHaveBeenCalled()
    for (const caipNetworkId of [NETWORK, NETWORK, 'eip155:10', NETWORK, 'eip155:10'] as const) {
      await expect(verify({ address: evmAccount.address, message, signature, caipNetworkId })).resolves.toBe(true)
    }
    expect(viem.createPublicClient).toHaveBeenCalledTimes(2)
  })

  it('checks offline by ecrecover when the network has no RPC URL: a smart-account signature is invalid', async () => {
    const verify = createEvmSignatureVerifier({ 'eip155:10': rpcUrl })
    await expect(
      verify({ address: SMART_ACCOUNT, message, signature: `0x${'c0'.repeat(65)}`, caipNetworkId: NETWORK }),
    ).resolves.toBe(false)
    expect(viem.createPublicClient).not.toHaveBeenCalled()
    expect(requests).toBe(0)
  })
})
