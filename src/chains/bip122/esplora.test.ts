import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHttpClient } from '../../core/http.js'
import { BITCOIN_REGTEST_ID } from '../../core/bitcoinNetworks.js'
import { createEsploraClient } from './esplora.js'
import { createBitcoinHistorySource, toBitcoinTransaction } from './history.js'
import type { EsploraTransaction } from './esploraSchemas.js'

const BASE = 'http://esplora.invalid/api'
const ME = 'bcrt1qme'
const YOU = 'bcrt1qyou'
const txid = (n: number) => n.toString(16).padStart(64, '0')

/** An Esplora API answering `routes[path]` (JSON) for GETs, recording the paths asked. */
function api(routes: Record<string, unknown>) {
  const asked: string[] = []
  const fetch: typeof globalThis.fetch = async (input) => {
    const path = new URL(String(input)).pathname.replace('/api/', '')
    asked.push(path)
    if (!(path in routes)) return new Response('not found', { status: 404 })
    return new Response(JSON.stringify(routes[path]), { status: 200 })
  }
  return { client: createEsploraClient(BASE, createHttpClient({ baseUrl: BASE, fetch, retryCount: 0 })), asked }
}

const stats = (funded: number, spent: number) => ({
  funded_txo_count: 1,
  funded_txo_sum: funded,
  spent_txo_count: 1,
  spent_txo_sum: spent,
  tx_count: 2,
})

describe('Esplora client: answers validated', () => {
  it('balance: confirmed and pending (may be negative) in bigint sats', async () => {
    const { client, asked } = api({
      [`address/${ME}`]: { address: ME, chain_stats: stats(150_000, 50_000), mempool_stats: stats(0, 30_000) },
    })
    expect(await client.balance(ME)).toEqual({ confirmed: 100_000n, pending: -30_000n })
    expect(asked).toEqual([`address/${ME}`])
  })

  it.each([
    ['a missing mempool_stats', { address: ME, chain_stats: stats(1, 0) }],
    ['a negative sum', { address: ME, chain_stats: stats(-1, 0), mempool_stats: stats(0, 0) }],
    ['a fractional sum', { address: ME, chain_stats: stats(1.5, 0), mempool_stats: stats(0, 0) }],
    [
      'a sum as text',
      { address: ME, chain_stats: { ...stats(1, 0), funded_txo_sum: '1' }, mempool_stats: stats(0, 0) },
    ],
    ['not an object', [1, 2]],
  ])('balance refuses %s', async (_label, answer) => {
    const { client } = api({ [`address/${ME}`]: answer })
    await expect(client.balance(ME)).rejects.toThrow(/^Invalid answer from the Bitcoin API \(address\/bcrt1qme\)/)
  })

  it('utxos, fee estimates and tip height pass their schemas; malformed ones do not', async () => {
    const good = api({
      [`address/${ME}/utxo`]: [{ txid: txid(1), vout: 0, value: 5000, status: { confirmed: true, block_height: 3 } }],
      'fee-estimates': { '1': 3.5, '6': 1.2 },
      'blocks/tip/height': 104,
    })
    expect(await good.client.utxos(ME)).toEqual([
      { txid: txid(1), vout: 0, value: 5000, status: { confirmed: true, block_height: 3 } },
    ])
    expect(await good.client.feeEstimates()).toEqual({ '1': 3.5, '6': 1.2 })
    expect(await good.client.tipHeight()).toBe(104)
    const bad = api({
      [`address/${ME}/utxo`]: [{ txid: 'not-a-txid', vout: 0, value: 5000, status: { confirmed: true } }],
      'fee-estimates': { fast: 3 },
      'blocks/tip/height': -1,
    })
    await expect(bad.client.utxos(ME)).rejects.toThrow('Invalid answer from the Bitcoin API')
    await expect(bad.client.feeEstimates()).rejects.toThrow('Invalid answer from the Bitcoin API')
    await expect(bad.client.tipHeight()).rejects.toThrow('Invalid answer from the Bitcoin API')
  })

  it('transactions: the first page, then /txs/chain/:last; a cursor that is no txid is refused before any request', async () => {
    const { client, asked } = api({ [`address/${ME}/txs`]: [], [`address/${ME}/txs/chain/${txid(9)}`]: [] })
    await client.transactions(ME)
    await client.transactions(ME, txid(9))
    expect(asked).toEqual([`address/${ME}/txs`, `address/${ME}/txs/chain/${txid(9)}`])
    expect(() => client.transactions(ME, '../../x')).toThrow('the cursor is no txid')
  })

  describe('broadcast', () => {
    afterEach(() => vi.unstubAllGlobals())
    it("posts the hex as text and returns the txid; a refusal carries the node's reason", async () => {
      const bodies: string[] = []
      vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
        bodies.push(String(init?.body))
        return String(init?.body) === 'bad'
          ? new Response('sendrawtransaction RPC error: bad-txns-inputs-missingorspent', { status: 400 })
          : new Response(txid(7), { status: 200 })
      })
      const client = createEsploraClient(BASE)
      expect(await client.broadcast('0200')).toBe(txid(7))
      await expect(client.broadcast('bad')).rejects.toMatchObject({
        message: 'sendrawtransaction RPC error: bad-txns-inputs-missingorspent',
        code: 'BROADCAST_FAILED',
      })
      expect(bodies).toEqual(['0200', 'bad'])
    })
  })
})

