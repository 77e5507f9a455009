import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { HttpError } from '../../../core/specificErrors.js'
import { appendPage, initialHistoryState, startFetch } from '../../../features/activity/historyState.js'
import { blockscoutCursor, createBlockscoutSource } from './blockscout.js'
import { recordingIndexer } from './__fixtures__/recordingIndexer.js'

const CAIP = 'eip155:1' as const
const BASE = 'https://eth.blockscout.com'
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const ALICE = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const SWAP = '0x2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b'

const fixture = (name: string): string => readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8')

/** A fetch that answers recorded Blockscout bodies by path + query, and records what was asked. */
const recordedBlockscout = (routes: Record<string, { body: string; status?: number }>) =>
  recordingIndexer((key) => {
    const route = routes[key]
    if (!route) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 })
    return new Response(route.body, { status: route.status ?? 200, headers: { 'content-type': 'application/json' } })
  })

const PAGE1 = `/api/v2/addresses/${ACCOUNT}/transactions`
const PAGE2 = `${PAGE1}?block_number=18790000&index=42&items_count=50`
const routes = {
  [PAGE1]: { body: fixture('blockscoutAddressTransactionsPage1.json') },
  [PAGE2]: { body: fixture('blockscoutAddressTransactionsPage2.json') },
  [`/api/v2/transactions/${SWAP}/token-transfers`]: { body: fixture('blockscoutTransactionTokenTransfers.json') },
}

