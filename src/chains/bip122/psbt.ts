import { hex } from '@scure/base'
import { p2sh, p2wpkh, selectUTXO, Transaction } from '@scure/btc-signer'
import type { BitcoinAddressEncoding } from '../../core/bitcoinNetworks.js'
import { WalletModalError } from '../../core/errors.js'
import { bitcoinMessages as messages } from './messages.js'
import { decodeBitcoinAddress, dustLimitOf } from './address.js'
import { feeFor } from './fees.js'

/** An unspent output of the sender, as the Esplora API lists it: `value` in sats. */
export interface SpendableUtxo {
  txid: string
  vout: number
  value: bigint
}

/** The sender's payment account as the wallet reported it: its address and (hex) public key. */
export interface PaymentAccount {
  address: string
  /** Compressed (33 bytes) or, for Taproot, x-only (32 bytes) public key, hex; needed for P2TR and P2SH-P2WPKH inputs. */
  publicKey?: string
}

/** What {@link buildTransferPsbt} needs. */
export interface TransferPsbtParameters {
  from: PaymentAccount
  to: string
  /** Sats to send (bigint). */
  amount: bigint
  utxos: readonly SpendableUtxo[]
  /** sat/vB, fractions kept (fees.ts `pickFeeRate`: 2.1 is paid as 2.1, not 3). */
  feeRate: number
  encoding: BitcoinAddressEncoding
}

/** A PSBT ready for the wallet to sign, and its arithmetic, all in sats. */
export interface TransferPsbt {
  /** BIP-174 PSBT (v0) bytes, inputs unsigned. */
  psbt: Uint8Array
  /** Indexes of the inputs the payment address signs (all of them). */
  inputs: number[]
  /** Sum of the inputs. */
  inputTotal: bigint
  /** Sent to `to` (= `amount`). */
  amount: bigint
  /** Back to `from` (0 when the rest went to the fee: change below dust is not made). */
  change: bigint
  /** `inputTotal − amount − change`: `feeRate × vsize` of the signed transaction rounded up to a sat (more only when change would be dust). */
  fee: bigint
  /** Virtual size the fee was paid for, in vbytes (weight / 4, rounded up), signatures estimated. */
  vsize: number
}

const invalid = (message: string) => new WalletModalError(message, { code: 'INVALID_PARAMETERS' })

/** The PSBT input fields of one of the sender's outputs (witness UTXO, and the key data its type needs). */
function inputOf(utxo: SpendableUtxo, from: PaymentAccount, encoding: BitcoinAddressEncoding) {
  const decoded = decodeBitcoinAddress(from.address, encoding)
  if (!decoded) throw invalid(messages.senderNotOnNetwork)
  const base = { txid: utxo.txid, index: utxo.vout, witnessUtxo: { script: decoded.script, amount: utxo.value } }
  if (decoded.type === 'wpkh') return base
  const key = from.publicKey ? hex.decode(from.publicKey) : undefined
  if (decoded.type === 'tr' && key) return { ...base, tapInternalKey: key.length === 33 ? key.subarray(1) : key }
  if (decoded.type === 'sh' && key?.length === 33)
    return { ...base, redeemScript: p2sh(p2wpkh(key, encoding), encoding).redeemScript }
  throw invalid(messages.unsupportedSender)
}

/**
 * Chooses the sender's outputs and builds the PSBT of a BTC send with
 * @scure/btc-signer's `selectUTXO` ('default': exact match first, else the biggest first). Every
 * amount is bigint sats. The fee is the fee rate, fractions kept, times the estimated
 * virtual size of the signed transaction, rounded up to a sat: `selectUTXO` takes whole sat/vB
 * only, so it chooses the inputs at the rate rounded up, and the fee and change are then computed
 * at the rate itself (change below the sender's dust limit goes to the fee, as Bitcoin Core does).
 * @throws WalletModalError 'Insufficient funds' (amount plus fee above what the outputs hold);
 *   'The amount is below the dust limit of N sats'; 'Invalid address' for a receiver that is no
 *   address of the network (code 'INVALID_PARAMETERS').
 */
export function buildTransferPsbt({
  from,
  to,
  amount,
  utxos,
  feeRate,
  encoding,
}: TransferPsbtParameters): TransferPsbt {
  const receiver = decodeBitcoinAddress(to, encoding)
  if (!receiver) throw invalid(messages.invalidAddress)
  if (amount <= 0n) throw invalid(messages.invalidAmount)
  const dust = dustLimitOf(receiver.type)
  if (amount < dust) throw invalid(messages.belowDust(dust))
  const senderScript = decodeBitcoinAddress(from.address, encoding)
  if (!senderScript) throw invalid(messages.senderNotOnNetwork)
  const inputs = utxos.map((u) => inputOf(u, from, encoding))
  const selected = selectUTXO(inputs, [{ address: to.trim(), amount }], 'default', {
    changeAddress: from.address,
    feePerByte: BigInt(Math.ceil(feeRate)),
    network: encoding,
    bip69: false,
    createTx: false,
  })
  if (!selected) throw new WalletModalError(messages.insufficientFunds, { code: 'INSUFFICIENT_FUNDS' })
  const inputTotal = selected.inputs.reduce((sum, input) => sum + (input.witnessUtxo?.amount ?? 0n), 0n)
  // A change output's weight: amount (8 bytes), script length (1), script; ×4 (no witness).
  const changeWeight = 4 * (8 + 1 + senderScript.script.length)
  const weightWithout = selected.change ? selected.weight - changeWeight : selected.weight
  const vsizeWith = Math.ceil((weightWithout + changeWeight) / 4)
  const vsizeWithout = Math.ceil(weightWithout / 4)
  const rest = inputTotal - amount
  const changeAtRate = rest - feeFor(feeRate, vsizeWith)
  const change = changeAtRate >= dustLimitOf(senderScript.type) ? changeAtRate : 0n
  const vsize = change > 0n ? vsizeWith : vsizeWithout
  const fee = rest - change
  if (fee < feeFor(feeRate, vsize))
    throw new WalletModalError(messages.insufficientFunds, { code: 'INSUFFICIENT_FUNDS' })
  const tx = new Transaction()
  for (const input of selected.inputs) tx.addInput(input)
  tx.addOutputAddress(to.trim(), amount, encoding)
  if (change > 0n) tx.addOutputAddress(from.address, change, encoding)
  return {
    psbt: tx.toPSBT(0),
    inputs: selected.inputs.map((_, i) => i),
    inputTotal,
    amount,
    change,
    fee,
    vsize,
  }
}
