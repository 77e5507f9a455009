/**
 * EVM history from a node that serves Otterscan's `ots_searchTransactionsBefore` (anvil, Erigon):
 * no indexer needed. docs/contributing/architecture.md "Data sources".
 */
import { getAddress, type Hex } from 'viem'
import * as v from 'valibot'
import { formatAmount } from '../../../core/amount.js'
import type { CaipNetworkId } from '../../../core/caip.js'
import { WalletModalError } from '../../../core/errors.js'
import {
  assertSameNetwork,
  type HistorySource,
  type OperationType,
  type Transaction,
  type TransactionTransfer,
} from '../../../core/history.js'
import type { HistoryStream, StreamItem } from '../../historyMerge.js'
import { directionOf, operationTypeOfTransfers, sameAddress, tokenMoves, type HistoryToken } from './erc20Transfers.js'
import { createJsonRpcCaller, readBlockTimestamp, rpcQuantity } from './jsonRpc.js'

export { ERC20_TRANSFER_TOPIC } from './erc20Transfers.js'

/** Selector of ERC20 `approve(address,uint256)`. */
const APPROVE_SELECTOR = '0x095ea7b3'

/** An ERC20 token whose Transfer logs become transfers; `decimals` of its base units. */
export type OtterscanToken = HistoryToken

/** Options of {@link createOtterscanSource}. */
export interface OtterscanSourceOptions {
  /** JSON-RPC URL of a node with the `ots_` namespace, e.g. anvil's `http://127.0.0.1:8545`. */
  rpcUrl: string
  /** The network of that node, e.g. 'eip155:31337'. */
  caipNetworkId: CaipNetworkId
  /** The native currency (ETH: 18 decimals). */
  nativeCurrency: { symbol: string; decimals: number; name: string }
  /** Tokens to recognise in receipts; Transfer logs of other contracts are ignored. */
  tokens: OtterscanToken[]
  fetch?: typeof fetch
}

const hexData = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/))
const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/))

const otsTransaction = v.object({
  hash: hexData,
  from: address,
  to: v.nullish(address),
  value: rpcQuantity,
  input: v.optional(hexData),
  blockNumber: rpcQuantity,
  transactionIndex: v.nullish(rpcQuantity),
  blockTimestamp: v.optional(rpcQuantity),
})

const otsReceipt = v.object({
  transactionHash: hexData,
  status: v.optional(rpcQuantity),
  contractAddress: v.nullish(address),
  logs: v.array(v.object({ address, topics: v.array(hexData), data: hexData })),
  timestamp: v.optional(rpcQuantity),
})

/**
 * The answer of `ots_searchTransactionsBefore(address, blockNumber, pageSize)`:
 * `{ txs, receipts, firstPage, lastPage }` — `txs` are eth_getTransactionByHash objects (anvil adds
 * `blockTimestamp`), newest first; `receipts` are eth_getTransactionReceipt objects plus the block
 * `timestamp`; `firstPage` when the search started at the chain head, `lastPage` when it reached
 * the first block. Pages hold whole blocks, so they may exceed `pageSize`.
 */
const otsSearchAnswer = v.object({
  txs: v.array(otsTransaction),
  receipts: v.array(otsReceipt),
  firstPage: v.boolean(),
  lastPage: v.boolean(),
})

type OtsTransaction = v.InferOutput<typeof otsTransaction>

function operationTypeOf(tx: OtsTransaction, transfers: TransactionTransfer[], account: string): OperationType {
  if (tx.input?.toLowerCase().startsWith(APPROVE_SELECTOR)) return 'approve'
  const byDirection = operationTypeOfTransfers(transfers)
  if (byDirection) return byDirection
  if (transfers.length === 0 && (tx.input ?? '0x') === '0x' && tx.to) {
    // A plain value transfer that moved nothing (failed): still a send or a receive.
    if (sameAddress(tx.from, account)) return 'send'
    if (sameAddress(tx.to, account)) return 'receive'
  }
  return 'execute'
}

/**
 * A {@link HistorySource} over `ots_searchTransactionsBefore`:
 * - each transaction becomes one Transaction (`id` = `hash` = the tx hash, `chain` = caipNetworkId);
 * - its native `value` (wei) becomes a transfer in `nativeCurrency` (direction from/to the account),
 *   and each ERC20 Transfer log of a known token that involves the account becomes a transfer
 *   with the amount in whole tokens (exact decimal text, `decimals` from the token list);
 *   a failed (reverted) transaction moved nothing and has no transfers;
 * - `status`: receipt status 1 → 'confirmed', 0 → 'failed'; `minedAt`: the receipt's `timestamp`
 *   (else the tx's `blockTimestamp`, else `eth_getBlockByNumber`), as ISO;
 * - `operationType`: 'approve' for an ERC20 approve call, 'send' when all transfers go out,
 *   'receive' when all come in, 'trade' when some go out and some come in, else 'execute'; `sentFrom`/`sentTo`: the tx's from/to (the
 *   contract created for a deployment), or the parties of the first token transfer when no
 *   native value moved;
 * - cursor: the oldest block number of the page, as decimal text; the next page searches before
 *   it (exclusive — transactions of that block or newer are dropped should a node include it);
 *   `next` is undefined once the node reports `lastPage`.
 * Known gap of the method itself: it finds transactions by call traces, so an ERC20 transfer *to*
 * the account sent by someone else (the account is only a log topic) is not listed.
 * @throws WalletModalError 'Invalid ots_searchTransactionsBefore answer from <url>: <the schema issues (valibot's summarize)>'
 *   (code 'INVALID_RESPONSE') for a malformed answer; 'ots_searchTransactionsBefore failed: <node
 *   message>' (the node's code, e.g. -32601 when it lacks the ots namespace); Error
 *   'Invalid Otterscan cursor "<cursor>"'; Error 'Otterscan serves <id>, not <asked>'.
 */
