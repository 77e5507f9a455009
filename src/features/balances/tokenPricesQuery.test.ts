import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tokenPricesQuery } from './tokenPricesQuery.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('tokenPricesQuery', () => {
  it('asks the price source again only after 15 s', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] })
    const client = new QueryClient()
    const source = vi.fn(async () => ({ native: 3000 }))
    expect(await client.fetchQuery(tokenPricesQuery(source, 'eip155:1', ['native', '0xabc']))).toEqual({ native: 3000 })
    expect(source).toHaveBeenCalledWith('eip155:1', ['native', '0xabc'])
    vi.setSystemTime(14_999)
    await client.fetchQuery(tokenPricesQuery(source, 'eip155:1', ['native', '0xabc']))
    expect(source).toHaveBeenCalledTimes(1)
    vi.setSystemTime(15_001)
    await client.fetchQuery(tokenPricesQuery(source, 'eip155:1', ['native', '0xabc']))
    expect(source).toHaveBeenCalledTimes(2)
  })
  it('gives no prices when the source fails', async () => {
    const source = async () => {
      throw new Error('down')
    }
    expect(await new QueryClient().fetchQuery(tokenPricesQuery(source, 'eip155:1', ['native']))).toEqual({})
  })
})
