/**
 * EVM history from a Blockscout explorer's REST API v2 (`/api/v2/addresses/{address}/transactions`,
 * `/api/v2/transactions/{hash}/token-transfers`). docs/contributing/architecture.md "Data sources": an indexer adapter.
 */
import * as v from 'valibot'
import { formatAmount } from '../../../core/amount.js'
import type { CaipNetworkId } from '../../../core/caip.js'
import { WalletModalError } from '../../../core/errors.js'
import { createHttpClient, type QueryParams } from '../../../core/http.js'
import type { HistoryStream, StreamItem } from '../../historyMerge.js'
import {
  assertSameNetwork,
  type HistorySource,
  type OperationType,
  type Transaction,
  type TransactionStatus,
  type TransactionTransfer,
  type TransferDirection,
} from '../../../core/history.js'

/** Options of {@link createBlockscoutSource}. */
export interface BlockscoutSourceOptions {
  /** The explorer's root, e.g. 'https://eth.blockscout.com' (paths '/api/v2/…' are appended). */
  baseUrl: string
  /** The network it indexes, e.g. 'eip155:1'. */
  caipNetworkId: CaipNetworkId
  /** For tests and custom transports; default the global fetch. */
  fetch?: typeof fetch
  /** Name, symbol and decimals of the native coin; default Ether / ETH / 18. */
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

const addressParam = v.object({ hash: v.string() })
const decimalText = v.pipe(v.string(), v.regex(/^\d+$/))

const tokenInfo = v.object({
  // v2 answers `address_hash` (older instances `address`).
  address_hash: v.optional(v.string()),
  address: v.optional(v.string()),
  name: v.nullish(v.string()),
  symbol: v.nullish(v.string()),
  decimals: v.nullish(decimalText),
  type: v.string(),
  icon_url: v.nullish(v.string()),
  exchange_rate: v.nullish(v.string()),
  reputation: v.nullish(v.string()),
})

/** One item of `/token-transfers` (and of a transaction's embedded `token_transfers`). */
export const tokenTransfer = v.object({
  type: v.optional(v.string()),
  from: addressParam,
  to: addressParam,
  token: v.nullable(tokenInfo),
  total: v.nullable(
    v.object({
      decimals: v.nullish(decimalText),
      value: v.nullish(decimalText),
      token_id: v.nullish(v.string()),
      token_instance: v.nullish(v.object({ image_url: v.nullish(v.string()) })),
    }),
  ),
})

const transaction = v.object({
  hash: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/)),
  block_number: v.nullish(v.pipe(v.number(), v.integer())),
  position: v.nullish(v.pipe(v.number(), v.integer())),
  from: addressParam,
  to: v.nullable(addressParam),
  created_contract: v.nullish(addressParam),
  value: decimalText,
  status: v.nullish(v.picklist(['ok', 'error'])),
  timestamp: v.nullable(v.string()),
  method: v.nullish(v.string()),
  exchange_rate: v.nullish(v.string()),
  transaction_types: v.optional(v.array(v.string())),
  tx_types: v.optional(v.array(v.string())),
  token_transfers: v.nullish(v.array(tokenTransfer)),
  token_transfers_overflow: v.nullish(v.boolean()),
})

export const nextPageParams = v.nullable(v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()])))

/** `GET /api/v2/addresses/{address}/transactions`: 50 items, newest first, and the keyset of the next page. */
const blockscoutTransactionsAnswer = v.object({ items: v.array(transaction), next_page_params: nextPageParams })

/** `GET /api/v2/transactions/{hash}/token-transfers`. */
const blockscoutTokenTransfersAnswer = v.object({ items: v.array(tokenTransfer), next_page_params: nextPageParams })

type BlockscoutTransaction = v.InferOutput<typeof transaction>
export type BlockscoutTokenTransfer = v.InferOutput<typeof tokenTransfer>

const same = (a: string | undefined, b: string): boolean => a?.toLowerCase() === b.toLowerCase()

function directionOf(from: string, to: string | undefined, account: string): TransferDirection | undefined {
  if (same(from, account) && same(to, account)) return 'self'
  if (same(from, account)) return 'out'
  if (same(to, account)) return 'in'
  return undefined
}

/** `next_page_params` → cursor: its entries as a query string ('block_number=…&index=…&items_count=50'). */
export function blockscoutCursor(params: v.InferOutput<typeof nextPageParams>): string | undefined {
  if (!params) return undefined
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== null) query.append(key, String(value))
  return query.toString() || undefined
}

function usdValue(numeric: string, rate: string | null | undefined): number | undefined {
  const value = Number(numeric) * Number(rate)
  return rate && Number.isFinite(value) ? value : undefined
}

