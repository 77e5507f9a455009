import * as v from 'valibot'
import { WalletModalError } from '../../core/errors.js'
import { createHttpClient, fetchWithTimeout, type HttpClient } from '../../core/http.js'
import { buildUrl } from '../../core/url.js'
import {
  addressSchema,
  feeEstimatesSchema,
  transactionSchema,
  txidSchema,
  txStatusSchema,
  utxoSchema,
  type EsploraTransaction,
  type EsploraTxStatus,
  type EsploraUtxo,
  type FeeEstimates,
} from './esploraSchemas.js'

/** An address's balance in sats: confirmed (in blocks) and pending (the mempool's net change, may be negative). */
export interface BitcoinBalance {
  confirmed: bigint
  pending: bigint
}

/** The calls the bip122 adapter makes to an Esplora-compatible API. */
export interface EsploraClient {
  /** GET /address/:a → confirmed and pending sats. */
  balance(address: string): Promise<BitcoinBalance>
  /** GET /address/:a/utxo: unspent outputs, mempool ones included. */
  utxos(address: string): Promise<EsploraUtxo[]>
  /** GET /address/:a/txs (newest: mempool, then the first confirmed), or /txs/chain/:after (older confirmed ones). */
  transactions(address: string, after?: string): Promise<EsploraTransaction[]>
  /** GET /tx/:txid/status. */
  txStatus(txid: string): Promise<EsploraTxStatus>
  /** GET /fee-estimates: target blocks → sat/vB. */
  feeEstimates(): Promise<FeeEstimates>
  /** GET /blocks/tip/height. */
  tipHeight(): Promise<number>
  /**
   * POST /tx with the raw transaction (hex): the node's mempool takes it or refuses it.
   * @returns the txid the API answers.
   * @throws WalletModalError with the API's own reason as message (e.g. 'bad-txns-inputs-missingorspent'), code 'BROADCAST_FAILED'.
   */
  broadcast(hex: string): Promise<string>
}

/** The error of an answer that is not what an Esplora API answers (code 'INVALID_RESPONSE'). */
export function invalidAnswer(path: string, detail: string): WalletModalError {
  return new WalletModalError(`Invalid answer from the Bitcoin API (${path}): ${detail}`, { code: 'INVALID_RESPONSE' })
}

/**
 * Parses an answer with `schema`.
 * @throws WalletModalError 'Invalid answer from the Bitcoin API (<path>): <what is wrong>' (code 'INVALID_RESPONSE')
 */
export function parseAnswer<S extends v.GenericSchema>(schema: S, answer: unknown, path: string): v.InferOutput<S> {
  const result = v.safeParse(schema, answer)
  if (!result.success) throw invalidAnswer(path, v.summarize(result.issues).split('\n')[0] ?? 'unexpected shape')
  return result.output
}

/** Longest broadcast answer read: a txid, or the node's reason. */
const MAX_BROADCAST_ANSWER = 2048

/**
 * A client of the Esplora-compatible API at `baseUrl` (the network's `rpcUrl`, e.g.
 * 'https://mempool.space/api' or the local stack's regtest chain): reads through the modal's HTTP
 * client (timeouts, retries of spec section 7), every answer validated (esploraSchemas.ts).
 */
export function createEsploraClient(baseUrl: string, http: HttpClient = createHttpClient({ baseUrl })): EsploraClient {
  const get = async <S extends v.GenericSchema>(path: string, schema: S) =>
    parseAnswer(schema, await http.get<unknown>(path), path)
  const address = (a: string) => `address/${encodeURIComponent(a)}`
  return {
    async balance(a) {
      const { chain_stats: chain, mempool_stats: mempool } = await get(address(a), addressSchema)
      return {
        confirmed: BigInt(chain.funded_txo_sum) - BigInt(chain.spent_txo_sum),
        pending: BigInt(mempool.funded_txo_sum) - BigInt(mempool.spent_txo_sum),
      }
    },
    utxos: (a) => get(`${address(a)}/utxo`, v.array(utxoSchema)),
    transactions(a, after) {
      if (after !== undefined && !v.is(txidSchema, after))
        throw invalidAnswer(`${address(a)}/txs/chain`, 'the cursor is no txid')
      return get(
        after === undefined ? `${address(a)}/txs` : `${address(a)}/txs/chain/${after}`,
        v.array(transactionSchema),
      )
    },
    txStatus: (txid) => get(`tx/${encodeURIComponent(txid)}/status`, txStatusSchema),
    feeEstimates: () => get('fee-estimates', feeEstimatesSchema),
    tipHeight: () => get('blocks/tip/height', v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
    async broadcast(hex) {
      const url = buildUrl(baseUrl, 'tx')
      const response = await fetchWithTimeout()(url, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: hex,
      })
      const text = (await response.text()).slice(0, MAX_BROADCAST_ANSWER).trim()
      if (!response.ok)
        throw new WalletModalError(text || `HTTP status code: ${response.status}`, { code: 'BROADCAST_FAILED' })
      return parseAnswer(txidSchema, text, 'tx')
    },
  }
}
