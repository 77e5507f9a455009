/**
 * The answers of an Esplora-compatible API (Blockstream's Esplora, mempool.space `/api`) as
 * valibot schemas: the one gate every answer passes before the modal reads it (docs/contributing/architecture.md,
 * "Untrusted input"). Amounts are integers of sats (below 2^53: at most 21e14 exist).
 */
import * as v from 'valibot'

const sats = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
export const txidSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))
const hexSchema = v.pipe(v.string(), v.regex(/^([0-9a-f]{2})*$/))

/** `funded_txo_sum − spent_txo_sum` is the balance of one side (chain or mempool). */
const statsSchema = v.object({
  funded_txo_count: count,
  funded_txo_sum: sats,
  spent_txo_count: count,
  spent_txo_sum: sats,
  tx_count: count,
})

/** GET /address/:address */
export const addressSchema = v.object({ address: v.string(), chain_stats: statsSchema, mempool_stats: statsSchema })

/** GET /tx/:txid/status, and `status` in transactions and UTXOs. */
export const txStatusSchema = v.object({
  confirmed: v.boolean(),
  block_height: v.optional(count),
  block_hash: v.optional(v.string()),
  block_time: v.optional(count),
})

/** GET /address/:address/utxo (an array of these). */
export const utxoSchema = v.object({ txid: txidSchema, vout: count, value: sats, status: txStatusSchema })

const outputSchema = v.object({ scriptpubkey: hexSchema, scriptpubkey_address: v.optional(v.string()), value: sats })

/** GET /address/:address/txs and /txs/chain/:last (arrays of these), GET /tx/:txid. */
export const transactionSchema = v.object({
  txid: txidSchema,
  vin: v.array(
    v.object({
      txid: txidSchema,
      vout: count,
      is_coinbase: v.boolean(),
      prevout: v.nullish(outputSchema),
    }),
  ),
  vout: v.array(outputSchema),
  fee: v.optional(sats),
  status: txStatusSchema,
})

/** GET /fee-estimates: confirmation target in blocks ('1', '6', '144') → sat/vB. */
export const feeEstimatesSchema = v.record(
  v.pipe(v.string(), v.regex(/^\d+$/)),
  v.pipe(v.number(), v.finite(), v.minValue(0)),
)

export type EsploraAddress = v.InferOutput<typeof addressSchema>
export type EsploraUtxo = v.InferOutput<typeof utxoSchema>
export type EsploraTransaction = v.InferOutput<typeof transactionSchema>
export type EsploraTxStatus = v.InferOutput<typeof txStatusSchema>
export type FeeEstimates = v.InferOutput<typeof feeEstimatesSchema>
