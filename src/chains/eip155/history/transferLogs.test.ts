import { describe, expect, it, vi } from 'vitest'
import { ACCOUNT, OTHER, USDC } from './__fixtures__/historyParties.js'
import { addressTopic, ERC20_TRANSFER_TOPIC, type HistoryToken } from './erc20Transfers.js'
import { createJsonRpcCaller } from './jsonRpc.js'
import { LOG_WINDOW_BLOCKS, LOG_WINDOWS_PER_PAGE, transferLogStreamOf } from './transferLogs.js'

const RPC = 'http://node.test'

interface NodeLog {
  block: number
  txIndex: number
  logIndex: number
  tx: string
  from: string
  to: string
  units: bigint
  removed?: boolean
}

const txHash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const hex = (n: number) => `0x${n.toString(16)}`

/**
 * A node answering eth_blockNumber, eth_getLogs (block range, token addresses and topics filtered
 * as nodes do) and eth_getBlockByNumber (timestamp = 1,700,000,000 + block), recording each call.
 */
function fakeNode(head: number, logs: NodeLog[], answers: Partial<Record<string, unknown>> = {}) {
  const calls: { method: string; params: unknown[] }[] = []
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { id, method, params } = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown[] }
    calls.push({ method, params })
    const reply = (result: unknown) => Response.json({ jsonrpc: '2.0', id, result })
    if (method in answers) return Response.json({ jsonrpc: '2.0', id, ...(answers[method] as object) })
    if (method === 'eth_blockNumber') return reply(hex(head))
    if (method === 'eth_getBlockByNumber')
      return reply({ timestamp: hex(1_700_000_000 + Number.parseInt(params[0] as string, 16)) })
    const [filter] = params as [{ fromBlock: string; toBlock: string; address: string[]; topics: (string | null)[] }]
    const [from, to] = [Number.parseInt(filter.fromBlock, 16), Number.parseInt(filter.toBlock, 16)]
    const matches = logs.filter((log) => {
      const topics = [ERC20_TRANSFER_TOPIC, addressTopic(log.from), addressTopic(log.to)]
      return log.block >= from && log.block <= to && filter.topics.every((t, i) => t === null || t === topics[i])
    })
    return reply(
      matches.map((log) => ({
        address: USDC.address.toLowerCase(),
        topics: [ERC20_TRANSFER_TOPIC, addressTopic(log.from), addressTopic(log.to)],
        data: `0x${log.units.toString(16).padStart(64, '0')}`,
        blockNumber: hex(log.block),
        transactionHash: log.tx,
        transactionIndex: hex(log.txIndex),
        logIndex: hex(log.logIndex),
        ...(log.removed ? { removed: true } : {}),
      })),
    )
  })
  return { fetch, calls }
}

const streamOf = (fetch: typeof globalThis.fetch, options: { windowBlocks?: number; tokens?: HistoryToken[] } = {}) =>
  transferLogStreamOf({
    rpcUrl: RPC,
    caipNetworkId: 'eip155:31337',
    tokens: options.tokens ?? [USDC],
    fetch,
    ...(options.windowBlocks ? { windowBlocks: options.windowBlocks } : {}),
  })

