import { Keypair, type Connection } from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import { createSolanaHistorySource, type SolanaHistoryToken } from './history.js'

// The Solana history source over a node-free connection: each parsed transaction written out, so
// the rules of what moved, who the other party is and what the page asks are checked one by one
// (history.test.ts runs the real thing on a local validator).
const CAIP = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const
const key = () => Keypair.generate().publicKey
const [ME, SMALL, BIG, PAYER, OTHER_MINT_HOLDER, OTHER_RECEIVER] = Array.from({ length: 6 }, key)
const me = ME!.toBase58()
const USDC = Keypair.generate().publicKey.toBase58()
const OTHER = Keypair.generate().publicKey.toBase58()
const SOL = 1_000_000_000

interface Tx {
  keys: { toBase58(): string }[]
  pre: number[]
  post: number[]
  fee?: number
  err?: unknown
  blockTime?: number | null
  tokens?: { owner: string; mint: string; pre: number; post: number }[]
  meta?: null
}
const balances = (tokens: Tx['tokens'], side: 'pre' | 'post') =>
  (tokens ?? []).map((t, accountIndex) => ({
    accountIndex,
    owner: t.owner,
    mint: t.mint,
    uiTokenAmount: { amount: String(t[side]), decimals: 6 },
  }))
const parsed = (tx: Tx) => ({
  blockTime: tx.blockTime === undefined ? 1_700_000_000 : tx.blockTime,
  transaction: { message: { accountKeys: tx.keys.map((pubkey) => ({ pubkey })) } },
  meta:
    tx.meta === null
      ? null
      : {
          err: tx.err ?? null,
          fee: tx.fee ?? 5000,
          preBalances: tx.pre,
          postBalances: tx.post,
          preTokenBalances: balances(tx.tokens, 'pre'),
          postTokenBalances: balances(tx.tokens, 'post'),
        },
})

/** A connection whose account `me` has the transactions `txs` (newest first), and token accounts `tokenAccounts`. */
function connectionWith(
  txs: Tx[],
  { infoErr = null as unknown, infoBlockTime = 1_600_000_000, tokenAccounts = [] as string[][] } = {},
) {
  let tokenCall = 0
  const connection = {
    getSignaturesForAddress: vi.fn(
      async (address: { toBase58(): string }, options?: { before?: string; limit?: number }) => {
        if (address.toBase58() !== me) return []
        const all = txs.map((_, i) => ({ signature: `sig${i}`, slot: 100 - i, blockTime: infoBlockTime, err: infoErr }))
        const from = options?.before ? all.findIndex((s) => s.signature === options.before) + 1 : 0
        return all.slice(from, from + (options?.limit ?? all.length))
      },
    ),
    getTokenAccountsByOwner: vi.fn(async () => ({
      value: (tokenAccounts[tokenCall++] ?? tokenAccounts.at(-1) ?? []).map((a) => ({ pubkey: { toBase58: () => a } })),
    })),
    getParsedTransactions: vi.fn(async (signatures: string[]) =>
      signatures.map((s) => parsed(txs[Number(s.slice(3))]!)),
    ),
  }
  return connection
}

async function firstPage(
  txs: Tx[],
  options: Parameters<typeof connectionWith>[1] = {},
  tokens: SolanaHistoryToken[] = [],
) {
  const connection = connectionWith(txs, options)
  const source = createSolanaHistorySource({
    rpcUrl: 'http://unused',
    caipNetworkId: CAIP,
    tokens,
    connection: connection as unknown as Connection,
  })
  const page = await source.fetchPage({ address: me, caipNetworkId: CAIP, pageSize: 10 })
  return { page, connection, source }
}

