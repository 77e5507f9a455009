import { createServer } from 'node:net'
import { createPublicClient, createWalletClient, defineChain, getAddress, http, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type RunningAnvil } from '../../../testing/stack/anvil.js'
import { ANVIL_DEV_PRIVATE_KEYS } from '../../../testing/wallets/evm/anvilDevKeys.js'
import { appendPage, initialHistoryState, startFetch } from '../../../features/activity/historyState.js'
import type { Transaction } from '../../../core/history.js'
import { createEvmHistorySource } from './evmHistory.js'
import { createOtterscanSource, ERC20_TRANSFER_TOPIC, type OtterscanToken } from './otterscan.js'

const CHAIN_ID = 31337
const CAIP = 'eip155:31337' as const
const NATIVE = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const alice = privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[0]!)
const bob = privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[1]!)
const SPENDER = '0x000000000000000000000000000000000000dEaD'

/**
 * Runtime code that emits an ERC20 `Transfer(msg.sender, to, amount)` log for calldata
 * `selector ‖ to ‖ amount` (e.g. transfer(address,uint256)), assembled by hand:
 *   PUSH1 0x24 CALLDATALOAD PUSH1 0 MSTORE            ; memory[0] = amount
 *   PUSH1 4 CALLDATALOAD CALLER PUSH32 <topic>        ; topics: Transfer, caller, to
 *   PUSH1 32 PUSH1 0 LOG3 STOP
 */
const LOG_TOKEN_RUNTIME = `602435600052600435337f${ERC20_TRANSFER_TOPIC.slice(2)}60206000a300`
/** PUSH1 0 PUSH1 0 REVERT: every call fails. */
const REVERTER_RUNTIME = '60006000fd'

/** Init code returning `runtime`: PUSH1 len DUP1 PUSH1 11 PUSH1 0 CODECOPY PUSH1 0 RETURN ‖ runtime. */
function deployCode(runtime: string): Hex {
  return `0x60${(runtime.length / 2).toString(16).padStart(2, '0')}80600b6000396000f3${runtime}`
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      )
    })
  })
}

const word = (value: string | bigint): string =>
  (typeof value === 'bigint' ? value.toString(16) : value.slice(2).toLowerCase()).padStart(64, '0')

