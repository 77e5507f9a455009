import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type BlockscoutTokenTransfer,
  blockscoutStreamOf,
  createBlockscoutSource,
  keysetAfter,
  tokenTransferOf,
} from './blockscout.js'
import { recordingIndexer } from './__fixtures__/recordingIndexer.js'

// Blockscout's rules one answer at a time (blockscout.test.ts maps recorded pages): token transfers,
// operation types, the token-transfers follow-up, parties, and the stream's keyset cursors.
const CAIP = 'eip155:1' as const
const BASE = 'https://scout.test'
const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const YOU = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

const erc20 = (fields: Record<string, unknown> = {}) => ({
  address_hash: TOKEN,
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: '6',
  type: 'ERC-20',
  ...fields,
})
const move = (
  from: string,
  to: string,
  token: Record<string, unknown> | null = erc20(),
  total: Record<string, unknown> | null = { value: '2500000' },
  type = 'token_transfer',
): BlockscoutTokenTransfer =>
  ({ type, from: { hash: from }, to: { hash: to }, token, total }) as BlockscoutTokenTransfer
const tx = (n: number, fields: Record<string, unknown> = {}) => ({
  hash: hash(n),
  block_number: 100,
  position: 3,
  from: { hash: ME },
  to: { hash: YOU },
  value: '0',
  status: 'ok',
  timestamp: '2024-04-20T12:00:00.000Z',
  token_transfers: [],
  ...fields,
})

/** A Blockscout answering the transaction list with `items` and the token-transfers route with `extra`. */
function scout(items: unknown[], next: Record<string, unknown> | null = null, extra: unknown[] = []) {
  const { fetch, requested } = recordingIndexer((key) => {
    const body = key.split('?')[0]!.endsWith('/token-transfers')
      ? { items: extra, next_page_params: null }
      : { items, next_page_params: next }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  })
  return { requested, options: { baseUrl: BASE, caipNetworkId: CAIP, fetch } }
}
const transactionsOf = async (items: unknown[], extra: unknown[] = []) =>
  (
    await createBlockscoutSource(scout(items, null, extra).options).fetchPage({
      address: ME,
      caipNetworkId: CAIP,
      pageSize: 50,
    })
  ).data

afterEach(() => vi.useRealTimers())

describe('a Blockscout token transfer', () => {
  it('is seen from the account: out, in, self; another’s or a tokenless one is none', () => {
    expect(tokenTransferOf(move(ME, YOU), ME)?.direction).toBe('out')
    expect(tokenTransferOf(move(YOU, ME.toLowerCase()), ME)?.direction).toBe('in')
    expect(tokenTransferOf(move(ME, ME), ME)?.direction).toBe('self')
    expect(tokenTransferOf(move(YOU, TOKEN), ME)).toBeUndefined()
    expect(tokenTransferOf(move(ME, YOU, null), ME)).toBeUndefined()
  })

  it('an ERC-20 amount uses the total’s decimals, else the token’s, else none', () => {
    expect(tokenTransferOf(move(ME, YOU, erc20(), { value: '2500000', decimals: '3' }), ME)?.quantity).toEqual({
      numeric: '2500',
      decimals: 3,
    })
    expect(tokenTransferOf(move(ME, YOU), ME)?.quantity).toEqual({ numeric: '2.5', decimals: 6 })
    expect(tokenTransferOf(move(ME, YOU, erc20({ decimals: null })), ME)?.quantity).toEqual({
      numeric: '2500000',
      decimals: 0,
    })
    expect(tokenTransferOf(move(ME, YOU, erc20(), null), ME)?.quantity).toEqual({ numeric: '1', decimals: 6 })
  })

  it('an ERC-20 is named by its name, else symbol, else address; its USD value needs a finite rate', () => {
    const infoOf = (token: Record<string, unknown>) => tokenTransferOf(move(ME, YOU, token), ME)?.fungible_info
    expect(infoOf(erc20())).toEqual({ name: 'USD Coin', symbol: 'USDC' })
    expect(infoOf(erc20({ name: null }))?.name).toBe('USDC')
    expect(infoOf(erc20({ name: null, symbol: null }))).toEqual({ name: TOKEN, symbol: '' })
    expect(infoOf(erc20({ name: null, symbol: null, address_hash: undefined, address: YOU }))?.name).toBe(YOU)
    expect(infoOf({ type: 'ERC-20' })?.name).toBe('')
    expect(infoOf(erc20({ icon_url: 'https://i.test/usdc.png' }))?.icon).toEqual({ url: 'https://i.test/usdc.png' })
    const valueOf = (exchange_rate: unknown) => tokenTransferOf(move(ME, YOU, erc20({ exchange_rate })), ME)
    expect(valueOf('2')?.value).toBe(5)
    for (const rate of [null, '', 'abc']) expect(valueOf(rate)).not.toHaveProperty('value')
  })

  it('an NFT is named with its token id, flagged spam only when Blockscout says scam', () => {
    const nft = (token: Record<string, unknown>, total: Record<string, unknown> = { token_id: '7' }) =>
      tokenTransferOf(move(YOU, ME, { type: 'ERC-721', ...token }, total), ME)
    expect(nft({ name: 'Pass', reputation: 'ok' })).toEqual({
      direction: 'in',
      quantity: { numeric: '1' },
      nft_info: { name: 'Pass #7', flags: { is_spam: false } },
    })
    expect(nft({ symbol: 'PASS', reputation: 'scam' })?.nft_info).toEqual({ name: 'PASS #7', flags: { is_spam: true } })
    expect(nft({}, {})?.nft_info?.name).toBe('NFT')
    expect(
      nft({}, { token_id: '1', token_instance: { image_url: 'https://i.test/1.png' } })?.nft_info?.content,
    ).toEqual({ preview: { url: 'https://i.test/1.png' } })
  })
})

