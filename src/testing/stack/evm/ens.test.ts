import { createServer } from 'node:net'
import { createPublicClient, defineChain, http } from 'viem'
import { normalize } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ENS_NAMES, DEMO_ENS_RESOLVER_ADDRESS } from './tokens.js'
import { dnsEncode } from './seedEvmChain.js'
import { startDemoEvmChain, type RunningDemoEvmChain } from './startEvmChain.js'

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

describe('local ENS (Universal Resolver stand-in)', () => {
  let chain: RunningDemoEvmChain
  beforeAll(async () => {
    chain = await startDemoEvmChain({ port: await freePort(), chainId: 31337 })
  }, 60_000)
  afterAll(() => chain?.stop())

  it('encodes names in DNS wire format', () => {
    expect(dnsEncode('demo.eth')).toBe('0x0464656d6f0365746800')
  })

  it("resolves demo.eth through viem's getEnsAddress, and an unknown name to null", async () => {
    const client = createPublicClient({
      chain: defineChain({
        id: 31337,
        name: 'A',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.url] } },
        contracts: { ensUniversalResolver: { address: DEMO_ENS_RESOLVER_ADDRESS } },
      }),
      transport: http(chain.url),
    })
    expect(await client.getEnsAddress({ name: normalize('demo.eth') })).toBe(DEMO_ENS_NAMES['demo.eth'])
    expect(await client.getEnsAddress({ name: normalize('nobody.eth') })).toBeNull()
  })
})
