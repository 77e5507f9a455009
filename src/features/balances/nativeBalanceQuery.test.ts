import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestContext, EVM_ADDRESS } from '../../actions/testContext.js'
import { nativeBalanceQuery } from './useNativeBalance.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('nativeBalanceQuery (spec section 9: native balance cached 30 s)', () => {
  it('reads the chain again at 30 s, not before', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] })
    const { context, fakes } = createTestContext()
    const client = new QueryClient()
    const options = nativeBalanceQuery(context, `eip155:31337:${EVM_ADDRESS}`)
    expect(await client.fetchQuery(options)).toEqual({ value: 10n ** 18n, decimals: 18, symbol: 'ETH' })
    vi.setSystemTime(29_999)
    await client.fetchQuery(options)
    expect(fakes.eip155.getBalance).toHaveBeenCalledTimes(1)
    vi.setSystemTime(30_000)
    await client.fetchQuery(options)
    expect(fakes.eip155.getBalance).toHaveBeenCalledTimes(2)
  })
})
