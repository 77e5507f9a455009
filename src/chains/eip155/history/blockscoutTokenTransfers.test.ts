import { describe, expect, it } from 'vitest'
import { createEvmHistorySource } from './evmHistory.js'
import { blockscoutTokenTransferStreamOf } from './blockscoutTokenTransfers.js'
import { recordingIndexer } from './__fixtures__/recordingIndexer.js'

const CAIP = 'eip155:1' as const
const BASE = 'https://indexer.test'
const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const USDC = {
  address_hash: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: '6',
  type: 'ERC-20',
}
const hash = (n: number): string => `0x${n.toString(16).padStart(64, '0')}`

/** One `/token-transfers` row: `units` of USDC from → to in transaction `tx`. */
const row = (tx: number, block: number, logIndex: number, from: string, to: string, units: string) => ({
  from: { hash: from },
  to: { hash: to },
  token: USDC,
  total: { decimals: '6', value: units },
  transaction_hash: hash(tx),
  block_number: block,
  log_index: logIndex,
  timestamp: '2026-01-02T03:04:05.000Z',
  type: 'token_transfer',
})

/** An indexer answering `routes` (JSON bodies by path + query), 404 elsewhere. */
const indexer = (routes: Record<string, unknown>) =>
  recordingIndexer((key) =>
    routes[key] ? new Response(JSON.stringify(routes[key]), { status: 200 }) : new Response('{}', { status: 404 }),
  )

const TRANSFERS = `/api/v2/addresses/${ME}/token-transfers`

describe('blockscoutTokenTransferStreamOf (/token-transfers)', () => {
  it('groups a transaction’s transfers and leaves one cut by the page end to the next page', async () => {
    const { fetch, requested } = indexer({
      [TRANSFERS]: {
        items: [row(3, 30, 1, BOB, ME, '2500000'), row(2, 20, 4, ME, BOB, '1000000'), row(1, 10, 7, BOB, ME, '1')],
        next_page_params: { block_number: 10, index: 7, items_count: 50 },
      },
    })
    const page = await blockscoutTokenTransferStreamOf({ baseUrl: BASE, caipNetworkId: CAIP, fetch })(ME).fetch(
      undefined,
    )
    expect(requested).toEqual([TRANSFERS])
    expect(
      page.items.map((item) => [
        item.id,
        item.block,
        item.value.metadata.operationType,
        item.value.transfers[0]?.quantity.numeric,
      ]),
    ).toEqual([
      [hash(3), 30, 'receive', '2.5'],
      [hash(2), 20, 'send', '1'],
    ])
    // Transaction 1 may go on past the page: the next page starts right after transaction 2's transfer.
    expect(page.next).toBe('block_number=20&index=4&items_count=50')
    expect(page.completeAbove).toBe(20)
    expect(page.items[0]!.value.metadata).toMatchObject({
      sentFrom: BOB,
      sentTo: ME,
      status: 'confirmed',
      minedAt: '2026-01-02T03:04:05.000Z',
    })
  })
})

describe('createEvmHistorySource over Blockscout', () => {
  it('merges the transaction list with the token transfers by block, each transaction once', async () => {
    const listed = {
      hash: hash(2),
      block_number: 20,
      position: 0,
      from: { hash: ME },
      to: { hash: USDC.address_hash },
      value: '0',
      fee: { value: '21000' },
      status: 'ok',
      timestamp: '2026-01-02T03:04:05.000Z',
      method: 'transfer',
      transaction_types: ['token_transfer'],
      token_transfers: [row(2, 20, 4, ME, BOB, '1000000')],
      token_transfers_overflow: false,
      result: 'success',
    }
    const { fetch } = indexer({
      [`/api/v2/addresses/${ME}/transactions`]: { items: [listed], next_page_params: null },
      [TRANSFERS]: {
        items: [row(3, 30, 1, BOB, ME, '2500000'), row(2, 20, 4, ME, BOB, '1000000')],
        next_page_params: null,
      },
    })
    // No tokens configured: the Transfer-log stream asks the node nothing.
    const source = createEvmHistorySource({
      list: { type: 'blockscout', url: BASE },
      rpcUrl: 'http://node.invalid',
      caipNetworkId: CAIP,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      tokens: [],
      fetch,
    })
    const page = await source.fetchPage({ address: ME, caipNetworkId: CAIP, pageSize: 10 })
    expect(page.next).toBeUndefined()
    expect(
      page.data.map((t) => [
        t.id,
        t.metadata.operationType,
        t.transfers.map((x) => `${x.direction} ${x.quantity.numeric} ${x.fungible_info?.symbol}`).join(),
      ]),
    ).toEqual([
      [hash(3), 'receive', 'in 2.5 USDC'],
      [hash(2), 'send', 'out 1 USDC'],
    ])
  })
})

