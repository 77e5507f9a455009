import { hex } from '@scure/base'
import { p2sh, p2wpkh, selectUTXO } from '@scure/btc-signer'
import type { BitcoinAddressEncoding } from '../../core/bitcoinNetworks.js'
import { WalletModalError } from '../../core/errors.js'
import { bitcoinMessages as messages } from '../../core/messages/bitcoin.js'
import { decodeBitcoinAddress, dustLimitOf } from './address.js'

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
  /** Whole sat/vB (fees.ts `pickFeeRate`). */
  feeRate: bigint
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
  /** `inputTotal − amount − change`, at least `feeRate × vsize` of the signed transaction. */
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
  if (decoded.type === 'sh' && key?.length === 33) return { ...base, redeemScript: p2sh(p2wpkh(key, encoding), encoding).redeemScript }
  throw invalid(messages.unsupportedSender)
}

/**
 * Chooses the sender's outputs and builds the PSBT of a BTC send (issue 21) with
 * @scure/btc-signer's `selectUTXO` ('default': exact match first, else the biggest first, change
 * back to the sender). Every amount is bigint sats; the fee is the fee rate times the estimated
 * virtual size of the signed transaction.
 * @throws WalletModalError 'Insufficient funds' (amount plus fee above what the outputs hold);
 *   'The amount is below the dust limit of N sats'; 'Invalid address' for a receiver that is no
 *   address of the network (code 'INVALID_PARAMETERS').
 */
export function buildTransferPsbt({ from, to, amount, utxos, feeRate, encoding }: TransferPsbtParameters): TransferPsbt {
  const receiver = decodeBitcoinAddress(to, encoding)
  if (!receiver) throw invalid(messages.invalidAddress)
  if (amount <= 0n) throw invalid(messages.invalidAmount)
  const dust = dustLimitOf(receiver.type)
  if (amount < dust) throw invalid(messages.belowDust(dust))
  const inputs = utxos.map((u) => inputOf(u, from, encoding))
  const selected = selectUTXO(inputs, [{ address: to.trim(), amount }], 'default', {
    changeAddress: from.address,
    feePerByte: feeRate,
    network: encoding,
    bip69: false,
    createTx: true,
  })
  if (!selected?.tx) throw new WalletModalError(messages.insufficientFunds, { code: 'INSUFFICIENT_FUNDS' })
  const inputTotal = selected.inputs.reduce((sum, input) => sum + (input.witnessUtxo?.amount ?? 0n), 0n)
  const change = selected.change ? selected.outputs[selected.outputs.length - 1]!.amount : 0n
  return {
    psbt: selected.tx.toPSBT(0),
    inputs: selected.inputs.map((_, i) => i),
    inputTotal,
    amount,
    change,
    fee: selected.fee ?? inputTotal - amount - change,
    vsize: Math.ceil(selected.weight / 4),
  }
}
