import { describe, expect, it, vi } from 'vitest'
import { cachedPrices } from './cachedPrices.js'

describe('cachedPrices', () => {
  it('asks the price source again only after 15 s', async () => {
    const source = vi.fn(async () => ({ native: 3000 }))
    expect(await cachedPrices(source, 'eip155:1', ['native'], 0)).toEqual({ native: 3000 })
    await cachedPrices(source, 'eip155:1', ['native'], 14_999)
    expect(source).toHaveBeenCalledTimes(1)
    await cachedPrices(source, 'eip155:1', ['native'], 15_000)
    expect(source).toHaveBeenCalledTimes(2)
  })
  it('gives no prices when the source fails', async () => {
    expect(await cachedPrices(async () => { throw new Error('down') }, 'eip155:1', ['native'], 0)).toEqual({})
  })
})
