import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { addressTopic, ERC20_TRANSFER_TOPIC } from './erc20Transfers.js'
import { createOtterscanSource, otterscanStreamOf, type OtterscanSourceOptions } from './otterscan.js'

// Otterscan's answers without a node (otterscan.test.ts runs the real thing on anvil): the paging
// rules, the fallbacks for timestamps and the operation types of edge cases, one answer at a time.
const CAIP = 'eip155:31337' as const
const ME = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const YOU = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

interface Call {
  method: string
  params: unknown[]
}
/** A node answering each call with `answer(call)` as its result; its calls kept. */
function node(answer: (call: Call) => unknown) {
  const calls: Call[] = []
  const fetch: typeof globalThis.fetch = async (_url, init) => {
    const request = JSON.parse(String(init?.body)) as Call & { id: number }
    calls.push({ method: request.method, params: request.params })
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: request.id, result: answer(request) }))
  }
  const options: OtterscanSourceOptions = {
    rpcUrl: 'http://node.test',
    caipNetworkId: CAIP,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [{ address: getAddress(TOKEN), name: 'Test USD', symbol: 'TUSD', decimals: 6 }],
    fetch,
  }
  return { calls, options }
}
/** A transaction of block `block` from `from` to `to`, with its receipt (status 1, timestamped). */
function tx(n: number, block: number, fields: Record<string, unknown> = {}, receipt: Record<string, unknown> = {}) {
  return {
    tx: {
      hash: hash(n),
      from: YOU,
      to: ME,
      value: '0x0',
      input: '0x',
      blockNumber: `0x${block.toString(16)}`,
      ...fields,
    },
    receipt: { transactionHash: hash(n), status: '0x1', logs: [], timestamp: '0x10', ...receipt },
  }
}
const answer = (entries: ReturnType<typeof tx>[], lastPage = false) => ({
  txs: entries.map((e) => e.tx),
  receipts: entries.map((e) => e.receipt),
  firstPage: true,
  lastPage,
})
const searches = (calls: Call[]) =>
  calls.filter((c) => c.method === 'ots_searchTransactionsBefore').map((c) => c.params)

describe('Otterscan paging', () => {
  it('searches from the head without a cursor, then before the oldest block of the page', async () => {
    const { calls, options } = node(() => answer([tx(1, 9), tx(2, 7)]))
    const stream = otterscanStreamOf(options)(ME, 2)
    const first = await stream.fetch(undefined)
    expect(first.next).toBe('7')
    expect(first.completeAbove).toBe(6)
    expect(first.items.map((i) => [i.id, i.block, i.cursorAfter])).toEqual([
      [hash(1), 9, '9'],
      [hash(2), 7, '7'],
    ])
    expect(searches(calls)).toEqual([[ME, 0, 2]])
  })

  it('drops transactions at or above the cursor block, as a node searching inclusively returns them', async () => {
    const { options } = node(() => answer([tx(1, 7), tx(2, 6)]))
    const page = await otterscanStreamOf(options)(ME, 5).fetch('7')
    expect(page.items.map((i) => i.id)).toEqual([hash(2)])
  })

  it('asks again one block lower when an inclusive node answered the cursor block only', async () => {
    const { calls, options } = node((call) => (call.params[1] === 7 ? answer([tx(1, 7)]) : answer([tx(2, 5)], true)))
    const page = await otterscanStreamOf(options)(ME, 5).fetch('7')
    expect(searches(calls)).toEqual([
      [ME, 7, 5],
      [ME, 6, 5],
    ])
    expect(page.items.map((i) => i.id)).toEqual([hash(2)])
    expect(page.next).toBeUndefined()
    expect(page.completeAbove).toBe(-Infinity)
  })

  it('does not ask again on the last page, nor below block 2', async () => {
    for (const [cursor, lastPage] of [
      ['7', true],
      ['1', false],
    ] as const) {
      const { calls, options } = node(() => answer([tx(1, Number(cursor))], lastPage))
      const page = await otterscanStreamOf(options)(ME, 5).fetch(cursor)
      expect(searches(calls)).toHaveLength(1)
      expect(page).toEqual({ items: [], completeAbove: -Infinity })
    }
    const { calls, options } = node((call) => (call.params[1] === 2 ? answer([tx(1, 2)]) : answer([], true)))
    await otterscanStreamOf(options)(ME, 5).fetch('2')
    expect(searches(calls)).toEqual([
      [ME, 2, 5],
      [ME, 1, 5],
    ])
  })

  it('refuses a cursor that is not a block number from 1', async () => {
    const { options } = node(() => answer([]))
    for (const cursor of ['0', '07', ' 7', '7 ', '7a', '-7', ''])
      await expect(otterscanStreamOf(options)(ME, 5).fetch(cursor)).rejects.toThrow(
        `Invalid Otterscan cursor "${cursor}"`,
      )
  })

  it('the source answers the next cursor only while there is one', async () => {
    const { options } = node((call) => (call.params[1] === 0 ? answer([tx(1, 9)]) : answer([tx(2, 3)], true)))
    const source = createOtterscanSource(options)
    expect(await source.fetchPage({ address: ME, caipNetworkId: CAIP, pageSize: 1 })).toMatchObject({ next: '9' })
    const last = await source.fetchPage({ address: ME, caipNetworkId: CAIP, pageSize: 1, cursor: '9' })
    expect(last).not.toHaveProperty('next')
    expect(last.data.map((t) => t.id)).toEqual([hash(2)])
  })

  it('keeps the transaction index when the node gives one', async () => {
    const { options } = node(() =>
      answer([tx(1, 9, { transactionIndex: '0x2' }), tx(2, 9, { transactionIndex: null })]),
    )
    const [indexed, unindexed] = (await otterscanStreamOf(options)(ME, 5).fetch(undefined)).items
    expect(indexed!.index).toBe(2)
    expect(unindexed).not.toHaveProperty('index')
  })
})

