/**
 * The account's token transfers from Blockscout's `/api/v2/addresses/{address}/token-transfers`: the
 * indexer's answer to what its transaction list misses (a token sent to the account by a
 * transaction of someone else). A stream for historyMerge.ts, next to the transaction list.
 */
import * as v from 'valibot'
import type { Transaction } from '../../../core/history.js'
import type { HistoryStream, StreamItem } from '../../historyMerge.js'
import {
  blockscoutCursor,
  createBlockscoutParts,
  keysetAfter,
  nextPageParams,
  tokenTransfer,
  tokenTransferOf,
  type BlockscoutSourceOptions,
  type BlockscoutTokenTransfer,
} from './blockscout.js'
import { operationTypeOfTransfers } from './erc20Transfers.js'

const addressTokenTransfer = v.object({
  ...tokenTransfer.entries,
  transaction_hash: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/)),
  block_number: v.pipe(v.number(), v.integer()),
  log_index: v.pipe(v.number(), v.integer()),
  timestamp: v.nullish(v.string()),
})
type AddressTokenTransfer = v.InferOutput<typeof addressTokenTransfer>

/** `GET /api/v2/addresses/{address}/token-transfers`: newest first, keyset by block and log index. */
const tokenTransfersAnswer = v.object({ items: v.array(addressTokenTransfer), next_page_params: nextPageParams })

/**
 * The account's token transfers as a stream of transactions (the transfers of one transaction hash
 * together: 'receive', 'send' or 'trade' by direction, 'mint' / 'burn' when all are mintings /
 * burnings), newest first. A transaction cut by the end of a page is left to the next page, so its
 * transfers stay together. Cursors are Blockscout's keysets (`block_number=…&index=<log index>`).
 * @throws WalletModalError 'Invalid Blockscout answer from <url>: …'; HttpError 'HTTP status code: N'.
 */
export function blockscoutTokenTransferStreamOf(
  options: BlockscoutSourceOptions,
): (account: string) => HistoryStream<Transaction> {
  const { get } = createBlockscoutParts(options)
  return (account) => ({
    async fetch(cursor) {
      const params = cursor ? Object.fromEntries(new URLSearchParams(cursor)) : {}
      const answer = await get(tokenTransfersAnswer, `api/v2/addresses/${account}/token-transfers`, params)
      let rows = answer.items
      let next = blockscoutCursor(answer.next_page_params)
      const last = rows.at(-1)
      const whole = rows.filter((row) => row.transaction_hash !== last?.transaction_hash)
      if (next && last && whole.length > 0) {
        // The last transaction may go on on the next page: read it whole from there.
        const before = whole.at(-1)!
        next = keysetAfter(before.block_number, before.log_index, cursor)
        rows = whole
      }
      const groups = new Map<string, AddressTokenTransfer[]>()
      for (const row of rows) groups.set(row.transaction_hash, [...(groups.get(row.transaction_hash) ?? []), row])
      const items = [...groups.values()].map((group) =>
        toItem(group, account, group === [...groups.values()].at(-1) ? next : undefined, cursor),
      )
      const completeAbove = next === undefined ? -Infinity : Math.min(...rows.map((row) => row.block_number))
      return next === undefined ? { items, completeAbove } : { items, next, completeAbove }
    },
  })

  function toItem(
    group: AddressTokenTransfer[],
    account: string,
    pageNext: string | undefined,
    cursor: string | undefined,
  ): StreamItem<Transaction> {
    const first = group[0]!
    const lastRow = group.at(-1)!
    const moves = group.flatMap((row) => {
      const transfer = tokenTransferOf(row as BlockscoutTokenTransfer, account)
      return transfer ? [{ row, transfer }] : []
    })
    const transfers = moves.map((m) => m.transfer)
    const kinds = new Set(group.map((row) => row.type))
    const operationType =
      kinds.size === 1 && kinds.has('token_minting')
        ? 'mint'
        : kinds.size === 1 && kinds.has('token_burning')
          ? 'burn'
          : (operationTypeOfTransfers(transfers) ?? 'execute')
    return {
      id: first.transaction_hash,
      block: first.block_number,
      cursorAfter: pageNext ?? keysetAfter(lastRow.block_number, lastRow.log_index, cursor),
      value: {
        id: first.transaction_hash,
        metadata: {
          minedAt: (first.timestamp ? new Date(first.timestamp) : new Date()).toISOString(),
          chain: options.caipNetworkId,
          operationType,
          status: 'confirmed',
          sentFrom: moves[0]?.row.from.hash ?? first.from.hash,
          sentTo: moves[0]?.row.to.hash ?? first.to.hash,
          hash: first.transaction_hash,
        },
        transfers,
      },
    }
  }
}
