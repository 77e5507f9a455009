import { describe, expect, it } from 'vitest'
import { HTTP_RETRY_BASE_DELAY_MS, HTTP_RETRY_COUNT, REQUEST_TIMEOUT_MS } from '../../core/constants.js'
import type { NetworkConfig } from '../../core/options.js'
import { rpcTransport, toViemChain } from './chains.js'

const ANVIL: NetworkConfig = { caipNetworkId: 'eip155:31337', name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' }
const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'
const RESOLVER = '0xce01f8eee7E479C928F8919abD53E553a36CeF67'

describe('a configured EVM network as a viem chain', () => {
  it('takes the id from the CAIP-2 reference, and the name and RPC URL as configured', () => {
    const chain = toViemChain(ANVIL)
    expect(chain.id).toBe(31337)
    expect(chain.name).toBe('Anvil')
    expect(chain.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
    expect(chain.blockExplorers).toBeUndefined()
    expect(chain.contracts).toEqual({})
  })

  it('carries the block explorer and the multicall3 and ENS resolver contracts when configured', () => {
    const chain = toViemChain({
      ...ANVIL,
      blockExplorerUrl: 'https://explorer.test',
      multicall3Address: MULTICALL3,
      ensUniversalResolverAddress: RESOLVER,
    })
    expect(chain.blockExplorers).toEqual({ default: { name: 'Explorer', url: 'https://explorer.test' } })
    expect(chain.contracts).toEqual({
      multicall3: { address: MULTICALL3 },
      ensUniversalResolver: { address: RESOLVER },
    })
  })

  it('the RPC transport retries and times out by the spec’s policy', () => {
    const { config } = rpcTransport(ANVIL)({})
    expect(config).toMatchObject({
      retryCount: HTTP_RETRY_COUNT,
      retryDelay: HTTP_RETRY_BASE_DELAY_MS,
      timeout: REQUEST_TIMEOUT_MS,
    })
  })
})
