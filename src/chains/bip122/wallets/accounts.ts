import * as v from 'valibot'
import { WalletModalError } from '../../../core/errors.js'
import { bitcoinMessages as messages } from '../messages.js'
import type { BitcoinAddressPurpose, BitcoinWalletAccount } from './types.js'

/**
 * One address entry as wallets answer it: sats-connect's `{ address, publicKey, purpose,
 * addressType }` or Leather's `{ symbol: 'BTC', type, address, publicKey }`. Other symbols
 * (Stacks) and purposes (stacks, starknet, spark) are dropped.
 */
const entrySchema = v.looseObject({
  address: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  publicKey: v.optional(v.pipe(v.string(), v.regex(/^([0-9a-fA-F]{2}){32,33}$/))),
  purpose: v.optional(v.string()),
  addressType: v.optional(v.string()),
  type: v.optional(v.string()),
  symbol: v.optional(v.string()),
})

/** `{ addresses: [...] }` (getAddresses, wallet_getAccount, Leather) or a bare list (older getAccounts). */
const answerSchema = v.union([v.looseObject({ addresses: v.array(v.unknown()) }), v.array(v.unknown())])

const PURPOSES: readonly string[] = ['payment', 'ordinals']

/**
 * The Bitcoin addresses of a wallet's answer, each with its purpose: the wallet's own, else Taproot
 * (p2tr) for ordinals and any other type for payment. Entries of the wrong shape are skipped.
 * @throws WalletModalError 'The wallet sent an invalid answer to <method>' (code 'INVALID_RESPONSE')
 *   when the answer holds no list.
 */
export function accountsOfAnswer(answer: unknown, method: string): BitcoinWalletAccount[] {
  const parsed = v.safeParse(answerSchema, answer)
  if (!parsed.success) throw new WalletModalError(messages.walletInvalidAnswer(method), { code: 'INVALID_RESPONSE' })
  const list = Array.isArray(parsed.output) ? parsed.output : parsed.output.addresses
  return list.flatMap((item) => {
    const entry = v.safeParse(entrySchema, item)
    if (!entry.success) return []
    const { address, publicKey, purpose, addressType, type, symbol } = entry.output
    if (symbol !== undefined && symbol !== 'BTC') return []
    if (purpose !== undefined && !PURPOSES.includes(purpose)) return []
    const kind = addressType ?? type
    const own = (purpose ?? (kind === 'p2tr' ? 'ordinals' : 'payment')) as BitcoinAddressPurpose
    return [{ address, purpose: own, ...(publicKey ? { publicKey } : {}), ...(kind ? { addressType: kind } : {}) }]
  })
}
