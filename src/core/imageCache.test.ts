import { describe, expect, it } from 'vitest'
import { createImageCache, imagePath } from './imageCache.js'

function recorder() {
  const live = new Set<string>()
  let n = 0
  return {
    live,
    urls: {
      create: () => {
        const url = `blob:test/${++n}`
        live.add(url)
        return url
      },
      revoke: (url: string) => void live.delete(url),
    },
  }
}

const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('image endpoints as object URLs (spec section 7: images return blobs)', () => {
  it('names the four endpoints', () => {
    expect(imagePath('wallet', 'a b')).toBe('getWalletImage/a%20b')
    expect(imagePath('asset', 'eip155:1')).toBe('public/getAssetImage/eip155%3A1')
    expect(imagePath('currency', 'USD')).toBe('public/getCurrencyImage/USD')
    expect(imagePath('token', 'USDC')).toBe('public/getTokenImage/USDC')
  })

  it('loads once for many users and revokes the URL after the last one leaves', async () => {
    const { live, urls } = recorder()
    const loads: string[] = []
    const cache = createImageCache(async (path) => (loads.push(path), png()), urls)
    const [a, b] = await Promise.all([cache.acquire('getWalletImage/w'), cache.acquire('getWalletImage/w')])
    expect(a).toBe(b)
    expect(loads).toEqual(['getWalletImage/w'])
    expect([...live]).toEqual([a])
    cache.release('getWalletImage/w')
    await settle()
    expect(live.has(a)).toBe(true)
    cache.release('getWalletImage/w')
    await settle()
    expect(live.size).toBe(0)
    expect(cache.size()).toBe(0)
    // Shown again later: loaded again, a new URL.
    const c = await cache.acquire('getWalletImage/w')
    expect(c).not.toBe(a)
    expect(loads).toHaveLength(2)
  })

  it('refuses types other than png, jpeg, webp and svg, and forgets failures so a later call retries', async () => {
    const { live, urls } = recorder()
    let answer: () => Promise<Blob> = async () => new Blob(['<html>'], { type: 'text/html' })
    const cache = createImageCache(() => answer(), urls)
    await expect(cache.acquire('public/getTokenImage/X')).rejects.toThrow('Unsupported image type: text/html')
    await settle()
    expect(cache.size()).toBe(0)
    answer = async () => Promise.reject(new Error('HTTP status code: 404'))
    await expect(cache.acquire('public/getTokenImage/X')).rejects.toThrow('HTTP status code: 404')
    answer = async () => new Blob(['<svg/>'], { type: 'image/svg+xml' })
    await expect(cache.acquire('public/getTokenImage/X')).resolves.toMatch(/^blob:test\//)
    expect(live.size).toBe(1)
    cache.release('public/getTokenImage/X')
    cache.release('public/getTokenImage/X') // an extra release is harmless
    await settle()
    expect(live.size).toBe(0)
  })

  it('refuses an image over 1 MiB', async () => {
    const cache = createImageCache(
      async () => new Blob([new Uint8Array(1024 * 1024 + 1)], { type: 'image/png' }),
      recorder().urls,
    )
    await expect(cache.acquire('getWalletImage/big')).rejects.toThrow('Image too large')
  })
})

describe('image cache: edges', () => {
  it('takes a type with parameters and spaces, names a missing type, and takes exactly 1 MiB', async () => {
    const { urls } = recorder()
    const svg = createImageCache(async () => new Blob(['<svg/>'], { type: 'image/svg+xml ; charset=utf-8' }), urls)
    await expect(svg.acquire('getWalletImage/svg')).resolves.toMatch(/^blob:test\//)
    const untyped = createImageCache(async () => new Blob(['?']), urls)
    await expect(untyped.acquire('getWalletImage/untyped')).rejects.toThrow('Unsupported image type: none')
    const full = createImageCache(async () => new Blob([new Uint8Array(1024 * 1024)], { type: 'image/png' }), urls)
    await expect(full.acquire('getWalletImage/full')).resolves.toMatch(/^blob:test\//)
  })

  it('a released load that fails late does not drop the newer load of the same image', async () => {
    const loads: Array<{ resolve: (blob: Blob) => void; reject: (error: Error) => void }> = []
    const cache = createImageCache(
      () => new Promise<Blob>((resolve, reject) => loads.push({ resolve, reject })),
      recorder().urls,
    )
    const first = cache.acquire('getWalletImage/w')
    cache.release('getWalletImage/w')
    const second = cache.acquire('getWalletImage/w')
    loads[0]!.reject(new Error('HTTP status code: 503'))
    await expect(first).rejects.toThrow('HTTP status code: 503')
    await settle()
    expect(cache.size()).toBe(1)
    const third = cache.acquire('getWalletImage/w')
    expect(loads).toHaveLength(2)
    loads[1]!.resolve(png())
    expect(await third).toBe(await second)
  })
})