describe('a Blockscout transaction', () => {
  it('mints and burns only when every token move is one; a mixed one is read by direction', async () => {
    const mint = move(TOKEN, ME, erc20(), { value: '1' }, 'token_minting')
    const burn = move(ME, TOKEN, erc20(), { value: '1' }, 'token_burning')
    const types = await transactionsOf([
      tx(1, { token_transfers: [mint, mint] }),
      tx(2, { token_transfers: [burn] }),
      tx(3, { token_transfers: [mint, move(ME, YOU)] }),
      tx(4, { token_transfers: [burn, move(YOU, ME)] }),
      tx(5, { token_transfers: [move(ME, ME)] }),
      tx(6, { method: 'approve' }),
    ])
    expect(types.map((t) => t.metadata.operationType)).toEqual(['mint', 'burn', 'trade', 'trade', 'execute', 'approve'])
  })

  it('a move to oneself beside an incoming one is no trade', async () => {
    const [t] = await transactionsOf([tx(1, { method: 'multicall', token_transfers: [move(ME, ME), move(YOU, ME)] })])
    expect(t!.metadata.operationType).toBe('execute')
  })

  it('a payment without a rate has no USD value at all (not an undefined one)', async () => {
    const [paid] = await transactionsOf([tx(1, { value: '1000' })])
    expect(paid!.transfers[0]).not.toHaveProperty('value')
  })

  it('a plain payment moving nothing is a send or a receive; a contract call, or a payment between others, an execution', async () => {
    const types = await transactionsOf([
      tx(1, { status: 'error', value: '5' }),
      tx(2, { from: { hash: YOU }, to: { hash: ME.toLowerCase() } }),
      tx(3, { method: 'transfer' }),
      tx(4, { from: { hash: YOU }, to: { hash: TOKEN }, value: '5' }),
      tx(5, { to: null }),
    ])
    expect(types.map((t) => t.metadata.operationType)).toEqual(['send', 'receive', 'execute', 'execute', 'execute'])
    expect(types[0]!.transfers).toEqual([])
  })

  it('is pending without a status, and filed under now without a time', async () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-02T03:04:05.000Z'), toFake: ['Date'] })
    const [pending] = await transactionsOf([tx(1, { status: null, timestamp: null })])
    expect(pending!.metadata).toMatchObject({ status: 'pending', minedAt: '2030-01-02T03:04:05.000Z' })
  })

  it('pays native value in the configured currency, with its USD value when Blockscout has a rate', async () => {
    const { options } = scout([tx(1, { value: '1500', exchange_rate: '2' }), tx(2, { value: '0' })])
    const source = createBlockscoutSource({ ...options, nativeCurrency: { name: 'Gwei', symbol: 'GW', decimals: 3 } })
    const [paid, empty] = (await source.fetchPage({ address: ME, caipNetworkId: CAIP, pageSize: 50 })).data
    expect(paid!.transfers).toEqual([
      {
        direction: 'out',
        quantity: { numeric: '1.5', decimals: 3 },
        value: 3,
        fungible_info: { name: 'Gwei', symbol: 'GW' },
      },
    ])
    expect(empty!.transfers).toEqual([])
  })

  it('without native value, its parties are those of the first token move involving the account', async () => {
    const [t] = await transactionsOf([
      tx(1, { to: { hash: TOKEN }, token_transfers: [move(YOU, TOKEN), move(YOU, ME)] }),
    ])
    expect(t!.metadata).toMatchObject({ sentFrom: YOU, sentTo: ME })
    const [paid] = await transactionsOf([tx(1, { value: '1', to: { hash: TOKEN }, token_transfers: [move(YOU, ME)] })])
    expect(paid!.metadata).toMatchObject({ sentFrom: ME, sentTo: TOKEN })
  })

  it('a deployment is sent to the created contract; with neither, to nobody', async () => {
    const [deployed, neither] = await transactionsOf([
      tx(1, { to: null, created_contract: { hash: TOKEN } }),
      tx(2, { to: null }),
    ])
    expect(deployed!.metadata.sentTo).toBe(TOKEN)
    expect(neither!.metadata.sentTo).toBe('')
  })

  it('reads its token transfers from their own route when the list lacks or cuts them, never for a failed one', async () => {
    const listed = [move(ME, YOU)]
    const { requested, options } = scout(
      [
        tx(1, { transaction_types: ['token_transfer'], token_transfers: listed }),
        tx(2, { transaction_types: ['token_transfer'], token_transfers: null }),
        tx(3, { tx_types: ['token_transfer'], token_transfers: listed, token_transfers_overflow: true }),
        tx(4, { transaction_types: ['coin_transfer'], token_transfers: null }),
        tx(5, { status: 'error', transaction_types: ['token_transfer'], token_transfers: null }),
      ],
      null,
      [move(YOU, ME), move(YOU, ME)],
    )
    const data = (await createBlockscoutSource(options).fetchPage({ address: ME, caipNetworkId: CAIP, pageSize: 50 }))
      .data
    expect(requested.filter((r) => r.endsWith('/token-transfers'))).toEqual([
      `/api/v2/transactions/${hash(2)}/token-transfers`,
      `/api/v2/transactions/${hash(3)}/token-transfers`,
    ])
    expect(data.map((t) => t.transfers.length)).toEqual([1, 2, 2, 0, 0])
  })
})