/** The account's transfer of one Blockscout token-transfer item, or undefined when it is not a party. */
export function tokenTransferOf(item: BlockscoutTokenTransfer, account: string): TransactionTransfer | undefined {
  const direction = directionOf(item.from.hash, item.to.hash, account)
  const token = item.token
  if (!direction || !token) return undefined
  const total = item.total ?? {}
  const decimals = Number(total.decimals ?? token.decimals ?? 0)
  const numeric = total.value ? formatAmount(BigInt(total.value), decimals) : '1'
  if (token.type === 'ERC-20') {
    const name = token.name ?? token.symbol ?? token.address_hash ?? token.address ?? ''
    const value = usdValue(numeric, token.exchange_rate)
    return {
      direction,
      quantity: { numeric, decimals },
      ...(value === undefined ? {} : { value }),
      fungible_info: { name, symbol: token.symbol ?? '', ...(token.icon_url ? { icon: { url: token.icon_url } } : {}) },
    }
  }
  const preview = total.token_instance?.image_url
  return {
    direction,
    quantity: { numeric },
    nft_info: {
      name: `${token.name ?? token.symbol ?? 'NFT'}${total.token_id ? ` #${total.token_id}` : ''}`,
      flags: { is_spam: token.reputation === 'scam' },
      ...(preview ? { content: { preview: { url: preview } } } : {}),
    },
  }
}

function statusOf(tx: BlockscoutTransaction): TransactionStatus {
  if (tx.status === 'ok') return 'confirmed'
  if (tx.status === 'error') return 'failed'
  return 'pending'
}

function operationTypeOf(
  tx: BlockscoutTransaction,
  tokenItems: BlockscoutTokenTransfer[],
  transfers: TransactionTransfer[],
  account: string,
): OperationType {
  if (tx.method === 'approve') return 'approve'
  if (tokenItems.length > 0 && tokenItems.every((t) => t.type === 'token_minting')) return 'mint'
  if (tokenItems.length > 0 && tokenItems.every((t) => t.type === 'token_burning')) return 'burn'
  const directions = new Set(transfers.map((t) => t.direction))
  if (directions.size === 1 && directions.has('out')) return 'send'
  if (directions.size === 1 && directions.has('in')) return 'receive'
  if (directions.has('in') && directions.has('out')) return 'trade'
  if (transfers.length === 0 && !tx.method && tx.to) {
    if (same(tx.from.hash, account)) return 'send'
    if (same(tx.to.hash, account)) return 'receive'
  }
  return 'execute'
}

/**
 * A {@link HistorySource} over a Blockscout v2 API:
 * - a page is `GET {baseUrl}/api/v2/addresses/{address}/transactions` (Blockscout's fixed 50
 *   items, newest first; `pageSize` is not sent — the API has no such parameter), plus the query
 *   of the cursor;
 * - the native `value` (wei, decimal text) becomes a transfer in the native currency, its USD
 *   `value` from the answer's `exchange_rate`; ERC-20 token transfers become fungible transfers
 *   (`total.value` in base units, `total.decimals`), ERC-721/1155/404 ones NFT transfers
 *   (`flags.is_spam` when the token's `reputation` is 'scam'). Token transfers come embedded in
 *   the item; when they are missing (null) or cut (`token_transfers_overflow`) for a transaction
 *   of type token_transfer, the first page of `GET /api/v2/transactions/{hash}/token-transfers`
 *   is read. A failed transaction has no transfers;
 * - `status`: 'ok' → 'confirmed', 'error' → 'failed', none → 'pending' (`minedAt` now when it
 *   has no timestamp yet); `operationType`: 'approve' (method approve), 'mint'/'burn' (every
 *   token transfer a minting/burning), 'send', 'receive', 'trade' (both ways), else 'execute';
 * - cursor: `next_page_params` as a query string; `next` undefined when it is null.
 * Known gap: the endpoint lists transactions the address sent, received or created; a token
 * sent to it by a contract call of someone else is only in `/addresses/{address}/token-transfers`.
 * @throws WalletModalError 'Invalid Blockscout answer from <url>: <the schema issues (valibot's summarize)>' (code
 *   'INVALID_RESPONSE') for a malformed answer; HttpError 'HTTP status code: N' (after core/http's
 *   retries); Error 'Blockscout serves <id>, not <asked>'.
 */
export function createBlockscoutSource(options: BlockscoutSourceOptions): HistorySource {
  return createBlockscoutParts(options).source
}

