import { describe, expect, it, vi } from 'vitest'
import { lazyBundledSource, lazyGetWalletsSource } from './lazySources.js'
import type { Wallet } from './types.js'

const wallet = (overrides: Partial<Wallet> = {}): Wallet =>
  ({ id: 'w1', name: 'Demo Wallet', image_id: 'img/1', ...overrides }) as Wallet

describe('lazyGetWalletsSource', () => {
  it('builds image URLs at once: getWalletImage/<id> with projectId, st (default wm) and sv; an image_url wins', () => {
    const source = lazyGetWalletsSource({ api: 'https://api.example.com/', projectId: 'p1', sdkVersion: 'wm-0.1.0' })
    expect(source.imageUrl(wallet())).toBe(
      'https://api.example.com/getWalletImage/img%2F1?projectId=p1&st=wm&sv=wm-0.1.0',
    )
    expect(
      lazyGetWalletsSource({ api: '/catalogue', projectId: 'p1', sdkType: 'x', sdkVersion: 'v' }).imageUrl(wallet()),
    ).toBe('/catalogue/getWalletImage/img%2F1?projectId=p1&st=x&sv=v')
    expect(source.imageUrl(wallet({ image_url: 'https://cdn.example.com/w.png' }))).toBe(
      'https://cdn.example.com/w.png',
    )
  })

  it('asks the API only when first asked for wallets; a malformed answer fails that call only', async () => {
    const fetch = vi.fn(async () => Response.json({ data: [], count: 0 }))
    vi.stubGlobal('fetch', fetch)
    try {
      const source = lazyGetWalletsSource({ api: 'https://api.example.com', projectId: 'p1', sdkVersion: 'v' })
      expect(fetch).not.toHaveBeenCalled()
      expect(await source.getWallets({ page: 1, entries: 4 })).toEqual({ data: [], count: 0 })
      expect(fetch).toHaveBeenCalledOnce()
      fetch.mockResolvedValueOnce(Response.json({ nope: true }))
      await expect(source.getWallets({ page: 2, entries: 4 })).rejects.toThrow('Invalid getWallets answer')
      expect(await source.getWallets({ page: 3, entries: 4 })).toEqual({ data: [], count: 0 })
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('lazyBundledSource', () => {
  it("gives a wallet's own image_url and nothing else (the Logo draws the icon set, then initials), and pages the bundled catalogue", async () => {
    const source = lazyBundledSource()
    expect(source.imageUrl(wallet())).toBeUndefined()
    expect(source.imageUrl(wallet({ image_url: 'data:image/png;base64,AA' }))).toBe('data:image/png;base64,AA')
    const page = await source.getWallets({ page: 1, entries: 4 })
    expect(page.data).toHaveLength(4)
    expect(page.count).toBeGreaterThan(4)
  })
})