const tx = (
  n: number,
  vin: [string | undefined, number][],
  vout: [string | undefined, number][],
  confirmed = true,
): EsploraTransaction => ({
  txid: txid(n),
  vin: vin.map(([address, value], i) => ({
    txid: txid(100 + i),
    vout: 0,
    is_coinbase: false,
    prevout: { scriptpubkey: '00', value, ...(address ? { scriptpubkey_address: address } : {}) },
  })),
  vout: vout.map(([address, value]) => ({
    scriptpubkey: '00',
    value,
    ...(address ? { scriptpubkey_address: address } : {}),
  })),
  fee: 141,
  status: confirmed ? { confirmed: true, block_height: 5, block_time: 1_900_000_000 } : { confirmed: false },
})
const BTC = { name: 'Bitcoin', symbol: 'BTC' }
const NOW = new Date('2030-01-01T00:00:00.000Z')
/** `transaction` as ME's history on regtest shows it, at NOW. */
const seenByMe = (transaction: EsploraTransaction) =>
  toBitcoinTransaction(transaction, ME, BITCOIN_REGTEST_ID, BTC, NOW)

describe('history: Esplora transactions seen from the account', () => {
  it('a receive: in, what came to the account, from the first input', () => {
    const t = seenByMe(
      tx(
        1,
        [[YOU, 100_000]],
        [
          [ME, 12_345],
          [YOU, 87_514],
        ],
      ),
    )
    expect(t.metadata).toMatchObject({
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: YOU,
      sentTo: ME,
      minedAt: new Date(1_900_000_000_000).toISOString(),
    })
    expect(t.transfers).toEqual([
      { direction: 'in', quantity: { numeric: '0.00012345', decimals: 8, displayDecimals: 8 }, fungible_info: BTC },
    ])
  })
  it('a send: out, what the others got (change and fee aside), to the first other output; pending shows now', () => {
    const t = seenByMe(
      tx(
        2,
        [[ME, 100_000]],
        [
          [YOU, 12_345],
          [ME, 87_232],
        ],
        false,
      ),
    )
    expect(t.metadata).toMatchObject({
      operationType: 'send',
      status: 'pending',
      sentFrom: ME,
      sentTo: YOU,
      minedAt: NOW.toISOString(),
      hash: txid(2),
    })
    expect(t.transfers[0]).toMatchObject({ direction: 'out', quantity: { numeric: '0.00012345' } })
  })
  it('a send to itself: self, what came back', () => {
    const t = seenByMe(tx(3, [[ME, 100_000]], [[ME, 99_859]]))
    expect(t.transfers[0]).toMatchObject({ direction: 'self', quantity: { numeric: '0.00099859' } })
  })
  it('pages: a cursor after 25 confirmed transactions, none after fewer; another network refused', async () => {
    const full = Array.from({ length: 25 }, (_, i) => tx(i + 1, [[YOU, 10_000]], [[ME, 5_000]]))
    const esplora = {
      transactions: vi.fn(async (_a: string, after?: string) => (after ? [tx(99, [[YOU, 1]], [[ME, 1]])] : full)),
    }
    const source = createBitcoinHistorySource({
      esplora: esplora as never,
      caipNetworkId: BITCOIN_REGTEST_ID,
      now: () => NOW,
    })
    const first = await source.fetchPage({ address: ME, caipNetworkId: BITCOIN_REGTEST_ID, pageSize: 25 })
    expect(first.data).toHaveLength(25)
    expect(first.next).toBe(txid(25))
    const second = await source.fetchPage({
      address: ME,
      caipNetworkId: BITCOIN_REGTEST_ID,
      pageSize: 25,
      cursor: first.next,
    })
    expect(esplora.transactions).toHaveBeenLastCalledWith(ME, txid(25))
    expect(second.next).toBeUndefined()
    await expect(
      source.fetchPage({ address: ME, caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', pageSize: 25 }),
    ).rejects.toThrow('serves')
  })
})