describe('blockscoutTokenTransferStreamOf: pages and operation types', () => {
  const ZERO = '0x0000000000000000000000000000000000000000'
  const kind = (r: ReturnType<typeof row>, type: string) => ({ ...r, type })
  const firstPage = async (answer: unknown, cursor?: string) => {
    const path = cursor ? `${TRANSFERS}?${cursor}` : TRANSFERS
    const { fetch } = indexer({ [path]: answer })
    return blockscoutTokenTransferStreamOf({ baseUrl: BASE, caipNetworkId: CAIP, fetch })(ME).fetch(cursor)
  }

  it('keeps every transaction of the last page, the last one too, and gives no next page', async () => {
    const page = await firstPage({
      items: [row(3, 30, 1, BOB, ME, '1'), row(2, 20, 4, ME, BOB, '1'), row(1, 10, 7, BOB, ME, '1')],
      next_page_params: null,
    })
    expect(page.items.map((item) => item.id)).toEqual([hash(3), hash(2), hash(1)])
    // nothing older can come: complete down to the oldest block there is
    expect(page).toStrictEqual({ items: page.items, completeAbove: -Infinity })
    // each item resumes right after its own last transfer
    expect(page.items.map((item) => item.cursorAfter)).toEqual([
      'block_number=30&index=1&items_count=50',
      'block_number=20&index=4&items_count=50',
      'block_number=10&index=7&items_count=50',
    ])
  })

  it('a full page with one transaction only keeps it and resumes where Blockscout says', async () => {
    const page = await firstPage({
      items: [row(5, 50, 2, BOB, ME, '1'), row(5, 50, 1, BOB, ME, '2')],
      next_page_params: { block_number: 50, index: 1, items_count: 50 },
    })
    expect(page.items.map((item) => [item.id, item.value.transfers.length])).toEqual([[hash(5), 2]])
    expect(page.next).toBe('block_number=50&index=1&items_count=50')
    expect(page.items[0]!.cursorAfter).toBe(page.next)
    expect(page.completeAbove).toBe(50)
  })

  it('a full page resumes after the last whole transaction: only the last item carries the page’s next', async () => {
    const page = await firstPage({
      items: [
        row(4, 40, 9, BOB, ME, '1'),
        row(3, 30, 8, BOB, ME, '1'),
        row(2, 20, 6, BOB, ME, '1'),
        row(1, 10, 3, BOB, ME, '1'),
      ],
      next_page_params: { block_number: 10, index: 3, items_count: 50 },
    })
    expect(page.items.map((item) => item.id)).toEqual([hash(4), hash(3), hash(2)])
    expect(page.next).toBe('block_number=20&index=6&items_count=50')
    expect(page.items.map((item) => item.cursorAfter)).toEqual([
      'block_number=40&index=9&items_count=50',
      'block_number=30&index=8&items_count=50',
      'block_number=20&index=6&items_count=50',
    ])
    expect(page.completeAbove).toBe(20)
  })

  it("names a transaction 'mint' or 'burn' only when all its transfers are mintings or burnings", async () => {
    const page = await firstPage({
      items: [
        kind(row(4, 40, 1, ZERO, ME, '1'), 'token_minting'),
        kind(row(3, 30, 1, ME, ZERO, '1'), 'token_burning'),
        kind(row(2, 20, 2, ZERO, ME, '1'), 'token_minting'),
        row(2, 20, 1, ME, BOB, '1'),
        kind(row(1, 10, 2, ME, ZERO, '1'), 'token_burning'),
        row(1, 10, 1, ME, BOB, '1'),
      ],
      next_page_params: null,
    })
    expect(page.items.map((item) => item.value.metadata.operationType)).toEqual(['mint', 'burn', 'trade', 'send'])
  })

  it("names a transaction whose transfers are not the account's 'execute'", async () => {
    const CAROL = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
    const page = await firstPage({ items: [row(1, 10, 1, BOB, CAROL, '1')], next_page_params: null })
    expect(page.items[0]!.value.metadata.operationType).toBe('execute')
    expect(page.items[0]!.value.transfers).toEqual([])
  })
})

describe('createEvmHistorySource: another network', () => {
  it('names the list it reads when asked for another network', async () => {
    const fetch = async () => new Response('{}', { status: 404 })
    const options = {
      rpcUrl: 'http://node.invalid',
      caipNetworkId: CAIP,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      tokens: [],
      fetch,
    }
    const asked = { address: ME, caipNetworkId: 'eip155:5' as const, pageSize: 10 }
    await expect(
      createEvmHistorySource({ ...options, list: { type: 'blockscout', url: BASE } }).fetchPage(asked),
    ).rejects.toThrow('Blockscout serves eip155:1, not eip155:5')
    await expect(createEvmHistorySource({ ...options, list: { type: 'otterscan' } }).fetchPage(asked)).rejects.toThrow(
      'Otterscan serves eip155:1, not eip155:5',
    )
  })
})