/** The source, its stream and its validated GET, sharing one HTTP client. */
export function createBlockscoutParts(options: BlockscoutSourceOptions) {
  const http = createHttpClient({ baseUrl: options.baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) })
  const native = options.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }

  async function get<T extends v.GenericSchema>(
    schema: T,
    path: string,
    params?: QueryParams,
  ): Promise<v.InferOutput<T>> {
    const parsed = v.safeParse(schema, await http.get<unknown>(path, params))
    if (parsed.success) return parsed.output
    throw new WalletModalError(
      `Invalid Blockscout answer from ${options.baseUrl}/${path}: ${v.summarize(parsed.issues)}`,
      {
        code: 'INVALID_RESPONSE',
        cause: new v.ValiError(parsed.issues),
      },
    )
  }

  async function tokenItemsOf(tx: BlockscoutTransaction): Promise<BlockscoutTokenTransfer[]> {
    const types = tx.transaction_types ?? tx.tx_types ?? []
    const complete = tx.token_transfers && !tx.token_transfers_overflow
    if (complete || !types.includes('token_transfer')) return tx.token_transfers ?? []
    return (await get(blockscoutTokenTransfersAnswer, `api/v2/transactions/${tx.hash}/token-transfers`)).items
  }

  async function toTransaction(tx: BlockscoutTransaction, account: string): Promise<Transaction> {
    const status = statusOf(tx)
    const tokenItems = status === 'failed' ? [] : await tokenItemsOf(tx)
    const transfers: TransactionTransfer[] = []
    const nativeDirection = directionOf(tx.from.hash, tx.to?.hash, account)
    if (status !== 'failed' && tx.value !== '0' && nativeDirection) {
      const numeric = formatAmount(BigInt(tx.value), native.decimals)
      const value = usdValue(numeric, tx.exchange_rate)
      transfers.push({
        direction: nativeDirection,
        quantity: { numeric, decimals: native.decimals },
        ...(value === undefined ? {} : { value }),
        fungible_info: { name: native.name, symbol: native.symbol },
      })
    }
    const moves = tokenItems.map((item) => ({ item, transfer: tokenTransferOf(item, account) }))
    for (const { transfer } of moves) if (transfer) transfers.push(transfer)
    const firstMove = tx.value === '0' ? moves.find((m) => m.transfer)?.item : undefined
    return {
      id: tx.hash,
      metadata: {
        minedAt: (tx.timestamp ? new Date(tx.timestamp) : new Date()).toISOString(),
        chain: options.caipNetworkId,
        operationType: operationTypeOf(tx, tokenItems, transfers, account),
        status,
        sentFrom: firstMove?.from.hash ?? tx.from.hash,
        sentTo: firstMove?.to.hash ?? tx.to?.hash ?? tx.created_contract?.hash ?? '',
        hash: tx.hash,
      },
      transfers,
    }
  }

  const source: HistorySource = {
    async fetchPage({ address, caipNetworkId, cursor }) {
      assertSameNetwork('Blockscout', options.caipNetworkId, caipNetworkId)
      const page = await stream(address).fetch(cursor)
      const data = page.items.map((item) => item.value)
      return page.next === undefined ? { data } : { data, next: page.next }
    },
  }

  function stream(address: string): HistoryStream<Transaction> {
    return {
      async fetch(cursor) {
        const params: QueryParams = cursor ? Object.fromEntries(new URLSearchParams(cursor)) : {}
        const answer = await get(blockscoutTransactionsAnswer, `api/v2/addresses/${address}/transactions`, params)
        const next = blockscoutCursor(answer.next_page_params)
        const items = await Promise.all(
          answer.items.map(
            async (tx, i): Promise<StreamItem<Transaction>> => ({
              id: tx.hash,
              // A pending transaction (no block yet) is the newest there is.
              block: tx.block_number ?? Number.MAX_SAFE_INTEGER,
              ...(tx.position == null ? {} : { index: tx.position }),
              // Blockscout pages by (block_number, index): the keyset after any item is its own.
              cursorAfter:
                i === answer.items.length - 1 && next ? next : keysetAfter(tx.block_number, tx.position, cursor),
              value: await toTransaction(tx, address),
            }),
          ),
        )
        const mined = answer.items.flatMap((tx) => (tx.block_number == null ? [] : [tx.block_number]))
        const completeAbove =
          next === undefined ? -Infinity : mined.length ? Math.min(...mined) : Number.MAX_SAFE_INTEGER
        return next === undefined ? { items, completeAbove } : { items, next, completeAbove }
      },
    }
  }

  return { source, stream, get, native }
}

/**
 * The keyset cursor that continues after an item at `block_number` / `index` (Blockscout's
 * `next_page_params` shape); a pending item (no block) has none, so the page is read again from `cursor`.
 */
export function keysetAfter(
  blockNumber: number | null | undefined,
  index: number | null | undefined,
  cursor: string | undefined,
): string {
  if (blockNumber == null || index == null) return cursor ?? ''
  return new URLSearchParams({ block_number: String(blockNumber), index: String(index), items_count: '50' }).toString()
}

/** The same transactions as a {@link HistoryStream} per account (for merging with its token transfers). */
export function blockscoutStreamOf(options: BlockscoutSourceOptions): (account: string) => HistoryStream<Transaction> {
  return createBlockscoutParts(options).stream
}
