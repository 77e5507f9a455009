/** An account in the RPC's `AccountInfo` shape, with `base64`, `base58` or `jsonParsed` data. */
import { getBase58Decoder } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { invalidParams } from '../jsonRpc.js'
import { parsedTokenData, readAccount } from '../tokenAccounts.js'

/** What Solana's RPC reports as `rentEpoch` for rent-exempt accounts (u64::MAX). */
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615

/** An encoded account; `lamports` and `space` are numbers (the faucet's balance is below 2^53). */
export interface RpcAccount {
  data: unknown
  executable: boolean
  lamports: number
  owner: string
  rentEpoch: number
  space: number
}

/**
 * The account at `key` encoded per `config.encoding` (default base64) and `config.dataSlice`, or
 * null when it does not exist. `jsonParsed` parses SPL token accounts and mints and falls back to
 * base64 for anything else, as Solana's RPC does.
 * @throws RpcError -32602 'Invalid params: unsupported encoding: <encoding>'
 */
export function encodeAccount(svm: LiteSVM, key: string, config: Record<string, unknown>): RpcAccount | null {
  const account = readAccount(svm, key)
  if (!account) return null
  const encoding = config.encoding ?? 'base64'
  const slice = config.dataSlice as { offset?: number; length?: number } | undefined
  const bytes = slice
    ? account.data.subarray(slice.offset ?? 0, (slice.offset ?? 0) + (slice.length ?? 0))
    : account.data
  let data: unknown
  if (encoding === 'jsonParsed')
    data = parsedTokenData(svm, key, account.data.length) ?? [bytes.toString('base64'), 'base64']
  else if (encoding === 'base64') data = [bytes.toString('base64'), 'base64']
  else if (encoding === 'base58') data = [getBase58Decoder().decode(bytes), 'base58']
  else throw invalidParams(`unsupported encoding: ${String(encoding)}`)
  return {
    data,
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.data.length,
  }
}