describe('createOtterscanSource against anvil', () => {
  let anvil: RunningAnvil
  let token: OtterscanToken
  const hashes: Record<string, Hex> = {}

  beforeAll(async () => {
    anvil = await startAnvil({ port: await freePort(), chainId: CHAIN_ID })
    const chain = defineChain({
      id: CHAIN_ID,
      name: 'anvil',
      nativeCurrency: NATIVE,
      rpcUrls: { default: { http: [anvil.url] } },
    })
    const client = createPublicClient({ chain, transport: http(anvil.url) })
    const walletOf = (account: typeof alice) => createWalletClient({ account, chain, transport: http(anvil.url) })
    const send = async (
      name: string,
      request: Parameters<ReturnType<typeof walletOf>['sendTransaction']>[0],
      from = alice,
    ) => {
      hashes[name] = await walletOf(from).sendTransaction(request)
      return client.waitForTransactionReceipt({ hash: hashes[name]! })
    }
    const tokenReceipt = await send('deployToken', { data: deployCode(LOG_TOKEN_RUNTIME) }) // block 1
    const reverter = (await send('deployReverter', { data: deployCode(REVERTER_RUNTIME) })).contractAddress! // block 2
    token = { address: tokenReceipt.contractAddress!, name: 'Test USD', symbol: 'TUSD', decimals: 6 }
    await send('sendEth', { to: bob.address, value: parseEther('1.5') }) // block 3
    await send('sendToken', { to: token.address as Hex, data: `0xa9059cbb${word(bob.address)}${word(1_234_567n)}` }) // block 4
    await send('failedCall', { to: reverter, data: '0x12345678', gas: 50_000n }) // block 5
    await send('approve', { to: SPENDER, data: `0x095ea7b3${word(SPENDER)}${word(10n ** 6n)}` }) // block 6
    await send('receiveEth', { to: alice.address, value: parseEther('0.25') }, bob) // block 7
  }, 60_000)
  afterAll(async () => anvil?.stop())

  const source = () =>
    createOtterscanSource({ rpcUrl: anvil.url, caipNetworkId: CAIP, nativeCurrency: NATIVE, tokens: [token] })

  async function allPages(
    address: string,
    pageSize: number,
  ): Promise<{ pages: Transaction[][]; cursors: (string | undefined)[] }> {
    const pages: Transaction[][] = []
    const cursors: (string | undefined)[] = []
    let cursor: string | undefined
    do {
      const page = await source().fetchPage({ address, caipNetworkId: CAIP, pageSize, ...(cursor ? { cursor } : {}) })
      pages.push(page.data)
      cursors.push(page.next)
      cursor = page.next
    } while (cursor && pages.length < 10)
    return { pages, cursors }
  }

  it('pages newest → oldest by block, the cursor being the oldest block of the page', async () => {
    const { pages, cursors } = await allPages(alice.address, 3)
    expect(pages.map((p) => p.map((t) => t.id))).toEqual([
      [hashes.receiveEth, hashes.approve, hashes.failedCall],
      [hashes.sendToken, hashes.sendEth, hashes.deployReverter],
      [hashes.deployToken],
    ])
    expect(cursors).toEqual(['5', '2', undefined])
  })

  it('maps native value, ERC20 logs, status, type, parties and time', async () => {
    const { data, next } = await source().fetchPage({ address: alice.address, caipNetworkId: CAIP, pageSize: 50 })
    expect(next).toBeUndefined()
    const byId = new Map(data.map((t) => [t.id, t]))

    expect(byId.get(hashes.sendEth!)).toEqual({
      id: hashes.sendEth,
      metadata: {
        minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
        chain: CAIP,
        operationType: 'send',
        status: 'confirmed',
        sentFrom: alice.address,
        sentTo: bob.address,
        hash: hashes.sendEth,
      },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '1.5', decimals: 18 },
          fungible_info: { name: 'Ether', symbol: 'ETH' },
        },
      ],
    })
    const sendToken = byId.get(hashes.sendToken!)!
    expect(sendToken.metadata).toMatchObject({ operationType: 'send', sentFrom: alice.address, sentTo: bob.address })
    expect(sendToken.transfers).toEqual([
      {
        direction: 'out',
        quantity: { numeric: '1.234567', decimals: 6 },
        fungible_info: { name: 'Test USD', symbol: 'TUSD' },
      },
    ])
    expect(byId.get(hashes.failedCall!)!.metadata).toMatchObject({ status: 'failed', operationType: 'execute' })
    expect(byId.get(hashes.failedCall!)!.transfers).toEqual([])
    expect(byId.get(hashes.approve!)!.metadata.operationType).toBe('approve')
    expect(byId.get(hashes.receiveEth!)!.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: bob.address,
      sentTo: alice.address,
    })
    expect(byId.get(hashes.receiveEth!)!.transfers).toEqual([
      { direction: 'in', quantity: { numeric: '0.25', decimals: 18 }, fungible_info: { name: 'Ether', symbol: 'ETH' } },
    ])
    const deploy = byId.get(hashes.deployToken!)!
    expect(deploy.metadata).toMatchObject({ operationType: 'execute', sentTo: getAddress(token.address) })
    const block = (await (
      await fetch(anvil.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params: ['0x1', false] }),
      })
    ).json()) as { result: { timestamp: string } }
    expect(deploy.metadata.minedAt).toBe(new Date(Number(block.result.timestamp) * 1000).toISOString())
  })

  it('lists the counterparty side by call traces (ERC20 receipts to it are the documented gap)', async () => {
    const { data } = await source().fetchPage({ address: bob.address, caipNetworkId: CAIP, pageSize: 50 })
    expect(data.map((t) => [t.id, t.metadata.operationType, t.transfers[0]?.direction])).toEqual([
      [hashes.receiveEth, 'send', 'out'],
      [hashes.sendEth, 'receive', 'in'],
    ])
  })

  describe('merged with the Transfer logs (createEvmHistorySource)', () => {
    const merged = () =>
      createEvmHistorySource({
        list: { type: 'otterscan' },
        rpcUrl: anvil.url,
        caipNetworkId: CAIP,
        nativeCurrency: NATIVE,
        tokens: [token],
      })

    it('closes the gap: a token someone else sent shows as received, by block, once', async () => {
      const { data, next } = await merged().fetchPage({ address: bob.address, caipNetworkId: CAIP, pageSize: 50 })
      expect(next).toBeUndefined()
      expect(data.map((t) => [t.id, t.metadata.operationType, t.transfers[0]?.direction])).toEqual([
        [hashes.receiveEth, 'send', 'out'],
        [hashes.sendToken, 'receive', 'in'],
        [hashes.sendEth, 'receive', 'in'],
      ])
      expect(data[1]!.metadata).toMatchObject({ status: 'confirmed', sentFrom: alice.address, sentTo: bob.address })
      expect(data[1]!.transfers).toEqual([
        {
          direction: 'in',
          quantity: { numeric: '1.234567', decimals: 6 },
          fungible_info: { name: 'Test USD', symbol: 'TUSD' },
        },
      ])
    })

    it('pages the merge with its cursor to the same list, the list winning over the logs', async () => {
      const whole = await source().fetchPage({ address: alice.address, caipNetworkId: CAIP, pageSize: 50 })
      const ids: string[] = []
      let cursor: string | undefined
      for (let pages = 0; pages < 10; pages++) {
        const page = await merged().fetchPage({
          address: alice.address,
          caipNetworkId: CAIP,
          pageSize: 2,
          ...(cursor ? { cursor } : {}),
        })
        ids.push(...page.data.map((t) => t.id))
        if (page.data.some((t) => t.id === hashes.sendToken))
          expect(page.data.find((t) => t.id === hashes.sendToken)!.metadata.operationType).toBe('send')
        cursor = page.next
        if (!cursor) break
      }
      expect(cursor).toBeUndefined()
      expect(ids).toEqual(whole.data.map((t) => t.id))
    })
  })

  it('feeds the history reducers page by page', async () => {
    let state = startFetch(initialHistoryState, { address: alice.address, caipNetworkId: CAIP })
    const first = await source().fetchPage({ address: alice.address, caipNetworkId: CAIP, pageSize: 4 })
    state = appendPage(state, first, CAIP)
    expect(state.next).toBe('4')
    state = startFetch(state, { address: alice.address, caipNetworkId: CAIP })
    state = appendPage(
      state,
      await source().fetchPage({ address: alice.address, caipNetworkId: CAIP, pageSize: 4, cursor: state.next! }),
      CAIP,
    )
    expect(state.transactions).toHaveLength(7)
    expect(state.next).toBeUndefined()
    expect(state.empty).toBe(false)
  })

  it('answers an empty last page for an account without history', async () => {
    const page = await source().fetchPage({
      address: '0x00000000000000000000000000000000000000Aa',
      caipNetworkId: CAIP,
      pageSize: 5,
    })
    expect(page).toEqual({ data: [] })
  })

  it('rejects a malformed cursor and another network', async () => {
    await expect(
      source().fetchPage({ address: alice.address, caipNetworkId: CAIP, pageSize: 5, cursor: 'abc' }),
    ).rejects.toThrow('Invalid Otterscan cursor "abc"')
    await expect(
      source().fetchPage({ address: alice.address, caipNetworkId: 'eip155:1', pageSize: 5 }),
    ).rejects.toThrow('Otterscan serves eip155:31337, not eip155:1')
  })
})

