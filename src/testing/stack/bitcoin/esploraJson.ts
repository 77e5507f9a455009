/** The regtest chain's records in the Esplora API's JSON shapes (Blockstream's Esplora, mempool.space). */
import { hex } from '@scure/base'
import type { RegtestChain, RegtestOutput, RegtestTransaction } from './regtestChain.js'

/** Confirmed transactions per page of `/address/:a/txs` and `/txs/chain/:last`. */
export const CHAIN_PAGE = 25
/** Mempool transactions on the first page. */
export const MEMPOOL_PAGE = 50

const output = (o: RegtestOutput) => ({
  scriptpubkey: hex.encode(o.script),
  ...(o.address ? { scriptpubkey_address: o.address } : {}),
  value: Number(o.amount),
})

/** `status` of a transaction (or of its outputs). */
export function statusJson(tx: RegtestTransaction) {
  return tx.block
    ? { confirmed: true, block_height: tx.block.height, block_hash: tx.block.hash, block_time: tx.block.time }
    : { confirmed: false }
}

/** GET /tx/:txid. */
export function transactionJson(tx: RegtestTransaction) {
  return {
    txid: tx.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.inputs.map((input) => ({
      txid: input.txid,
      vout: input.vout,
      prevout: input.prevout ? output(input.prevout) : null,
      is_coinbase: input.isCoinbase,
      sequence: input.sequence,
    })),
    vout: tx.outputs.map(output),
    size: tx.size,
    weight: tx.weight,
    fee: Number(tx.fee),
    status: statusJson(tx),
  }
}

const touches = (tx: RegtestTransaction, address: string) =>
  tx.outputs.some((o) => o.address === address) || tx.inputs.some((i) => i.prevout?.address === address)

/** GET /address/:a: funded and spent outputs (count and sats) in blocks and in the mempool. */
export function addressJson(chain: RegtestChain, address: string) {
  const side = (confirmed: boolean) => {
    const stats = { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 }
    for (const tx of chain.transactions().filter((t) => !!t.block === confirmed)) {
      if (!touches(tx, address)) continue
      stats.tx_count++
      for (const o of tx.outputs)
        if (o.address === address) stats.funded_txo_count++, (stats.funded_txo_sum += Number(o.amount))
      for (const i of tx.inputs)
        if (i.prevout?.address === address) stats.spent_txo_count++, (stats.spent_txo_sum += Number(i.prevout.amount))
    }
    return stats
  }
  return { address, chain_stats: side(true), mempool_stats: side(false) }
}

/** GET /address/:a/utxo: unspent outputs paying the address, mempool ones included. */
export function utxosJson(chain: RegtestChain, address: string) {
  return chain
    .unspentOf(address)
    .map(({ tx, vout, output: o }) => ({ txid: tx.txid, vout, value: Number(o.amount), status: statusJson(tx) }))
}

/**
 * GET /address/:a/txs (no `after`): up to 50 mempool transactions, newest first, then up to 25
 * confirmed ones, newest first. GET /address/:a/txs/chain/:after: the 25 confirmed ones after `after`.
 */
export function addressTxsJson(chain: RegtestChain, address: string, after?: string) {
  const mine = chain
    .transactions()
    .filter((tx) => touches(tx, address))
    .reverse()
  const mempool = mine.filter((tx) => !tx.block)
  const confirmed = mine.filter((tx) => tx.block).sort((a, b) => b.block!.height - a.block!.height || b.seq - a.seq)
  if (after === undefined)
    return [...mempool.slice(0, MEMPOOL_PAGE), ...confirmed.slice(0, CHAIN_PAGE)].map(transactionJson)
  const at = confirmed.findIndex((tx) => tx.txid === after)
  return at < 0 ? [] : confirmed.slice(at + 1, at + 1 + CHAIN_PAGE).map(transactionJson)
}