describe('Otterscan timestamps', () => {
  it('takes the receipt’s timestamp, else the transaction’s block timestamp', async () => {
    const { calls, options } = node(() =>
      answer([
        tx(1, 9, { blockTimestamp: '0x20' }, { timestamp: '0x10' }),
        tx(2, 8, { blockTimestamp: '0x20' }, { timestamp: undefined }),
      ]),
    )
    const items = (await otterscanStreamOf(options)(ME, 5).fetch(undefined)).items
    expect(items.map((i) => i.value.metadata.minedAt)).toEqual(['1970-01-01T00:00:16.000Z', '1970-01-01T00:00:32.000Z'])
    expect(calls.map((c) => c.method)).toEqual(['ots_searchTransactionsBefore'])
  })

  it('reads a block without a timestamp once for all its transactions', async () => {
    const { calls, options } = node((call) =>
      call.method === 'eth_getBlockByNumber'
        ? { timestamp: '0x30' }
        : answer([tx(1, 26, {}, { timestamp: undefined }), tx(2, 26, {}, { timestamp: undefined })]),
    )
    const items = (await otterscanStreamOf(options)(ME, 5).fetch(undefined)).items
    expect(items.map((i) => i.value.metadata.minedAt)).toEqual(['1970-01-01T00:00:48.000Z', '1970-01-01T00:00:48.000Z'])
    expect(calls.filter((c) => c.method === 'eth_getBlockByNumber').map((c) => c.params)).toEqual([['0x1a', false]])
  })

  it('a block answer without a timestamp is an invalid answer', async () => {
    const { options } = node((call) =>
      call.method === 'eth_getBlockByNumber' ? { number: '0x1' } : answer([tx(1, 9, {}, { timestamp: undefined })]),
    )
    await expect(otterscanStreamOf(options)(ME, 5).fetch(undefined)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: 'Invalid eth_getBlockByNumber answer from http://node.test',
    })
  })
})

