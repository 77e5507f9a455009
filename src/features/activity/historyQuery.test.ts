import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestContext, EVM_ADDRESS } from '../../actions/testContext.js'
import { historyQuery } from './historyQuery.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('historyQuery (spec section 9: history cached 15 s)', () => {
  it('asks the history source again at 15 s, not before', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] })
    const { context, fakes } = createTestContext()
    const fetchPage = vi.fn(async () => ({ data: [], next: undefined }))
    fakes.eip155.historySource.mockResolvedValue({ fetchPage })
    const client = new QueryClient()
    const options = historyQuery(context, `eip155:31337:${EVM_ADDRESS}`)
    await client.fetchInfiniteQuery(options)
    vi.setSystemTime(14_999)
    await client.fetchInfiniteQuery(options)
    expect(fetchPage).toHaveBeenCalledTimes(1)
    vi.setSystemTime(15_000)
    await client.fetchInfiniteQuery(options)
    expect(fetchPage).toHaveBeenCalledTimes(2)
  })

  it('pages by cursor, and a failure is not retried', async () => {
    const { context, fakes } = createTestContext()
    const fetchPage = vi
      .fn()
      .mockResolvedValueOnce({ data: [], next: 'cursor-2' })
      .mockRejectedValueOnce(new Error('down'))
    fakes.eip155.historySource.mockResolvedValue({ fetchPage })
    const client = new QueryClient()
    const options = historyQuery(context, `eip155:31337:${EVM_ADDRESS}`)
    const first = await client.fetchInfiniteQuery(options)
    expect(options.getNextPageParam(first.pages[0]!)).toBe('cursor-2')
    await expect(
      client.fetchInfiniteQuery({ ...options, queryKey: ['other'], initialPageParam: 'cursor-2' }),
    ).rejects.toThrow('down')
    expect(fetchPage).toHaveBeenCalledTimes(2)
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ cursor: 'cursor-2' }))
  })
})
