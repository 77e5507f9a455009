import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueWallets } from '../../src/features/wallets/catalogueData.js'
import { createGetWalletsSource } from '../../src/features/wallets/getWalletsSource.js'
import { initialWalletListingState, loadInitial, loadNextPage, search } from '../../src/features/wallets/listing.js'
import { createCatalogueHandler, DEFAULT_FILLER_COUNT } from './catalogueHandler.js'
import { startCatalogueServer, type RunningCatalogueServer } from './catalogueServer.js'
import { generateFillerWallets } from './fillerWallets.js'

let server: RunningCatalogueServer
const total = catalogueWallets.length + DEFAULT_FILLER_COUNT

beforeAll(async () => {
  server = await startCatalogueServer({ port: 0 })
})

afterAll(async () => {
  await server.stop()
})

function client() {
  return createGetWalletsSource({ api: server.api, projectId: 'demo', sdkVersion: 'wm-test', http: { retryCount: 0 } })
}

describe('the catalogue service through the getWallets client', () => {
  it('serves 1,000+ wallets, real ones first, 40 per page', async () => {
    const { data, count } = await client().getWallets({ page: 1, entries: 40 })
    expect(count).toBe(total)
    expect(count).toBeGreaterThan(1000)
    expect(data).toHaveLength(40)
    expect(data[0]?.name).toBe('MetaMask')
    const last = await client().getWallets({ page: Math.ceil(total / 40), entries: 40 })
    expect(last.data).toHaveLength(total % 40 || 40)
  })

  it('searches names with exact > prefix > contains ranks', async () => {
    const { data } = await client().getWallets({ page: 1, entries: 100, search: 'trust' })
    expect(data[0]?.name).toBe('Trust Wallet')
    const filler = await client().getWallets({ page: 1, entries: 100, search: 'test wallet 000' })
    expect(filler.count).toBe(9)
  })

  it('honours include, exclude, chains, rdns and names', async () => {
    const c = client()
    expect((await c.getWallets({ page: 1, entries: 40, include: ['rainbow', 'phantom'] })).count).toBe(2)
    const excluded = await c.getWallets({ page: 1, entries: 40, exclude: ['metamask'] })
    expect(excluded.count).toBe(total - 1)
    expect(excluded.data[0]?.id).not.toBe('metamask')
    const solana = await c.getWallets({ page: 1, entries: 1000, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] })
    expect(solana.data.every((x) => x.chains.some((chain) => chain.startsWith('solana')))).toBe(true)
    expect(
      (await c.getWallets({ page: 1, entries: 40, rdns: ['io.metamask', 'app.phantom'] })).data.map((x) => x.id),
    ).toEqual(['metamask', 'phantom'])
    expect((await c.getWallets({ page: 1, entries: 40, names: ['Rainbow'] })).data.map((x) => x.id)).toEqual([
      'rainbow',
    ])
  })

  it('drives the listing: initial lists, pages and a search', async () => {
    const c = client()
    const options = {
      featuredIds: ['rainbow', 'phantom'],
      installed: [{ rdns: 'io.metamask', name: 'MetaMask' }],
      chains: ['eip155:1'],
    }
    let state = await loadInitial(initialWalletListingState(['trust']), c, options)
    expect(state.featured.map((x) => x.id)).toEqual(['rainbow', 'phantom'])
    expect(state.recommended.map((x) => x.id)).toEqual(['coinbase', 'okx', 'bitget', 'uniswap'])
    state = await loadNextPage(state, c, options)
    // 40 asked; MetaMask (installed) is dropped locally, so the page shows 39.
    expect(state.wallets).toHaveLength(39)
    expect(state.count).toBeGreaterThan(700) // EVM wallets only: Solana-only and Base-only filler are left out
    expect(state.wallets.some((x) => ['metamask', 'trust', 'rainbow', 'coinbase'].includes(x.id))).toBe(false)
    state = await search(state, c, 'zer', { ...options, wait: 0 })
    expect(state.search.map((x) => x.name)).toEqual(['Zerion'])
  })

  it("serves a cacheable SVG per image id: the icon set's logo, else the initials", async () => {
    const [wallet] = (await client().getWallets({ page: 1, entries: 1 })).data
    const response = await fetch(client().imageUrl(wallet!)!)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toContain('max-age=')
    const logo = await response.text()
    expect(logo).toMatch(/^<svg/)
    expect(logo).toContain('#FF5C16') // MetaMask's fox, not its initials
    expect(logo).not.toContain('</text>')
    const [filler] = (await client().getWallets({ page: 1, entries: 1, search: 'Test Wallet' })).data
    expect(await (await fetch(client().imageUrl(filler!)!)).text()).toContain('>TW</text>')
    expect((await fetch(`${server.api}/getWalletImage/nope`)).status).toBe(404)
    expect((await fetch(`${server.api}/getWalletImage/%E0%A4%A`)).status).toBe(404)
  })

  it('rejects bad paging params and other methods', async () => {
    expect((await fetch(`${server.api}/getWallets?page=0&entries=40`)).status).toBe(400)
    expect((await fetch(`${server.api}/getWallets?page=1&entries=5000`)).status).toBe(400)
    expect((await fetch(`${server.api}/getWallets`, { method: 'POST' })).status).toBe(405)
  })
})

describe('createCatalogueHandler', () => {
  it('returns false for paths that are not its own', () => {
    const handle = createCatalogueHandler({ wallets: generateFillerWallets(3) })
    const request = { url: '/api/other', method: 'GET' } as Parameters<typeof handle>[0]
    const response = {} as Parameters<typeof handle>[1]
    expect(handle(request, response)).toBe(false)
  })

  it('can be mounted elsewhere with its own wallets', async () => {
    const custom = await startCatalogueServer({ port: 0, basePath: '/api/wallets/', wallets: generateFillerWallets(5) })
    try {
      expect(custom.api).toMatch(/\/api\/wallets$/)
      const source = createGetWalletsSource({ api: custom.api, projectId: 'p', sdkVersion: '1' })
      expect((await source.getWallets({ page: 1, entries: 40 })).count).toBe(5)
    } finally {
      await custom.stop()
    }
  })
})