describe('Otterscan transactions', () => {
  const first = async (entry: ReturnType<typeof tx>) => {
    const { options } = node(() => answer([entry]))
    return (await otterscanStreamOf(options)(ME, 5).fetch(undefined)).items[0]!.value
  }

  it('finds a receipt whatever the case of its hash', async () => {
    const entry = tx(0xab, 9)
    entry.tx.hash = entry.tx.hash.toUpperCase().replace('0X', '0x')
    expect((await first(entry)).metadata.status).toBe('confirmed')
  })

  it('an approve call of either case is an approval', async () => {
    expect(
      (await first(tx(1, 9, { input: `0x095EA7B3${'0'.repeat(128)}`, from: ME, to: TOKEN }))).metadata.operationType,
    ).toBe('approve')
  })

  it('a failed plain payment is still a send or a receive, without transfers', async () => {
    const failed = { status: '0x0' }
    const sent = await first(tx(1, 9, { from: ME.toUpperCase().replace('0X', '0x'), to: YOU, value: '0x5' }, failed))
    expect(sent.metadata).toMatchObject({ status: 'failed', operationType: 'send' })
    expect(sent.transfers).toEqual([])
    const received = await first(tx(1, 9, { value: '0x5', input: undefined }, failed))
    expect(received.metadata.operationType).toBe('receive')
    // A failed call with data, or a failed deployment, is a contract execution.
    expect((await first(tx(1, 9, { input: '0x12345678' }, failed))).metadata.operationType).toBe('execute')
    expect((await first(tx(1, 9, { to: null, from: ME }, failed))).metadata.operationType).toBe('execute')
  })

  it('a payment between others moves nothing of the account', async () => {
    const other = await first(tx(1, 9, { from: YOU, to: TOKEN, value: '0x5' }))
    expect(other.transfers).toEqual([])
    expect(other.metadata.operationType).toBe('execute')
  })

  it('a deployment is sent to the contract it created; with neither, to nobody', async () => {
    const deployed = await first(tx(1, 9, { from: ME, to: null, input: '0x6000' }, { contractAddress: TOKEN }))
    expect(deployed.metadata).toMatchObject({ sentFrom: getAddress(ME), sentTo: getAddress(TOKEN) })
    expect((await first(tx(1, 9, { from: ME, to: null, input: '0x6000' }))).metadata.sentTo).toBe('')
  })

  it('a token transfer’s parties are the transaction’s when native value moved too', async () => {
    const log = {
      address: TOKEN,
      topics: [ERC20_TRANSFER_TOPIC, addressTopic(YOU), addressTopic(ME)],
      data: `0x${1_500_000n.toString(16).padStart(64, '0')}`,
    }
    const tokenOnly = await first(tx(1, 9, { from: ME, to: TOKEN }, { logs: [log] }))
    expect(tokenOnly.metadata).toMatchObject({
      sentFrom: getAddress(YOU),
      sentTo: getAddress(ME),
      operationType: 'receive',
    })
    expect(tokenOnly.transfers.map((t) => [t.direction, t.quantity.numeric, t.fungible_info?.symbol])).toEqual([
      ['in', '1.5', 'TUSD'],
    ])
    const withValue = await first(tx(1, 9, { from: ME, to: TOKEN, value: '0x1' }, { logs: [log] }))
    expect(withValue.metadata).toMatchObject({
      sentFrom: getAddress(ME),
      sentTo: getAddress(TOKEN),
      operationType: 'trade',
    })
    const failed = await first(tx(1, 9, { from: ME, to: TOKEN }, { logs: [log], status: '0x0' }))
    expect(failed.transfers).toEqual([])
  })

  it('refuses negative or fractional quantities and empty hex', async () => {
    for (const value of [-1, 1.5, '0x'])
      await expect(first(tx(1, 9, { value }))).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
  })
})

describe('Otterscan paging: what a page answers', () => {
  it('drops the cursor block from the second answer too, so no transaction comes twice', async () => {
    const { options } = node((call) => (call.params[1] === 7 ? answer([tx(1, 7)]) : answer([tx(1, 7), tx(2, 5)])))
    const page = await otterscanStreamOf(options)(ME, 5).fetch('7')
    expect(page.items.map((i) => i.id)).toEqual([hash(2)])
  })

  it('resumes below the oldest block of the page, whatever order the node answered in', async () => {
    const { options } = node(() => answer([tx(1, 5), tx(2, 9)]))
    const page = await otterscanStreamOf(options)(ME, 2).fetch(undefined)
    expect(page.next).toBe('5')
    expect(page.completeAbove).toBe(4)
  })

  it('the last page has no next cursor at all', async () => {
    const { options } = node(() => answer([tx(1, 5)], true))
    const page = await otterscanStreamOf(options)(ME, 2).fetch(undefined)
    expect(page).not.toHaveProperty('next')
    expect(page.completeAbove).toBe(-Infinity)
  })
})