describe('createJsonRpcCaller', () => {
  it('POSTs numbered JSON-RPC 2.0 requests and returns the result, whatever it is', async () => {
    const bodies: unknown[] = []
    const call = createJsonRpcCaller({
      rpcUrl: RPC,
      fetch: async (input, init) => (
        bodies.push([String(input), JSON.parse(String(init?.body))]),
        Response.json({ jsonrpc: '2.0', id: 1, result: null })
      ),
    })
    expect(await call('eth_chainId', [])).toBeNull()
    await call('eth_getBalance', [ACCOUNT, 'latest'])
    expect(bodies).toEqual([
      [RPC, { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }],
      [RPC, { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: [ACCOUNT, 'latest'] }],
    ])
  })

  it("a node error becomes '<method> failed: <message>' with its numeric code (else 'RPC_ERROR')", async () => {
    const answering = (error: unknown) =>
      createJsonRpcCaller({ rpcUrl: RPC, fetch: async () => Response.json({ jsonrpc: '2.0', id: 1, error }) })
    await expect(answering({ code: -32005, message: 'limit exceeded' })('eth_getLogs', [])).rejects.toMatchObject({
      message: 'eth_getLogs failed: limit exceeded',
      code: -32005,
      cause: { code: -32005 },
    })
    await expect(answering({ code: 'busy' })('eth_getLogs', [])).rejects.toMatchObject({
      message: 'eth_getLogs failed: unknown error',
      code: 'RPC_ERROR',
    })
  })

  it("an answer with neither result nor error is 'Invalid JSON-RPC answer to <method> from <url>'", async () => {
    for (const body of [{ jsonrpc: '2.0', id: 1 }, null, 'ok', { error: 'text' }]) {
      const call = createJsonRpcCaller({ rpcUrl: RPC, fetch: async () => Response.json(body) })
      await expect(call('eth_blockNumber', [])).rejects.toMatchObject({
        message: `Invalid JSON-RPC answer to eth_blockNumber from ${RPC}`,
        code: 'INVALID_RESPONSE',
      })
    }
  })
})