describe('createBlockscoutSource (recorded answers)', () => {
  it('maps a page of recorded transactions', async () => {
    const { fetch, requested } = recordedBlockscout(routes)
    const page = await createBlockscoutSource({ baseUrl: BASE, caipNetworkId: CAIP, fetch }).fetchPage({
      address: ACCOUNT,
      caipNetworkId: CAIP,
      pageSize: 25,
    })
    expect(requested).toEqual([PAGE1, `/api/v2/transactions/${SWAP}/token-transfers`])
    expect(page.next).toBe('block_number=18790000&index=42&items_count=50')
    const summary = page.data.map((t) => [
      t.metadata.operationType,
      t.metadata.status,
      t.transfers.map((x) => `${x.direction} ${x.quantity.numeric} ${x.fungible_info?.symbol ?? x.nft_info?.name}`),
    ])
    expect(summary).toEqual([
      ['send', 'pending', ['out 0.01 ETH']],
      ['mint', 'confirmed', ['in 1 Free Reward Pass #7']],
      ['trade', 'confirmed', ['out 0.1 ETH', 'in 295.123456789012345678 DAI']],
      ['approve', 'confirmed', []],
      ['send', 'confirmed', ['out 25 USDC']],
      ['execute', 'failed', []],
      ['send', 'confirmed', ['out 0.5 ETH']],
    ])
  })

  it('keeps the details a row needs: time, parties, USD value, icons, spam flag', async () => {
    const { fetch } = recordedBlockscout(routes)
    const { data } = await createBlockscoutSource({ baseUrl: BASE, caipNetworkId: CAIP, fetch }).fetchPage({
      address: ACCOUNT,
      caipNetworkId: CAIP,
      pageSize: 25,
    })
    const [pending, mint, swap, , usdcSend, failed, ethSend] = data
    expect(Number.isNaN(Date.parse(pending!.metadata.minedAt))).toBe(false)
    expect(mint!.transfers[0]!.nft_info).toEqual({
      name: 'Free Reward Pass #7',
      flags: { is_spam: true },
      content: { preview: { url: 'https://free-reward.example/7.png' } },
    })
    expect(swap!.transfers[0]!.value).toBeCloseTo(295.042, 6)
    expect(swap!.transfers[1]!.fungible_info).toEqual({
      name: 'Dai Stablecoin',
      symbol: 'DAI',
      icon: { url: 'https://assets.coingecko.com/coins/images/9956/small/Badge_Dai.png' },
    })
    expect(usdcSend).toEqual({
      id: '0x4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d',
      metadata: {
        minedAt: '2024-04-20T12:00:00.000Z',
        chain: CAIP,
        operationType: 'send',
        status: 'confirmed',
        sentFrom: ACCOUNT,
        sentTo: BOB,
        hash: '0x4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d',
      },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '25', decimals: 6 },
          value: 24.9975,
          fungible_info: {
            name: 'USD Coin',
            symbol: 'USDC',
            icon: { url: 'https://assets.coingecko.com/coins/images/6319/small/usdc.png' },
          },
        },
      ],
    })
    expect(failed!.metadata).toMatchObject({ status: 'failed', sentTo: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' })
    expect(ethSend!.transfers[0]).toEqual({
      direction: 'out',
      quantity: { numeric: '0.5', decimals: 18 },
      value: 1125.05,
      fungible_info: { name: 'Ether', symbol: 'ETH' },
    })
    expect(data[3]!.metadata.sentTo).toBe(USDC)
  })

  it('follows the cursor to the last page, and the reducers drop spam and duplicates', async () => {
    const { fetch, requested } = recordedBlockscout(routes)
    const source = createBlockscoutSource({ baseUrl: BASE, caipNetworkId: CAIP, fetch })
    let state = startFetch(initialHistoryState, { address: ACCOUNT, caipNetworkId: CAIP })
    state = appendPage(state, await source.fetchPage({ address: ACCOUNT, caipNetworkId: CAIP, pageSize: 25 }), CAIP)
    expect(state.transactions).toHaveLength(6) // the all-spam mint is dropped
    state = startFetch(state, { address: ACCOUNT, caipNetworkId: CAIP })
    const second = await source.fetchPage({ address: ACCOUNT, caipNetworkId: CAIP, pageSize: 25, cursor: state.next! })
    expect(requested).toContain(PAGE2)
    expect(second.next).toBeUndefined()
    state = appendPage(state, second, CAIP)
    expect(state.transactions).toHaveLength(7) // the repeated 0.5 ETH send is listed once
    expect(state.next).toBeUndefined()
    const receive = state.transactions[6]!
    expect(receive.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: ALICE,
      sentTo: ACCOUNT,
      minedAt: '2023-11-02T16:20:00.000Z',
    })
    // The pending send has no block time yet: it is filed under now.
    expect(Object.keys(state.transactionsByYear).sort()).toEqual(
      [...new Set(['2023', '2024', String(new Date().getFullYear())])].sort(),
    )
  })

  it('throws a clear error for a malformed answer', async () => {
    const { fetch } = recordedBlockscout({ [PAGE1]: { body: fixture('blockscoutMalformedTransactions.json') } })
    const source = createBlockscoutSource({ baseUrl: BASE, caipNetworkId: CAIP, fetch })
    const failure = source.fetchPage({ address: ACCOUNT, caipNetworkId: CAIP, pageSize: 25 })
    await expect(failure).rejects.toThrow(
      new RegExp(`^Invalid Blockscout answer from ${BASE}/api/v2/addresses/${ACCOUNT}/transactions: `),
    )
    await expect(failure).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    await expect(failure).rejects.toThrow(/value/)
  })

  it('throws on an answer that is not a page at all, and on HTTP errors', async () => {
    const notAPage = recordedBlockscout({ [PAGE1]: { body: '{"message":"Internal server error"}' } })
    await expect(
      createBlockscoutSource({ baseUrl: BASE, caipNetworkId: CAIP, fetch: notAPage.fetch }).fetchPage({
        address: ACCOUNT,
        caipNetworkId: CAIP,
        pageSize: 25,
      }),
    ).rejects.toThrow(/Invalid Blockscout answer .*items/s)
    const invalid = recordedBlockscout({ [PAGE1]: { body: '{"message":"Invalid parameter(s)"}', status: 422 } })
    const failure = createBlockscoutSource({ baseUrl: BASE, caipNetworkId: CAIP, fetch: invalid.fetch }).fetchPage({
      address: ACCOUNT,
      caipNetworkId: CAIP,
      pageSize: 25,
    })
    await expect(failure).rejects.toBeInstanceOf(HttpError)
    await expect(failure).rejects.toThrow('HTTP status code: 422')
  })

  it('rejects another network', async () => {
    const { fetch } = recordedBlockscout(routes)
    await expect(
      createBlockscoutSource({ baseUrl: BASE, caipNetworkId: CAIP, fetch }).fetchPage({
        address: ACCOUNT,
        caipNetworkId: 'eip155:10',
        pageSize: 25,
      }),
    ).rejects.toThrow('Blockscout serves eip155:1, not eip155:10')
  })
})

describe('blockscoutCursor', () => {
  it('encodes next_page_params as a query string, null as no cursor', () => {
    expect(blockscoutCursor({ block_number: 18790000, index: 42, items_count: 50 })).toBe(
      'block_number=18790000&index=42&items_count=50',
    )
    expect(
      blockscoutCursor({ inserted_at: '2024-05-14T09:26:35.000000Z', hash: '0xab', filter: 'pending', skip: null }),
    ).toBe('inserted_at=2024-05-14T09%3A26%3A35.000000Z&hash=0xab&filter=pending')
    expect(blockscoutCursor(null)).toBeUndefined()
    expect(blockscoutCursor({})).toBeUndefined()
  })
})
