/**
 * Solana history from plain RPC: getSignaturesForAddress + getTransaction (jsonParsed, batched
 * through web3.js `getParsedTransactions`). docs/contributing/architecture.md "Data sources".
 */
import {
  PublicKey,
  type ConfirmedSignatureInfo,
  type Connection,
  type ParsedTransactionWithMeta,
  type TokenBalance,
} from '@solana/web3.js'
import { createSolanaConnection } from './connection.js'
import { formatAmount } from '../../core/amount.js'
import type { CaipNetworkId } from '../../core/caip.js'
import { truncateAddress } from '../../core/format.js'
import {
  assertSameNetwork,
  type HistorySource,
  type OperationType,
  type Transaction,
  type TransactionTransfer,
  type TransferDirection,
} from '../../core/history.js'
import { decodeMergeCursor, encodeMergeCursor, mergeStreams, type HistoryStream } from '../historyMerge.js'
import { signatureStream, tokenAccountsOf } from './signatureStreams.js'

/** Lamports per SOL is 10^9. */
const SOL_DECIMALS = 9

/** An SPL mint to name in transfers (unknown mints show their truncated address). */
export interface SolanaHistoryToken {
  /** Mint address, base58. */
  address: string
  name: string
  symbol: string
  iconUrl?: string
}

/** Options of {@link createSolanaHistorySource}. */
export interface SolanaHistorySourceOptions {
  /** HTTP JSON-RPC URL, e.g. the local `http://127.0.0.1:18899`. */
  rpcUrl: string
  /** CAIP-2 id of that cluster ('solana:' + the first 32 characters of its genesis hash). */
  caipNetworkId: CaipNetworkId
  /** SPL mints to name; default none. */
  tokens?: SolanaHistoryToken[]
  /** Name and symbol of SOL transfers; default { name: 'Solana', symbol: 'SOL' }. */
  nativeCurrency?: { name: string; symbol: string }
  /** An existing connection to reuse (else one is made for `rpcUrl`, commitment 'confirmed'). */
  connection?: Connection
}

interface Move {
  transfer: TransactionTransfer
  /** The other party of the move, when one is visible in the transaction. */
  counterparty: string | undefined
}

const directionOf = (delta: bigint): TransferDirection => (delta > 0n ? 'in' : 'out')
const abs = (n: bigint): bigint => (n < 0n ? -n : n)

/** Lamport deltas per account key, the fee given back to the fee payer (key 0): what moved, not what it cost. */
function lamportDeltas(tx: ParsedTransactionWithMeta): { key: string; delta: bigint }[] {
  const meta = tx.meta!
  return tx.transaction.message.accountKeys.map((account, index) => ({
    key: account.pubkey.toBase58(),
    delta:
      BigInt(meta.postBalances[index] ?? 0) -
      BigInt(meta.preBalances[index] ?? 0) +
      (index === 0 ? BigInt(meta.fee) : 0n),
  }))
}

/** Token deltas per (owner, mint), in base units, with the mint's decimals. */
function tokenDeltas(
  tx: ParsedTransactionWithMeta,
): Map<string, { owner: string; mint: string; decimals: number; delta: bigint }> {
  const deltas = new Map<string, { owner: string; mint: string; decimals: number; delta: bigint }>()
  const add = (balances: TokenBalance[] | null | undefined, sign: bigint): void => {
    for (const balance of balances ?? []) {
      if (!balance.owner) continue
      const key = `${balance.owner} ${balance.mint}`
      const entry = deltas.get(key) ?? {
        owner: balance.owner,
        mint: balance.mint,
        decimals: balance.uiTokenAmount.decimals,
        delta: 0n,
      }
      entry.delta += sign * BigInt(balance.uiTokenAmount.amount)
      deltas.set(key, entry)
    }
  }
  add(tx.meta?.preTokenBalances, -1n)
  add(tx.meta?.postTokenBalances, 1n)
  return deltas
}

/** The account whose delta is largest in the opposite direction of `delta`. */
function oppositeParty(entries: { key: string; delta: bigint }[], delta: bigint): string | undefined {
  const opposite = entries.filter((e) => (delta > 0n ? e.delta < 0n : e.delta > 0n))
  opposite.sort((a, b) => (abs(b.delta) > abs(a.delta) ? 1 : abs(b.delta) < abs(a.delta) ? -1 : 0))
  return opposite[0]?.key
}

function operationTypeOf(transfers: TransactionTransfer[]): OperationType {
  const directions = new Set(transfers.map((t) => t.direction))
  if (directions.size === 1 && directions.has('out')) return 'send'
  if (directions.size === 1 && directions.has('in')) return 'receive'
  if (directions.has('in') && directions.has('out')) return 'trade'
  return 'execute'
}

