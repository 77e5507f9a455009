import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestContext, EVM_ADDRESS } from '../../actions/testContext.js'
import { ensQuery } from './ensQuery.js'

afterEach(() => {
  vi.useRealTimers()
})

const NETWORKS = [
  {
    caipNetworkId: 'eip155:31337' as const,
    name: 'Anvil A',
    rpcUrl: 'http://a',
    ensUniversalResolverAddress: '0x0000000000000000000000000000000000000001',
  },
]

describe('ensQuery (spec section 9: ENS cached 5 min)', () => {
  it('resolves the name again at 5 min, not before', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] })
    const { context, fakes } = createTestContext({ networks: NETWORKS })
    const client = new QueryClient()
    const options = ensQuery(context, 'eip155:31337', 'demo.eth')
    expect(await client.fetchQuery(options)).toEqual({ name: 'demo.eth', address: EVM_ADDRESS })
    vi.setSystemTime(5 * 60_000 - 1)
    await client.fetchQuery(options)
    expect(fakes.eip155.resolveName).toHaveBeenCalledTimes(1)
    vi.setSystemTime(5 * 60_000)
    await client.fetchQuery(options)
    expect(fakes.eip155.resolveName).toHaveBeenCalledTimes(2)
  })

  it('a name that does not resolve is null (the view says Name not found)', async () => {
    const { context } = createTestContext({ networks: NETWORKS })
    expect(await new QueryClient().fetchQuery(ensQuery(context, 'eip155:31337', 'nobody.eth'))).toBeNull()
  })
})