describe('transferLogStreamOf', () => {
  it('without tokens there is nothing to scan and the node is not asked', async () => {
    const { fetch } = fakeNode(100, [])
    expect(await streamOf(fetch, { tokens: [] })(ACCOUNT, 10).fetch(undefined)).toEqual({
      items: [],
      completeAbove: -Infinity,
    })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('scans from the head down, one transaction per hash, newest first, sent and received, as the account sees them', async () => {
    const { fetch, calls } = fakeNode(120, [
      { block: 10, txIndex: 0, logIndex: 0, tx: txHash(1), from: OTHER, to: ACCOUNT, units: 2_000_000n },
      { block: 50, txIndex: 1, logIndex: 3, tx: txHash(2), from: ACCOUNT, to: OTHER, units: 500_000n },
      { block: 50, txIndex: 2, logIndex: 5, tx: txHash(3), from: ACCOUNT, to: OTHER, units: 1n },
      { block: 50, txIndex: 2, logIndex: 4, tx: txHash(3), from: OTHER, to: ACCOUNT, units: 3_000_000n },
      { block: 90, txIndex: 0, logIndex: 0, tx: txHash(4), from: ACCOUNT, to: ACCOUNT, units: 7n },
    ])
    const page = await streamOf(fetch)(ACCOUNT, 10).fetch(undefined)
    expect(page.items.map((i) => [i.id, i.block, i.index, i.cursorAfter])).toEqual([
      [txHash(4), 90, 0, '90'],
      [txHash(3), 50, 2, '50'],
      [txHash(2), 50, 1, '50'],
      [txHash(1), 10, 0, '10'],
    ])
    expect(page).toMatchObject({ completeAbove: -Infinity })
    expect(page.next).toBeUndefined()
    const [self, trade, sent, received] = page.items.map((i) => i.value)
    expect(received).toEqual({
      id: txHash(1),
      metadata: {
        minedAt: new Date((1_700_000_000 + 10) * 1000).toISOString(),
        chain: 'eip155:31337',
        operationType: 'receive',
        status: 'confirmed',
        sentFrom: OTHER,
        sentTo: ACCOUNT,
        hash: txHash(1),
      },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: '2', decimals: 6 },
          fungible_info: { name: 'USD Coin', symbol: 'USDC' },
        },
      ],
    })
    expect(sent?.metadata).toMatchObject({ operationType: 'send', sentFrom: ACCOUNT, sentTo: OTHER })
    expect(trade?.metadata.operationType).toBe('trade')
    expect(trade?.transfers.map((t) => t.direction)).toEqual(['in', 'out'])
    expect(self?.transfers).toEqual([
      expect.objectContaining({ direction: 'self', quantity: { numeric: '0.000007', decimals: 6 } }),
    ])
    expect(self?.metadata.operationType).toBe('execute')
    const getLogs = calls.filter((c) => c.method === 'eth_getLogs').map((c) => c.params[0])
    expect(getLogs).toEqual([
      {
        fromBlock: '0x0',
        toBlock: hex(120),
        address: [USDC.address.toLowerCase()],
        topics: [ERC20_TRANSFER_TOPIC, addressTopic(ACCOUNT)],
      },
      {
        fromBlock: '0x0',
        toBlock: hex(120),
        address: [USDC.address.toLowerCase()],
        topics: [ERC20_TRANSFER_TOPIC, null, addressTopic(ACCOUNT)],
      },
    ])
    // A block's time is asked for once per stream: a later page (here the first one again) reuses it.
    expect(calls.filter((c) => c.method === 'eth_getBlockByNumber').length).toBeGreaterThanOrEqual(3)
    calls.length = 0
    const again = streamOf(fetch)(ACCOUNT, 10)
    await again.fetch(undefined)
    expect(calls.filter((c) => c.method === 'eth_getBlockByNumber').length).toBeGreaterThanOrEqual(3)
    calls.length = 0
    await again.fetch(undefined)
    expect(calls.filter((c) => c.method === 'eth_getBlockByNumber')).toEqual([])
  })

  it(`scans ${LOG_WINDOW_BLOCKS}-block windows, at most ${LOG_WINDOWS_PER_PAGE} per page, and resumes below the last one`, async () => {
    const head = 5 * LOG_WINDOW_BLOCKS
    const { fetch, calls } = fakeNode(head, [])
    const stream = streamOf(fetch)(ACCOUNT, 10)
    const first = await stream.fetch(undefined)
    const lowest = head + 1 - LOG_WINDOWS_PER_PAGE * LOG_WINDOW_BLOCKS
    expect(first).toEqual({ items: [], next: String(lowest), completeAbove: lowest - 1 })
    const ranges = calls
      .filter((c) => c.method === 'eth_getLogs')
      .map((c) => c.params[0] as { fromBlock: string; toBlock: string })
    expect(ranges.map((r) => [Number.parseInt(r.fromBlock, 16), Number.parseInt(r.toBlock, 16)])).toEqual([
      [head - LOG_WINDOW_BLOCKS + 1, head],
      [head - LOG_WINDOW_BLOCKS + 1, head],
      [head - 2 * LOG_WINDOW_BLOCKS + 1, head - LOG_WINDOW_BLOCKS],
      [head - 2 * LOG_WINDOW_BLOCKS + 1, head - LOG_WINDOW_BLOCKS],
      [head - 3 * LOG_WINDOW_BLOCKS + 1, head - 2 * LOG_WINDOW_BLOCKS],
      [head - 3 * LOG_WINDOW_BLOCKS + 1, head - 2 * LOG_WINDOW_BLOCKS],
      [lowest, head - 3 * LOG_WINDOW_BLOCKS],
      [lowest, head - 3 * LOG_WINDOW_BLOCKS],
    ])
    calls.length = 0
    expect(await stream.fetch(first.next)).toEqual({ items: [], completeAbove: -Infinity })
    expect(calls.map((c) => c.params[0])).toEqual([
      expect.objectContaining({ fromBlock: hex(lowest - LOG_WINDOW_BLOCKS), toBlock: hex(lowest - 1) }),
      expect.objectContaining({ fromBlock: hex(lowest - LOG_WINDOW_BLOCKS), toBlock: hex(lowest - 1) }),
      expect.objectContaining({ fromBlock: '0x0', toBlock: '0x0' }),
      expect.objectContaining({ fromBlock: '0x0', toBlock: '0x0' }),
    ])
  })

  it('stops scanning once the page holds pageSize transactions', async () => {
    const { fetch, calls } = fakeNode(30, [
      { block: 28, txIndex: 0, logIndex: 0, tx: txHash(1), from: OTHER, to: ACCOUNT, units: 1n },
      { block: 25, txIndex: 0, logIndex: 0, tx: txHash(2), from: OTHER, to: ACCOUNT, units: 1n },
      { block: 5, txIndex: 0, logIndex: 0, tx: txHash(3), from: OTHER, to: ACCOUNT, units: 1n },
    ])
    const page = await streamOf(fetch, { windowBlocks: 10 })(ACCOUNT, 2).fetch(undefined)
    expect(page.items.map((i) => i.id)).toEqual([txHash(1), txHash(2)])
    expect(page).toMatchObject({ next: '21', completeAbove: 20 })
    expect(calls.filter((c) => c.method === 'eth_getLogs')).toHaveLength(2)
  })

  it('leaves out removed logs (a reorg) and an invalid cursor is refused', async () => {
    const { fetch } = fakeNode(10, [
      { block: 3, txIndex: 0, logIndex: 0, tx: txHash(1), from: OTHER, to: ACCOUNT, units: 1n, removed: true },
    ])
    expect((await streamOf(fetch)(ACCOUNT, 5).fetch(undefined)).items).toEqual([])
    await expect(streamOf(fetch)(ACCOUNT, 5).fetch('12a')).rejects.toThrow('Invalid log cursor "12a"')
    await expect(streamOf(fetch)(ACCOUNT, 5).fetch('-1')).rejects.toThrow('Invalid log cursor "-1"')
  })

  it('a malformed eth_getLogs or eth_getBlockByNumber answer is an INVALID_RESPONSE error naming the node', async () => {
    const logs = fakeNode(10, [], { eth_getLogs: { result: [{ address: 'nope' }] } })
    await expect(streamOf(logs.fetch)(ACCOUNT, 5).fetch(undefined)).rejects.toMatchObject({
      message: `Invalid eth_getLogs answer from ${RPC}`,
      code: 'INVALID_RESPONSE',
    })
    const blocks = fakeNode(
      10,
      [{ block: 3, txIndex: 0, logIndex: 0, tx: txHash(1), from: OTHER, to: ACCOUNT, units: 1n }],
      { eth_getBlockByNumber: { result: { timestamp: 'soon' } } },
    )
    await expect(streamOf(blocks.fetch)(ACCOUNT, 5).fetch(undefined)).rejects.toMatchObject({
      message: `Invalid eth_getBlockByNumber answer from ${RPC}`,
      code: 'INVALID_RESPONSE',
    })
  })
})