export function createOtterscanSource(options: OtterscanSourceOptions): HistorySource {
  const stream = otterscanStreamOf(options)
  return {
    async fetchPage({ address, caipNetworkId, cursor, pageSize }) {
      assertSameNetwork('Otterscan', options.caipNetworkId, caipNetworkId)
      const page = await stream(address, pageSize).fetch(cursor)
      const data = page.items.map((item) => item.value)
      return page.next === undefined ? { data } : { data, next: page.next }
    },
  }
}

/**
 * The same transactions as a {@link HistoryStream} per account (for merging with other streams):
 * items carry their block and index, and resume before their block; a page is complete above its
 * oldest block less one (Otterscan answers whole blocks).
 */
export function otterscanStreamOf(
  options: OtterscanSourceOptions,
): (account: string, pageSize: number) => HistoryStream<Transaction> {
  const call = createJsonRpcCaller({ rpcUrl: options.rpcUrl, ...(options.fetch ? { fetch: options.fetch } : {}) })
  const tokens = new Map(options.tokens.map((t) => [t.address.toLowerCase(), t]))

  async function search(
    account: string,
    before: number,
    pageSize: number,
  ): Promise<v.InferOutput<typeof otsSearchAnswer>> {
    const raw = await call('ots_searchTransactionsBefore', [account, before, pageSize])
    const parsed = v.safeParse(otsSearchAnswer, raw)
    if (!parsed.success) {
      throw new WalletModalError(
        `Invalid ots_searchTransactionsBefore answer from ${options.rpcUrl}: ${v.summarize(parsed.issues)}`,
        {
          code: 'INVALID_RESPONSE',
          cause: new v.ValiError(parsed.issues),
        },
      )
    }
    return parsed.output
  }

  return (account, pageSize) => ({
    async fetch(cursor) {
      if (cursor !== undefined && !/^[1-9]\d*$/.test(cursor)) throw new Error(`Invalid Otterscan cursor "${cursor}"`)
      const cursorBlock = cursor === undefined ? undefined : BigInt(cursor)
      let before = cursorBlock === undefined ? 0 : Number(cursorBlock)
      let answer = await search(account, before, pageSize)
      let txs = answer.txs.filter((tx) => cursorBlock === undefined || tx.blockNumber < cursorBlock)
      if (txs.length === 0 && !answer.lastPage && before > 1) {
        // A node that searches "before" inclusively answered with the cursor block only.
        before -= 1
        answer = await search(account, before, pageSize)
        txs = answer.txs.filter((tx) => cursorBlock === undefined || tx.blockNumber < cursorBlock)
      }
      const receipts = new Map(answer.receipts.map((r) => [r.transactionHash.toLowerCase(), r]))
      const timestamps = new Map<bigint, bigint>()

      const items: StreamItem<Transaction>[] = []
      for (const tx of txs) {
        const receipt = receipts.get(tx.hash.toLowerCase())
        if (!receipt)
          throw new WalletModalError(
            `Invalid ots_searchTransactionsBefore answer from ${options.rpcUrl}: no receipt for ${tx.hash}`,
            { code: 'INVALID_RESPONSE' },
          )
        const failed = receipt.status === 0n
        const transfers: TransactionTransfer[] = []
        const nativeDirection = directionOf(tx.from, tx.to, account)
        if (!failed && tx.value > 0n && nativeDirection) {
          const { decimals, name, symbol } = options.nativeCurrency
          transfers.push({
            direction: nativeDirection,
            quantity: { numeric: formatAmount(tx.value, decimals), decimals },
            fungible_info: { name, symbol },
          })
        }
        const moves = failed ? [] : tokenMoves(receipt.logs, account, tokens)
        transfers.push(...moves.map((m) => m.transfer))
        const firstMove = tx.value === 0n ? moves[0] : undefined
        let seconds = receipt.timestamp ?? tx.blockTimestamp ?? timestamps.get(tx.blockNumber)
        if (seconds === undefined) {
          seconds = await readBlockTimestamp(call, options.rpcUrl, tx.blockNumber)
          timestamps.set(tx.blockNumber, seconds)
        }
        const transaction: Transaction = {
          id: tx.hash,
          metadata: {
            minedAt: new Date(Number(seconds) * 1000).toISOString(),
            chain: options.caipNetworkId,
            operationType: operationTypeOf(tx, transfers, account),
            status: failed ? 'failed' : 'confirmed',
            sentFrom: firstMove?.from ?? getAddress(tx.from),
            sentTo:
              firstMove?.to ??
              ((tx.to ?? receipt.contractAddress) ? getAddress((tx.to ?? receipt.contractAddress) as Hex) : ''),
            hash: tx.hash,
          },
          transfers,
        }
        const block = Number(tx.blockNumber)
        items.push({
          id: tx.hash,
          block,
          ...(tx.transactionIndex == null ? {} : { index: Number(tx.transactionIndex) }),
          cursorAfter: String(block),
          value: transaction,
        })
      }
      const oldest = txs.reduce<bigint | undefined>(
        (min, tx) => (min === undefined || tx.blockNumber < min ? tx.blockNumber : min),
        undefined,
      )
      const next = answer.lastPage || oldest === undefined ? undefined : oldest.toString()
      // Whole blocks: everything from the oldest block up is here. A page with no transaction (but
      // not the last) covered at least the blocks at and above its cursor.
      const completeAbove = next === undefined ? -Infinity : Number(oldest ?? BigInt(before)) - 1
      return next === undefined ? { items, completeAbove } : { items, next, completeAbove }
    },
  })
}