describe('createOtterscanSource with a broken node', () => {
  const answering =
    (body: unknown): typeof fetch =>
    async () =>
      new Response(JSON.stringify(body), { status: 200 })
  const sourceWith = (body: unknown) =>
    createOtterscanSource({
      rpcUrl: 'http://node.invalid',
      caipNetworkId: CAIP,
      nativeCurrency: NATIVE,
      tokens: [],
      fetch: answering(body),
    })
  const fetchPage = (body: unknown) =>
    sourceWith(body).fetchPage({ address: alice.address, caipNetworkId: CAIP, pageSize: 5 })

  it('throws a clear error for a malformed answer', async () => {
    await expect(
      fetchPage({ jsonrpc: '2.0', id: 1, result: { txs: 'nope', receipts: [], firstPage: true } }),
    ).rejects.toThrow(/^Invalid ots_searchTransactionsBefore answer from http:\/\/node\.invalid: .*txs/s)
    await expect(
      fetchPage({
        jsonrpc: '2.0',
        id: 1,
        result: { txs: [{ hash: '0x01' }], receipts: [], firstPage: true, lastPage: true },
      }),
    ).rejects.toThrow(/Invalid ots_searchTransactionsBefore answer/)
  })

  it('throws the node error when it lacks the ots namespace', async () => {
    await expect(
      fetchPage({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } }),
    ).rejects.toMatchObject({
      message: 'ots_searchTransactionsBefore failed: Method not found',
      code: -32601,
    })
  })

  it('throws when a transaction has no receipt', async () => {
    const tx = { hash: '0xaa', from: alice.address, to: bob.address, value: '0x1', input: '0x', blockNumber: '0x2' }
    await expect(
      fetchPage({ jsonrpc: '2.0', id: 1, result: { txs: [tx], receipts: [], firstPage: true, lastPage: true } }),
    ).rejects.toThrow('no receipt for 0xaa')
  })

  it('accepts Erigon-style numeric quantities and reads a missing timestamp from the block', async () => {
    const calls: string[] = []
    const node: typeof fetch = async (_url, init) => {
      const request = JSON.parse(String(init?.body)) as { method: string; id: number }
      calls.push(request.method)
      const result =
        request.method === 'eth_getBlockByNumber'
          ? { timestamp: 1_700_000_000 }
          : {
              txs: [
                {
                  hash: '0xbb',
                  from: bob.address,
                  to: alice.address,
                  value: 1_000_000_000_000_000,
                  input: '0x',
                  blockNumber: 9,
                },
              ],
              receipts: [{ transactionHash: '0xbb', status: 1, logs: [], contractAddress: null }],
              firstPage: true,
              lastPage: false,
            }
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: request.id, result }))
    }
    const page = await createOtterscanSource({
      rpcUrl: 'http://node.invalid',
      caipNetworkId: CAIP,
      nativeCurrency: NATIVE,
      tokens: [],
      fetch: node,
    }).fetchPage({ address: alice.address, caipNetworkId: CAIP, pageSize: 5 })
    expect(calls).toEqual(['ots_searchTransactionsBefore', 'eth_getBlockByNumber'])
    expect(page.next).toBe('9')
    expect(page.data[0]!.metadata.minedAt).toBe('2023-11-14T22:13:20.000Z')
    expect(page.data[0]!.transfers[0]!.quantity.numeric).toBe('0.001')
  })
})
