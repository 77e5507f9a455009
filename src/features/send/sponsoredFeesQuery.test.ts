import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import type { ChainAdapter } from '../../core/chainAdapter.js'
import { sponsoredFeesQuery } from './sponsoredFeesQuery.js'

const ACCOUNT = 'eip155:31337:0x9858EfFD232B4033E47d90003D41EC34EcaEda94' as const

describe('sponsoredFeesQuery', () => {
  it('asks the adapter for a smart account only, per account and network', async () => {
    const adapter = { sponsoredFees: vi.fn(async () => true) } as unknown as ChainAdapter
    const smart = sponsoredFeesQuery(adapter, ACCOUNT, true)
    expect(smart.enabled).toBe(true)
    expect(smart.queryKey).toEqual(['sponsoredFees', ACCOUNT])
    expect(await new QueryClient().fetchQuery(smart)).toBe(true)
    expect(sponsoredFeesQuery(adapter, ACCOUNT, false).enabled).toBe(false)
    expect(sponsoredFeesQuery(adapter, undefined, true).enabled).toBe(false)
    expect(sponsoredFeesQuery({} as ChainAdapter, ACCOUNT, true).enabled).toBe(false)
    expect(
      sponsoredFeesQuery(adapter, 'eip155:31338:0x9858EfFD232B4033E47d90003D41EC34EcaEda94', true).queryKey,
    ).not.toEqual(smart.queryKey)
  })
})