describe('Solana history: what moved and with whom', () => {
  it('a SOL send goes to the party that received the most, not to another payer', async () => {
    const { page } = await firstPage([
      // me pays 3 SOL (+ the fee), another signer pays 9 SOL; SMALL gets 5, BIG gets 7
      {
        keys: [ME!, PAYER!, SMALL!, BIG!],
        pre: [10 * SOL, 10 * SOL, 0, 0],
        post: [7 * SOL - 5000, 1 * SOL, 5 * SOL, 7 * SOL],
      },
    ])
    const [tx] = page.data
    expect(tx!.transfers.map((t) => [t.direction, t.quantity.numeric])).toEqual([['out', '3']])
    expect(tx!.metadata).toMatchObject({ operationType: 'send', sentFrom: me, sentTo: BIG!.toBase58() })
  })

  it('the largest opposite party wins whatever its place among the keys', async () => {
    // me receives 6 SOL: the fee payer gave 1, SMALL 2, BIG 3, in two orders of keys
    const { page } = await firstPage([
      {
        keys: [PAYER!, SMALL!, BIG!, ME!],
        pre: [10 * SOL, 10 * SOL, 10 * SOL, 0],
        post: [9 * SOL - 5000, 8 * SOL, 7 * SOL, 6 * SOL],
      },
      {
        keys: [PAYER!, BIG!, SMALL!, ME!],
        pre: [10 * SOL, 10 * SOL, 10 * SOL, 0],
        post: [9 * SOL - 5000, 7 * SOL, 8 * SOL, 6 * SOL],
      },
      {
        keys: [BIG!, PAYER!, SMALL!, ME!],
        pre: [10 * SOL, 10 * SOL, 10 * SOL, 0],
        post: [7 * SOL - 5000, 9 * SOL, 8 * SOL, 6 * SOL],
      },
    ])
    expect(page.data.map((t) => [t.metadata.operationType, t.metadata.sentFrom, t.metadata.sentTo])).toEqual([
      ['receive', BIG!.toBase58(), me],
      ['receive', BIG!.toBase58(), me],
      ['receive', BIG!.toBase58(), me],
    ])
  })

  it("a token's other party is an owner of the same mint, and a held but unchanged token is no transfer", async () => {
    const { page } = await firstPage([
      {
        keys: [PAYER!, ME!],
        pre: [SOL, SOL],
        post: [SOL - 5000, SOL],
        tokens: [
          { owner: me, mint: USDC, pre: 0, post: 2_000_000 },
          { owner: SMALL!.toBase58(), mint: USDC, pre: 2_000_000, post: 0 },
          { owner: OTHER_MINT_HOLDER!.toBase58(), mint: OTHER, pre: 90_000_000, post: 0 },
          { owner: OTHER_RECEIVER!.toBase58(), mint: OTHER, pre: 0, post: 90_000_000 },
          { owner: me, mint: OTHER, pre: 5, post: 5 },
        ],
      },
    ])
    const [tx] = page.data
    expect(tx!.transfers.map((t) => [t.direction, t.quantity.numeric])).toEqual([['in', '2']])
    expect(tx!.metadata).toMatchObject({ operationType: 'receive', sentFrom: SMALL!.toBase58(), sentTo: me })
  })

  it("names a configured mint with its icon, and a mint to the account (no sender) comes from ''", async () => {
    const { page } = await firstPage(
      [
        {
          keys: [PAYER!, ME!],
          pre: [SOL, 0],
          post: [SOL - 5000, 0],
          tokens: [{ owner: me, mint: USDC, pre: 0, post: 1 }],
        },
      ],
      {},
      [{ address: USDC, name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://icons.test/usdc.png' }],
    )
    const [tx] = page.data
    expect(tx!.transfers[0]!.fungible_info).toEqual({
      name: 'USD Coin',
      symbol: 'USDC',
      icon: { url: 'https://icons.test/usdc.png' },
    })
    expect(tx!.metadata).toMatchObject({ sentFrom: '', sentTo: me })
  })

  it("SOL out and a token in is a 'trade'", async () => {
    const { page } = await firstPage([
      {
        keys: [ME!, BIG!],
        pre: [10 * SOL, 0],
        post: [9 * SOL - 5000, SOL],
        tokens: [
          { owner: me, mint: USDC, pre: 0, post: 1_000_000 },
          { owner: BIG!.toBase58(), mint: USDC, pre: 1_000_000, post: 0 },
        ],
      },
    ])
    expect(page.data[0]!.transfers.map((t) => t.direction)).toEqual(['out', 'in'])
    expect(page.data[0]!.metadata.operationType).toBe('trade')
  })

  it("a transaction without meta, or failed, moves nothing: 'execute' from its fee payer to nobody", async () => {
    const { page } = await firstPage([
      { keys: [PAYER!, ME!], pre: [SOL, 0], post: [0, SOL], meta: null },
      { keys: [PAYER!, ME!], pre: [SOL, 0], post: [SOL - 5000, 0], err: { InstructionError: [0, 'Custom'] } },
    ])
    expect(
      page.data.map((t) => [t.transfers, t.metadata.operationType, t.metadata.sentFrom, t.metadata.sentTo]),
    ).toEqual([
      [[], 'execute', PAYER!.toBase58(), ''],
      [[], 'execute', PAYER!.toBase58(), ''],
    ])
    expect(page.data[1]!.metadata.status).toBe('failed')
  })

  it("takes the transaction's block time and error before the signature's", async () => {
    const { page } = await firstPage(
      [
        {
          keys: [PAYER!, ME!],
          pre: [SOL, 0],
          post: [SOL - 5000, 0],
          err: { InstructionError: [0, 'Custom'] },
          blockTime: 1_700_000_000,
        },
      ],
      { infoErr: null, infoBlockTime: 1_600_000_000 },
    )
    expect(page.data[0]!.metadata).toMatchObject({
      status: 'failed',
      minedAt: new Date(1_700_000_000_000).toISOString(),
    })
  })
})

describe('Solana history: what a page asks', () => {
  it('asks no transactions for an empty page, and asks for versioned ones at confirmed otherwise', async () => {
    const empty = await firstPage([])
    expect(empty.page.data).toEqual([])
    expect(empty.connection.getParsedTransactions).not.toHaveBeenCalled()
    const one = await firstPage([{ keys: [PAYER!, ME!], pre: [SOL, 0], post: [SOL - 5000, 0] }])
    expect(one.connection.getParsedTransactions).toHaveBeenCalledWith(['sig0'], {
      maxSupportedTransactionVersion: 0,
      commitment: 'confirmed',
    })
  })

  it('a later page reads only the token accounts its first page had', async () => {
    const txs = Array.from({ length: 8 }, () => ({ keys: [PAYER!, ME!], pre: [SOL, 0], post: [SOL - 5000, 0] }))
    const first = 'TokenAccount1111111111111111111111111111111'
    const opened = 'TokenAccount2222222222222222222222222222222'
    const connection = connectionWith(txs, { tokenAccounts: [[first], [first, opened]] })
    const source = createSolanaHistorySource({
      rpcUrl: 'http://unused',
      caipNetworkId: CAIP,
      connection: connection as unknown as Connection,
    })
    const page = await source.fetchPage({ address: me, caipNetworkId: CAIP, pageSize: 3 })
    expect(page.next).toBeDefined()
    connection.getSignaturesForAddress.mockClear()
    await source.fetchPage({ address: me, caipNetworkId: CAIP, pageSize: 3, cursor: page.next! })
    const asked = connection.getSignaturesForAddress.mock.calls.map(([address]) => address.toBase58())
    expect(asked).not.toContain(opened)
  })
})