/**
 * A {@link HistorySource} for one Solana cluster:
 * - a page merges `getSignaturesForAddress` of the address and of each SPL token account it holds
 *   (an SPL transfer into an existing token account names only that account), newest first by
 *   slot, each signature once (historyMerge.ts), then the parsed transactions of those signatures;
 * - SOL transfer: the account's lamport change, plus the fee when it paid it (key 0), so a
 *   send shows the amount sent, not the fee (rent of accounts it created counts as sent);
 * - SPL transfers: the change of the account's token balances (pre/post token balances owned
 *   by it), per mint, with the mint's decimals;
 * - quantities are exact whole-token text ('1.5' SOL); `id` = `hash` = the signature;
 * - `status`: 'failed' when `meta.err` is set (only the fee moved: no transfers), else 'confirmed';
 *   `minedAt`: the block time (the signature's when the transaction is not returned; the current
 *   time when the node knows neither);
 * - `operationType`: 'send' when everything moved out, 'receive' when everything came in,
 *   'trade' when some moved out and some in, else 'execute';
 * - `sentFrom`/`sentTo`: the account and the party with the largest opposite change;
 * - cursor: opaque ('m1.' + each stream's last signature); `next` undefined once every stream ended.
 *   Token accounts opened after the first page join at the next refresh; closed ones are not listed.
 * @throws Error 'Solana RPC serves <id>, not <asked>'; web3.js errors for RPC failures.
 */
export function createSolanaHistorySource(options: SolanaHistorySourceOptions): HistorySource {
  const connection = options.connection ?? createSolanaConnection(options.rpcUrl)
  const tokens = new Map((options.tokens ?? []).map((t) => [t.address, t]))
  const native = options.nativeCurrency ?? { name: 'Solana', symbol: 'SOL' }

  function moves(tx: ParsedTransactionWithMeta, address: string): Move[] {
    if (!tx.meta || tx.meta.err) return []
    const result: Move[] = []
    const lamports = lamportDeltas(tx)
    const own = lamports.filter((e) => e.key === address).reduce((sum, e) => sum + e.delta, 0n)
    if (own !== 0n) {
      result.push({
        counterparty: oppositeParty(
          lamports.filter((e) => e.key !== address),
          own,
        ),
        transfer: {
          direction: directionOf(own),
          quantity: { numeric: formatAmount(abs(own), SOL_DECIMALS), decimals: SOL_DECIMALS },
          fungible_info: { ...native },
        },
      })
    }
    const byOwner = [...tokenDeltas(tx).values()]
    for (const entry of byOwner) {
      if (entry.owner !== address || entry.delta === 0n) continue
      const token = tokens.get(entry.mint)
      const others = byOwner
        .filter((e) => e.mint === entry.mint && e.owner !== address)
        .map((e) => ({ key: e.owner, delta: e.delta }))
      result.push({
        counterparty: oppositeParty(others, entry.delta),
        transfer: {
          direction: directionOf(entry.delta),
          quantity: { numeric: formatAmount(abs(entry.delta), entry.decimals), decimals: entry.decimals },
          fungible_info: token
            ? { name: token.name, symbol: token.symbol, ...(token.iconUrl ? { icon: { url: token.iconUrl } } : {}) }
            : { name: entry.mint, symbol: truncateAddress(entry.mint) },
        },
      })
    }
    return result
  }

  function toTransaction(
    info: ConfirmedSignatureInfo,
    tx: ParsedTransactionWithMeta | null,
    address: string,
  ): Transaction {
    const found = tx ? moves(tx, address) : []
    const transfers = found.map((m) => m.transfer)
    const first = found[0]
    const feePayer = tx?.transaction.message.accountKeys[0]?.pubkey.toBase58() ?? address
    const party = first?.counterparty ?? ''
    const incoming = first?.transfer.direction === 'in'
    const seconds = tx?.blockTime ?? info.blockTime
    return {
      id: info.signature,
      metadata: {
        minedAt: (seconds == null ? new Date() : new Date(seconds * 1000)).toISOString(),
        chain: options.caipNetworkId,
        operationType: operationTypeOf(transfers),
        status: (tx?.meta?.err ?? info.err) ? 'failed' : 'confirmed',
        sentFrom: first ? (incoming ? party : address) : feePayer,
        sentTo: first ? (incoming ? address : party) : '',
        hash: info.signature,
      },
      transfers,
    }
  }

  return {
    async fetchPage({ address, caipNetworkId, cursor, pageSize }) {
      assertSameNetwork('Solana RPC', options.caipNetworkId, caipNetworkId)
      const state = cursor === undefined ? undefined : decodeMergeCursor(cursor)
      const owner = new PublicKey(address)
      // The wallet's own stream first: it wins when a signature is in several.
      const streams: Record<string, HistoryStream<ConfirmedSignatureInfo>> = {
        [address]: signatureStream(connection, owner, pageSize),
      }
      for (const account of await tokenAccountsOf(connection, owner)) {
        // A later page keeps the streams its first page had: a new one would start from the newest.
        if (state === undefined || account in state)
          streams[account] = signatureStream(connection, new PublicKey(account), pageSize)
      }
      const page = await mergeStreams(streams, state, pageSize)
      const parsed =
        page.items.length === 0
          ? []
          : await connection.getParsedTransactions(
              page.items.map((item) => item.id),
              { maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
            )
      const data = page.items.map((item, index) => toTransaction(item.value, parsed[index] ?? null, address))
      return page.state ? { data, next: encodeMergeCursor(page.state) } : { data }
    },
  }
}
