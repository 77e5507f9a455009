/**
 * ERC20 transfers to and from an account from `eth_getLogs` (Transfer events of the known tokens,
 * the account as `from` or as `to` topic): what Otterscan's trace search misses, a token sent to the
 * account by someone else. A stream for historyMerge.ts, scanned from the chain head down in windows.
 */
import * as v from 'valibot'
import type { CaipNetworkId } from '../../../core/caip.js'
import { WalletModalError } from '../../../core/errors.js'
import type { Transaction } from '../../../core/history.js'
import type { HistoryStream, StreamItem } from '../../historyMerge.js'
import {
  addressTopic,
  ERC20_TRANSFER_TOPIC,
  operationTypeOfTransfers,
  tokenMoves,
  type HistoryToken,
} from './erc20Transfers.js'
import { createJsonRpcCaller, readBlockTimestamp } from './jsonRpc.js'

/** Blocks one eth_getLogs query spans; nodes and providers cap ranges (often at 10,000 or fewer). */
export const LOG_WINDOW_BLOCKS = 5_000

/** Windows scanned for one page at most (a quiet account scans on at the next page). */
export const LOG_WINDOWS_PER_PAGE = 4

/** Options of {@link transferLogStreamOf}. */
export interface TransferLogStreamOptions {
  /** JSON-RPC URL of the network's node. */
  rpcUrl: string
  caipNetworkId: CaipNetworkId
  /** The tokens whose Transfer logs count (others, spam included, are never asked for). */
  tokens: HistoryToken[]
  /** Blocks per eth_getLogs query; default {@link LOG_WINDOW_BLOCKS}. */
  windowBlocks?: number
  fetch?: typeof fetch
}

const hex = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/))
const quantity = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]+$/),
  v.transform((q) => Number.parseInt(q, 16)),
)
const logSchema = v.object({
  address: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)),
  topics: v.array(hex),
  data: hex,
  blockNumber: quantity,
  transactionHash: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/)),
  transactionIndex: quantity,
  logIndex: quantity,
  removed: v.optional(v.boolean()),
})
type Log = v.InferOutput<typeof logSchema>

/**
 * A stream of the account's ERC20 transfers, one transaction per transaction hash (its logs'
 * transfers together), newest first. Its cursor is the block the next scan stops below (exclusive),
 * decimal text; the first page starts at `eth_blockNumber`. Each page scans windows of
 * `windowBlocks` blocks down until it holds `pageSize` transactions, reached block 0 or scanned
 * {@link LOG_WINDOWS_PER_PAGE} windows, and is complete above the lowest block it scanned. A
 * transaction is 'receive', 'send' or 'trade' by its transfers' directions, 'confirmed' (logs only
 * exist for successful transactions), timed by its block.
 * @throws WalletModalError 'Invalid eth_getLogs answer from <url>' (code 'INVALID_RESPONSE'); Error
 *   'Invalid log cursor "<cursor>"'; the node's errors through core/http.
 */
export function transferLogStreamOf(
  options: TransferLogStreamOptions,
): (account: string, pageSize: number) => HistoryStream<Transaction> {
  const call = createJsonRpcCaller({ rpcUrl: options.rpcUrl, ...(options.fetch ? { fetch: options.fetch } : {}) })
  const tokens = new Map(options.tokens.map((t) => [t.address.toLowerCase(), t]))
  const windowBlocks = options.windowBlocks ?? LOG_WINDOW_BLOCKS
  const timestamps = new Map<number, number>()

  async function logs(from: number, to: number, topics: (string | null)[]): Promise<Log[]> {
    const raw = await call('eth_getLogs', [
      { fromBlock: `0x${from.toString(16)}`, toBlock: `0x${to.toString(16)}`, address: [...tokens.keys()], topics },
    ])
    const parsed = v.safeParse(v.array(logSchema), raw)
    if (!parsed.success)
      throw new WalletModalError(`Invalid eth_getLogs answer from ${options.rpcUrl}`, {
        code: 'INVALID_RESPONSE',
        cause: new v.ValiError(parsed.issues),
      })
    return parsed.output.filter((log) => !log.removed)
  }

  async function timestampOf(block: number): Promise<number> {
    const known = timestamps.get(block)
    if (known !== undefined) return known
    const seconds = Number(await readBlockTimestamp(call, options.rpcUrl, block))
    timestamps.set(block, seconds)
    return seconds
  }

  async function toItem(account: string, group: Log[]): Promise<StreamItem<Transaction>> {
    const [first] = group as [Log, ...Log[]]
    const moves = tokenMoves(group, account, tokens)
    const transfers = moves.map((m) => m.transfer)
    const seconds = await timestampOf(first.blockNumber)
    return {
      id: first.transactionHash,
      block: first.blockNumber,
      index: first.transactionIndex,
      cursorAfter: String(first.blockNumber),
      value: {
        id: first.transactionHash,
        metadata: {
          minedAt: new Date(seconds * 1000).toISOString(),
          chain: options.caipNetworkId,
          operationType: operationTypeOfTransfers(transfers) ?? 'execute',
          status: 'confirmed',
          sentFrom: moves[0]?.from ?? '',
          sentTo: moves[0]?.to ?? '',
          hash: first.transactionHash,
        },
        transfers,
      },
    }
  }

  return (account, pageSize) => ({
    async fetch(cursor) {
      if (tokens.size === 0) return { items: [], completeAbove: -Infinity }
      if (cursor !== undefined && !/^\d+$/.test(cursor)) throw new Error(`Invalid log cursor "${cursor}"`)
      let below =
        cursor === undefined ? Number.parseInt(String(await call('eth_blockNumber', [])), 16) + 1 : Number(cursor)
      const topic = addressTopic(account)
      const found = new Map<string, Log[]>()
      for (let window = 0; window < LOG_WINDOWS_PER_PAGE && below > 0 && found.size < pageSize; window++) {
        const to = below - 1
        const from = Math.max(0, to - windowBlocks + 1)
        const [sent, received] = await Promise.all([
          logs(from, to, [ERC20_TRANSFER_TOPIC, topic]),
          logs(from, to, [ERC20_TRANSFER_TOPIC, null, topic]),
        ])
        // A transfer to oneself is in both answers: once by transaction and log index.
        const unique = new Map([...sent, ...received].map((log) => [`${log.transactionHash}:${log.logIndex}`, log]))
        for (const log of [...unique.values()].sort((a, b) => a.logIndex - b.logIndex)) {
          const group = found.get(log.transactionHash) ?? []
          group.push(log)
          found.set(log.transactionHash, group)
        }
        below = from
      }
      const items = await Promise.all([...found.values()].map((group) => toItem(account, group)))
      items.sort((a, b) => b.block - a.block || (b.index ?? 0) - (a.index ?? 0))
      const withTransfers = items.filter((item) => item.value.transfers.length > 0)
      return below > 0
        ? { items: withTransfers, next: String(below), completeAbove: below - 1 }
        : { items: withTransfers, completeAbove: -Infinity }
    },
  })
}
