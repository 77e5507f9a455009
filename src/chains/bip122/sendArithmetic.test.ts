/**
 * A Bitcoin send's arithmetic at its edges and its senders' script types: dust limits per output
 * type (Bitcoin Core's, at its 3 sat/vB dust relay fee), change at exactly the dust limit, change at
 * a fractional rate that the rounded-up rate would have dropped, the size of a send without change,
 * nested SegWit and legacy senders, and addresses pasted with spaces.
 */
import { hex } from '@scure/base'
import { p2pkh, p2sh, p2wpkh, Transaction } from '@scure/btc-signer'
import { secp256k1 } from '@noble/curves/secp256k1'
import { describe, expect, it } from 'vitest'
import { BITCOIN_NETWORKS } from '../../core/bitcoinNetworks.js'
import { decodeBitcoinAddress, dustLimitOf, isBitcoinAddress } from './address.js'
import { buildTransferPsbt, type SpendableUtxo } from './psbt.js'

const regtest = BITCOIN_NETWORKS[3]!.encoding
const publicKey = secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true)
const sender = p2wpkh(publicKey, regtest).address!
const receiver = p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true), regtest).address!
const utxo = (value: bigint, txid = 'a'.repeat(64), vout = 0): SpendableUtxo => ({ txid, vout, value })

describe('dust limits per script type (Bitcoin Core at 3 sat/vB)', () => {
  it('P2PKH 546, P2SH 540, P2WPKH 294, P2WSH and P2TR 330 sats', () => {
    expect(['pkh', 'sh', 'wpkh', 'wsh', 'tr'].map(dustLimitOf)).toEqual([546n, 540n, 294n, 330n, 330n])
  })

  it('an amount of exactly the receiver’s dust limit is sent', () => {
    const built = buildTransferPsbt({
      from: { address: sender },
      to: receiver,
      amount: 294n,
      utxos: [utxo(10_000n)],
      feeRate: 1,
      encoding: regtest,
    })
    expect(built.amount).toBe(294n)
  })
})

describe('change and size', () => {
  const send = (amount: bigint, value: bigint, feeRate: number) =>
    buildTransferPsbt({
      from: { address: sender },
      to: receiver,
      amount,
      utxos: [utxo(value)],
      feeRate,
      encoding: regtest,
    })

  it('change of exactly the sender’s dust limit is kept', () => {
    // One P2WPKH input, two P2WPKH outputs: 141 vB, 141 sats at 1 sat/vB; 294 sats are left.
    const built = send(10_000n - 141n - 294n, 10_000n, 1)
    expect(built.change).toBe(294n)
    expect(built.fee).toBe(141n)
    expect(built.vsize).toBe(141)
  })

  it('a send without change is sized without the change output: 110 vB for one P2WPKH input and output', () => {
    const built = send(9_800n, 10_000n, 1)
    expect(built.change).toBe(0n)
    expect(built.vsize).toBe(110)
    expect(built.fee).toBe(200n)
  })

  it('at 1.1 sat/vB, change the rounded-up 2 sat/vB would leave as dust is made at the rate itself', () => {
    // 500 sats left: at 2 sat/vB the change would be 500 − 282 = 218 (dust); at 1.1, 500 − 156 = 344.
    const built = send(9_500n, 10_000n, 1.1)
    expect(built.vsize).toBe(141)
    expect(built.fee).toBe(156n)
    expect(built.change).toBe(344n)
    expect(Transaction.fromPSBT(built.psbt).outputsLength).toBe(2)
  })

  it('inputs keep the biggest-first order of the selection, not BIP-69’s txid order', () => {
    const built = buildTransferPsbt({
      from: { address: sender },
      to: receiver,
      amount: 15_000n,
      utxos: [utxo(5_000n, '1'.repeat(64)), utxo(12_000n, 'f'.repeat(64))],
      feeRate: 1,
      encoding: regtest,
    })
    const tx = Transaction.fromPSBT(built.psbt)
    expect([0, 1].map((i) => hex.encode(tx.getInput(i).txid!))).toEqual(['f'.repeat(64), '1'.repeat(64)])
  })
})

describe('senders by script type', () => {
  it('a nested SegWit (P2SH-P2WPKH) sender spends with its redeem script', () => {
    const nested = p2sh(p2wpkh(publicKey, regtest), regtest)
    const built = buildTransferPsbt({
      from: { address: nested.address!, publicKey: hex.encode(publicKey) },
      to: receiver,
      amount: 10_000n,
      utxos: [utxo(50_000n)],
      feeRate: 1,
      encoding: regtest,
    })
    expect(Transaction.fromPSBT(built.psbt).getInput(0).redeemScript).toEqual(nested.redeemScript)
  })

  it('a legacy (P2PKH) sender is refused even with its public key', () => {
    expect(() =>
      buildTransferPsbt({
        from: { address: p2pkh(publicKey, regtest).address!, publicKey: hex.encode(publicKey) },
        to: receiver,
        amount: 10_000n,
        utxos: [utxo(50_000n)],
        feeRate: 1,
        encoding: regtest,
      }),
    ).toThrow('cannot spend from')
  })
})

describe('addresses pasted with spaces', () => {
  it('are decoded and paid without them', () => {
    expect(isBitcoinAddress(`  ${receiver}\n`, regtest)).toBe(true)
    const built = buildTransferPsbt({
      from: { address: sender },
      to: ` ${receiver} `,
      amount: 10_000n,
      utxos: [utxo(50_000n)],
      feeRate: 1,
      encoding: regtest,
    })
    expect(Transaction.fromPSBT(built.psbt).getOutput(0).script).toEqual(
      decodeBitcoinAddress(receiver, regtest)!.script,
    )
  })
})
