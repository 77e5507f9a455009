/** A recorded transaction in the shape of getTransaction's result: `json`, `jsonParsed` or `base64`. */
import { getBase58Decoder } from '@solana/kit'
import { VersionedTransaction } from '@solana/web3.js'
import { invalidParams } from '../jsonRpc.js'
import type { TransactionRecord } from '../transactionsLog.js'
import { parsedInstruction } from './parseInstruction.js'

type Encoding = 'json' | 'jsonParsed' | 'base64'

/**
 * `{ slot, blockTime, version, meta, transaction }` of `record`. Address lookup tables are not
 * resolved: `loadedAddresses` is always empty.
 * @throws RpcError -32602 'Invalid params: unsupported encoding: <encoding>'
 */
export function encodeTransaction(record: TransactionRecord, encoding: unknown = 'json'): Record<string, unknown> {
  if (encoding !== 'json' && encoding !== 'jsonParsed' && encoding !== 'base64')
    throw invalidParams(`unsupported encoding: ${String(encoding)}`)
  const parsed = (encoding as Encoding) === 'jsonParsed'
  const base58 = (bytes: Uint8Array): string => getBase58Decoder().decode(bytes)
  const { message, signatures } = VersionedTransaction.deserialize(record.wire)
  const keys = record.accountKeys
  const compiled = (
    programIdIndex: number,
    accounts: number[],
    data: Uint8Array,
    stackHeight: number | null,
  ): Record<string, unknown> =>
    parsed
      ? parsedInstruction({
          programId: keys[programIdIndex]!,
          accounts: accounts.map((index) => keys[index]!),
          data,
          stackHeight,
        })
      : { programIdIndex, accounts, data: base58(data), stackHeight }

  const meta = {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions: record.innerInstructions.map((inner) => ({
      index: inner.index,
      instructions: inner.instructions.map((entry) =>
        compiled(entry.programIdIndex, entry.accounts, entry.data, entry.stackHeight),
      ),
    })),
    logMessages: record.logMessages,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    computeUnitsConsumed: record.computeUnitsConsumed,
    ...(parsed ? {} : { loadedAddresses: { writable: [], readonly: [] } }),
  }

  const lookups =
    message.version === 0
      ? {
          addressTableLookups: message.addressTableLookups.map((lookup) => ({
            ...lookup,
            accountKey: lookup.accountKey.toBase58(),
          })),
        }
      : {}
  const instructions = message.compiledInstructions.map((instruction) =>
    compiled(instruction.programIdIndex, instruction.accountKeyIndexes, instruction.data, null),
  )
  const transaction =
    encoding === 'base64'
      ? [Buffer.from(record.wire).toString('base64'), 'base64']
      : {
          signatures: signatures.map(base58),
          message: {
            accountKeys: parsed
              ? keys.map((pubkey, index) => ({
                  pubkey,
                  signer: message.isAccountSigner(index),
                  writable: message.isAccountWritable(index),
                  source: 'transaction',
                }))
              : keys,
            ...(parsed ? {} : { header: message.header }),
            recentBlockhash: message.recentBlockhash,
            instructions,
            ...lookups,
          },
        }
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    version: message.version === 0 ? 0 : 'legacy',
    meta,
    transaction,
  }
}
