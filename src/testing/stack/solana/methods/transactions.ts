/**
 * Transaction methods: sendTransaction, simulateTransaction, getSignatureStatuses,
 * getSignaturesForAddress, getTransaction, requestAirdrop, getFeeForMessage.
 */
import { VersionedMessage } from '@solana/web3.js'
import { decodeTransaction, type SolanaChain } from '../chain.js'
import { RpcError, invalidParams, type RpcMethod } from '../jsonRpc.js'
import type { TransactionRecord } from '../transactionsLog.js'
import { feeForMessage } from '../fees.js'
import { encodeTransaction } from './encodeTransaction.js'
import { configParam, decodeBytes, integerParam, pubkeyParam, stringParam } from './params.js'

/** The status every executed transaction has: one block per slot, final at once. */
function signatureStatus(record: TransactionRecord): Record<string, unknown> {
  return {
    slot: record.slot,
    confirmations: null,
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    confirmationStatus: 'finalized',
  }
}

export function transactionMethods(chain: SolanaChain): Record<string, RpcMethod> {
  const withContext = <T>(value: T): { context: { slot: number }; value: T } => ({
    context: { slot: chain.slot },
    value,
  })
  return {
    sendTransaction: (params) => {
      const config = configParam(params, 1)
      const wire = decodeBytes(stringParam(params, 0, 'transaction'), config.encoding, 'base58')
      return chain.execute(wire, { skipPreflight: config.skipPreflight === true })
    },

    simulateTransaction: (params) => {
      const config = configParam(params, 1)
      const wire = decodeBytes(stringParam(params, 0, 'transaction'), config.encoding, 'base58')
      if (config.sigVerify === true && config.replaceRecentBlockhash === true) {
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      }
      if (config.replaceRecentBlockhash === true) {
        return withContext({ ...chain.simulate(wire, false), replacementBlockhash: chain.latestBlockhash() })
      }
      const { message } = decodeTransaction(wire)
      if (!chain.isBlockhashValid(message.recentBlockhash)) {
        return withContext({ err: 'BlockhashNotFound', logs: [], accounts: null, unitsConsumed: 0, returnData: null })
      }
      return withContext(chain.simulate(wire, config.sigVerify === true))
    },

    getSignatureStatuses: (params) => {
      const signatures = params[0]
      if (!Array.isArray(signatures) || signatures.length > 256)
        throw invalidParams('expected an array of at most 256 signatures')
      return withContext(
        signatures.map((signature) => {
          const record = typeof signature === 'string' ? chain.log.get(signature) : undefined
          return record ? signatureStatus(record) : null
        }),
      )
    },

    getSignaturesForAddress: (params) => {
      const config = configParam(params, 1)
      const limit = config.limit === undefined ? 1000 : integerParam([config.limit], 0, 'limit')
      if (limit < 1 || limit > 1000) throw invalidParams('limit must be between 1 and 1000')
      const records = chain.log.signaturesFor(pubkeyParam(params, 0, 'address'), {
        limit,
        before: typeof config.before === 'string' ? config.before : undefined,
        until: typeof config.until === 'string' ? config.until : undefined,
      })
      return records.map((record) => ({
        signature: record.signature,
        slot: record.slot,
        err: record.err,
        memo: null,
        blockTime: record.blockTime,
        confirmationStatus: 'finalized',
      }))
    },

    getTransaction: (params) => {
      const record = chain.log.get(stringParam(params, 0, 'signature'))
      if (!record) return null
      const config = typeof params[1] === 'string' ? { encoding: params[1] } : configParam(params, 1)
      const encoded = encodeTransaction(record, config.encoding ?? 'json')
      if (encoded.version === 0 && config.maxSupportedTransactionVersion === undefined) {
        throw new RpcError(
          -32015,
          'Transaction version (0) is not supported by the requesting client. ' +
            'Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
        )
      }
      return encoded
    },

    requestAirdrop: (params) => {
      const lamports = integerParam(params, 1, 'lamports')
      if (lamports === 0) throw invalidParams('lamports must be positive')
      return chain.airdrop(pubkeyParam(params, 0, 'address'), lamports)
    },

    getFeeForMessage: (params) => {
      let message: VersionedMessage
      try {
        message = VersionedMessage.deserialize(decodeBytes(stringParam(params, 0, 'message'), 'base64', 'base64'))
      } catch (error) {
        if (error instanceof RpcError) throw error
        throw invalidParams('invalid message')
      }
      return withContext(chain.isBlockhashValid(message.recentBlockhash) ? feeForMessage(message) : null)
    },
  }
}