describe('transfer logs: what is asked and what is listed', () => {
  it('asks a block for its timestamp without its transactions', async () => {
    const { fetch, calls } = fakeNode(10, [
      { block: 3, txIndex: 0, logIndex: 0, tx: txHash(1), from: OTHER, to: ACCOUNT, units: 1n },
    ])
    await streamOf(fetch)(ACCOUNT, 5).fetch(undefined)
    expect(calls.filter((c) => c.method === 'eth_getBlockByNumber').map((c) => c.params)).toEqual([['0x3', false]])
  })

  it('lists no transaction for an ERC-721 Transfer of a configured token (same topic, token id indexed)', async () => {
    const nft = {
      address: USDC.address.toLowerCase(),
      topics: [ERC20_TRANSFER_TOPIC, addressTopic(OTHER), addressTopic(ACCOUNT), `0x${'7'.padStart(64, '0')}`],
      data: '0x',
      blockNumber: '0x3',
      transactionHash: txHash(1),
      transactionIndex: '0x0',
      logIndex: '0x0',
    }
    const { fetch } = fakeNode(10, [], { eth_getLogs: { result: [nft] } })
    const page = await streamOf(fetch)(ACCOUNT, 5).fetch(undefined)
    expect(page.items).toEqual([])
  })

  it('a JSON-RPC read the node failed with 503 is asked again', async () => {
    let failures = 1
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (failures-- > 0) return new Response('busy', { status: 503 })
      const { id } = JSON.parse(String(init?.body)) as { id: number }
      return Response.json({ jsonrpc: '2.0', id, result: '0x10' })
    })
    await expect(createJsonRpcCaller({ rpcUrl: RPC, fetch })('eth_blockNumber', [])).resolves.toBe('0x10')
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
