/**
 * Bitcoin history from an Esplora-compatible API: `/address/:a/txs` (the mempool's and
 * the newest confirmed transactions), then `/txs/chain/:last` by cursor, each transaction seen from
 * the account: what it received, or what it sent to others (its change and the fee aside).
 */
import { formatAmount } from '../../core/amount.js'
import type { CaipNetworkId } from '../../core/caip.js'
import { assertSameNetwork, type HistorySource, type Transaction } from '../../core/history.js'
import type { EsploraClient } from './esplora.js'
import type { EsploraTransaction } from './esploraSchemas.js'

/** 1 BTC = 10^8 sats; Activity shows all 8 decimals. */
const BTC_DECIMALS = 8

/** Esplora's page of confirmed transactions: 25 (mempool ones come on top of the first page). */
export const ESPLORA_CHAIN_PAGE = 25

/** Options of {@link createBitcoinHistorySource}. */
export interface BitcoinHistorySourceOptions {
  esplora: EsploraClient
  /** The network the API serves ('bip122:' + 32 hex characters of its genesis hash). */
  caipNetworkId: CaipNetworkId
  /** Name and symbol of the native currency; default Bitcoin, BTC. */
  nativeCurrency?: { name: string; symbol: string }
  /** The time shown for a transaction still in the mempool; default now. */
  now?: () => Date
}

/**
 * One Esplora transaction as the spec's Transaction (section 3), seen from `address`:
 * - nothing of the account's spent: 'receive', 'in', what its outputs got; from the first input's address;
 * - the account spent and paid others: 'send', 'out', what the others got (change and fee aside); to the first other output;
 * - the account spent and paid only itself: 'send', 'self', what came back.
 * Status 'confirmed' in a block (its time), 'pending' in the mempool (shown at `now`).
 */
export function toBitcoinTransaction(
  tx: EsploraTransaction,
  address: string,
  caipNetworkId: CaipNetworkId,
  currency: { name: string; symbol: string },
  now: Date,
): Transaction {
  const mine = (a: string | undefined) => a === address
  const spent = tx.vin.reduce(
    (sum, input) => sum + (mine(input.prevout?.scriptpubkey_address) ? BigInt(input.prevout!.value) : 0n),
    0n,
  )
  const received = tx.vout.reduce(
    (sum, output) => sum + (mine(output.scriptpubkey_address) ? BigInt(output.value) : 0n),
    0n,
  )
  const others = tx.vout.filter((output) => !mine(output.scriptpubkey_address))
  const paidOthers = others.reduce((sum, output) => sum + BigInt(output.value), 0n)
  const sending = spent > 0n
  const direction = !sending ? 'in' : paidOthers > 0n ? 'out' : 'self'
  const amount = direction === 'out' ? paidOthers : received
  const from = tx.vin.find((input) => input.prevout?.scriptpubkey_address)?.prevout?.scriptpubkey_address
  const to = others.find((output) => output.scriptpubkey_address)?.scriptpubkey_address
  const minedAt =
    tx.status.confirmed && tx.status.block_time !== undefined ? new Date(tx.status.block_time * 1000) : now
  return {
    id: tx.txid,
    metadata: {
      minedAt: minedAt.toISOString(),
      chain: caipNetworkId,
      operationType: sending ? 'send' : 'receive',
      status: tx.status.confirmed ? 'confirmed' : 'pending',
      sentFrom: sending ? address : (from ?? ''),
      sentTo: direction === 'out' ? (to ?? '') : address,
      hash: tx.txid,
    },
    transfers: [
      {
        direction,
        quantity: {
          numeric: formatAmount(amount, BTC_DECIMALS),
          decimals: BTC_DECIMALS,
          displayDecimals: BTC_DECIMALS,
        },
        fungible_info: { name: currency.name, symbol: currency.symbol },
      },
    ],
  }
}

/**
 * The history source of one Bitcoin network: pages newest → oldest, the cursor being the last
 * confirmed txid of the previous page (Esplora's `/txs/chain/:last_seen_txid`); no cursor after a
 * page with fewer than 25 confirmed transactions.
 */
export function createBitcoinHistorySource({
  esplora,
  caipNetworkId,
  nativeCurrency,
  now = () => new Date(),
}: BitcoinHistorySourceOptions): HistorySource {
  const currency = nativeCurrency ?? { name: 'Bitcoin', symbol: 'BTC' }
  return {
    async fetchPage({ address, caipNetworkId: asked, cursor }) {
      assertSameNetwork('Esplora', caipNetworkId, asked as CaipNetworkId)
      const txs = await esplora.transactions(address, cursor)
      const confirmed = txs.filter((tx) => tx.status.confirmed)
      const at = now()
      return {
        data: txs.map((tx) => toBitcoinTransaction(tx, address, caipNetworkId, currency, at)),
        next: confirmed.length >= ESPLORA_CHAIN_PAGE ? confirmed[confirmed.length - 1]!.txid : undefined,
      }
    },
  }
}
