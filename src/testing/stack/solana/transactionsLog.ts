/**
 * What LiteSVM does not keep: every executed transaction with its wire bytes, slot, fee and
 * pre/post balances, by signature and by account, for getTransaction, getSignatureStatuses and
 * getSignaturesForAddress.
 */
import type { RpcTransactionError } from './transactionError.js'
import type { UiTokenAmount } from './tokenAccounts.js'

/** A token balance of one account of a transaction, as in `meta.preTokenBalances`. */
export interface TokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

/** One executed transaction (successful or failed: a failed one still paid its fee). */
export interface TransactionRecord {
  /** The first signature, base58. */
  signature: string
  slot: number
  /** Unix seconds. */
  blockTime: number
  /** The transaction as sent (wire format). */
  wire: Uint8Array
  /** Every account key of the message, base58, in message order. */
  accountKeys: string[]
  /** null on success. */
  err: RpcTransactionError | null
  /** Lamports. */
  fee: number
  /** Lamports, one per account key. */
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  logMessages: string[]
  /** Compiled inner instructions, by top-level instruction index. */
  innerInstructions: {
    index: number
    instructions: { programIdIndex: number; accounts: number[]; data: Uint8Array; stackHeight: number }[]
  }[]
  computeUnitsConsumed: number
}

/** Options of getSignaturesForAddress: at most `limit` (1-1000), older than `before`, newer than `until`. */
export interface SignaturesQuery {
  limit?: number
  before?: string
  until?: string
}

/** The in-memory log. Grows without bound: a demo chain runs for minutes, not weeks. */
export class TransactionsLog {
  private readonly records: TransactionRecord[] = []
  private readonly bySignature = new Map<string, TransactionRecord>()
  private readonly byAddress = new Map<string, TransactionRecord[]>()

  /** How many transactions the log holds. */
  get size(): number {
    return this.records.length
  }

  /** Every account key of every logged transaction, base58. */
  addresses(): IterableIterator<string> {
    return this.byAddress.keys()
  }

  /** Appends `record`; its accounts list it newest last. */
  add(record: TransactionRecord): void {
    this.records.push(record)
    this.bySignature.set(record.signature, record)
    for (const key of new Set(record.accountKeys)) {
      const list = this.byAddress.get(key) ?? []
      list.push(record)
      this.byAddress.set(key, list)
    }
  }

  /** Forgets every transaction after the first `size` (a snapshot's revert). */
  truncate(size: number): void {
    for (const record of this.records.splice(size).reverse()) {
      this.bySignature.delete(record.signature)
      for (const key of new Set(record.accountKeys)) {
        const list = this.byAddress.get(key)!
        list.pop()
        if (list.length === 0) this.byAddress.delete(key)
      }
    }
  }

  /** The record of `signature`, or undefined. */
  get(signature: string): TransactionRecord | undefined {
    return this.bySignature.get(signature)
  }

  /**
   * Transactions touching `address`, newest first; `before`/`until` are exclusive bounds
   * (an unknown `before` gives nothing, an unknown `until` no bound).
   */
  signaturesFor(address: string, query: SignaturesQuery = {}): TransactionRecord[] {
    const newestFirst = [...(this.byAddress.get(address) ?? [])].reverse()
    let start = 0
    if (query.before) {
      start = newestFirst.findIndex((record) => record.signature === query.before) + 1
      if (start === 0) return []
    }
    let end = newestFirst.length
    if (query.until) {
      const index = newestFirst.findIndex((record) => record.signature === query.until)
      if (index >= 0) end = index
    }
    return newestFirst.slice(start, Math.max(start, end)).slice(0, query.limit ?? 1000)
  }
}