describe('the Blockscout stream', () => {
  it('sends the cursor as the query; each item resumes after itself, the last one at the next page', async () => {
    const next = { block_number: 90, index: 1, items_count: 50 }
    const { requested, options } = scout(
      [tx(1, { block_number: 95, position: 4 }), tx(2, { block_number: 90, position: 1 })],
      next,
    )
    const page = await blockscoutStreamOf(options)(ME).fetch('block_number=99&index=0&items_count=50')
    expect(requested).toEqual([`/api/v2/addresses/${ME}/transactions?block_number=99&index=0&items_count=50`])
    expect(page.items.map((i) => [i.block, i.index, i.cursorAfter])).toEqual([
      [95, 4, 'block_number=95&index=4&items_count=50'],
      [90, 1, 'block_number=90&index=1&items_count=50'],
    ])
    expect(page.next).toBe('block_number=90&index=1&items_count=50')
    expect(page.completeAbove).toBe(90)
  })

  it('a pending item is the newest there is, without an index, resuming where the page started', async () => {
    const { options } = scout([tx(1, { block_number: null, position: null })], { block_number: 80, index: 0 })
    const page = await blockscoutStreamOf(options)(ME).fetch(undefined)
    expect(page.items[0]).toMatchObject({ block: Number.MAX_SAFE_INTEGER, cursorAfter: 'block_number=80&index=0' })
    expect(page.items[0]).not.toHaveProperty('index')
    expect(page.completeAbove).toBe(Number.MAX_SAFE_INTEGER)
  })

  it('the last page is complete all the way down, and has no next cursor at all', async () => {
    const { options } = scout([tx(1)])
    const page = await blockscoutStreamOf(options)(ME).fetch(undefined)
    expect(page.completeAbove).toBe(-Infinity)
    expect(page).not.toHaveProperty('next')
    const last = await createBlockscoutSource(options).fetchPage({ address: ME, caipNetworkId: CAIP, pageSize: 50 })
    expect(last).not.toHaveProperty('next')
  })

  it('the keyset after a pending item is the cursor the page was read from', () => {
    expect(keysetAfter(null, 1, 'block_number=5')).toBe('block_number=5')
    expect(keysetAfter(5, undefined, undefined)).toBe('')
    expect(keysetAfter(5, 0, undefined)).toBe('block_number=5&index=0&items_count=50')
  })
})
