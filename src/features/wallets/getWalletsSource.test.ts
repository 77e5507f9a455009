import { describe, expect, it } from 'vitest'
import { createGetWalletsSource } from './getWalletsSource.js'
import type { Wallet } from './types.js'

function recordingFetch(body: unknown, status = 200) {
  const urls: string[] = []
  const fetch: typeof globalThis.fetch = async (input) => {
    urls.push(String(input))
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  }
  return { urls, fetch }
}

const ok = { data: [], count: 0 }

/** The URL a getWalletsSource made with `options` asks for `query` (its answer: no wallets). */
async function urlAsked(
  options: Omit<Parameters<typeof createGetWalletsSource>[0], 'fetch'>,
  query: Parameters<ReturnType<typeof createGetWalletsSource>['getWallets']>[0],
): Promise<URL> {
  const { urls, fetch } = recordingFetch(ok)
  await createGetWalletsSource({ ...options, fetch }).getWallets(query)
  return new URL(urls[0] ?? '')
}

describe('createGetWalletsSource', () => {
  it('sends projectId, st (default wm), sv, page and entries, skipping empty params', async () => {
    const url = await urlAsked(
      { api: 'https://api.example.com/', projectId: 'p1', sdkVersion: 'wm-0.1.0' },
      { page: 2, entries: 40, search: '  ', include: [], exclude: undefined, chains: [] },
    )
    expect(url.origin + url.pathname).toBe('https://api.example.com/getWallets')
    expect([...url.searchParams.entries()]).toEqual([
      ['projectId', 'p1'],
      ['st', 'wm'],
      ['sv', 'wm-0.1.0'],
      ['page', '2'],
      ['entries', '40'],
    ])
  })

  it('joins arrays with commas and sends every spec 7 param', async () => {
    const url = await urlAsked(
      { api: 'https://api.example.com', projectId: 'p1', sdkType: 'appkit', sdkVersion: '1' },
      {
        page: 1,
        entries: 100,
        search: 'meta',
        include: ['a', 'b'],
        exclude: ['c'],
        chains: ['eip155:1', 'solana'],
        badge_type: 'certified',
        names: ['MetaMask', 'Rainbow'],
        rdns: ['io.metamask'],
        badge: 'certified',
      },
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'appkit',
      sv: '1',
      page: '1',
      entries: '100',
      include: 'a,b',
      exclude: 'c',
      chains: 'eip155:1,solana',
      search: 'meta',
      badge_type: 'certified',
      names: 'MetaMask,Rainbow',
      rdns: 'io.metamask',
      badge: 'certified',
    })
  })

  it('returns the validated answer', async () => {
    const wallet = {
      id: 'w',
      name: 'W',
      image_id: 'img',
      chains: ['eip155'],
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      rdns: null,
    }
    const { fetch } = recordingFetch({ data: [wallet], count: 7 })
    const source = createGetWalletsSource({ api: 'https://api.example.com', projectId: 'p', sdkVersion: '1', fetch })
    await expect(source.getWallets({ page: 1, entries: 40 })).resolves.toEqual({ data: [wallet], count: 7 })
  })

  it('rejects a malformed answer with "Invalid getWallets answer: …"', async () => {
    const { fetch } = recordingFetch({ wallets: [] })
    const source = createGetWalletsSource({ api: 'https://api.example.com', projectId: 'p', sdkVersion: '1', fetch })
    await expect(source.getWallets({ page: 1, entries: 40 })).rejects.toThrow(/^Invalid getWallets answer: data: /)
  })

  it('surfaces HTTP failures as core HttpError', async () => {
    const { fetch } = recordingFetch({}, 404)
    const source = createGetWalletsSource({ api: 'https://api.example.com', projectId: 'p', sdkVersion: '1', fetch })
    await expect(source.getWallets({ page: 1, entries: 40 })).rejects.toThrow('HTTP status code: 404')
  })

  it('builds image URLs at {api}/getWalletImage/{image_id}, preferring image_url', () => {
    const source = createGetWalletsSource({ api: 'https://api.example.com/v1/', projectId: 'p', sdkVersion: '1' })
    const wallet: Wallet = {
      id: 'w',
      name: 'W',
      image_id: 'a b',
      chains: [],
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      rdns: null,
    }
    expect(source.imageUrl(wallet)).toBe('https://api.example.com/v1/getWalletImage/a%20b?projectId=p&st=wm&sv=1')
    expect(source.imageUrl({ ...wallet, image_url: 'https://cdn.example.com/w.png' })).toBe(
      'https://cdn.example.com/w.png',
    )
  })
})
