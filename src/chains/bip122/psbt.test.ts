import { describe, expect, it } from 'vitest'
import { p2tr, p2wpkh, Transaction } from '@scure/btc-signer'
import { hex } from '@scure/base'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { BITCOIN_NETWORKS } from '../../core/bitcoinNetworks.js'
import { isBitcoinAddress, decodeBitcoinAddress } from './address.js'
import { feeFor, MIN_FEE_RATE, pickFeeRate } from './fees.js'
import { buildTransferPsbt, type SpendableUtxo } from './psbt.js'

const [mainnet, testnet, signet, regtest] = BITCOIN_NETWORKS.map((n) => n.encoding) as [
  (typeof BITCOIN_NETWORKS)[0]['encoding'],
  (typeof BITCOIN_NETWORKS)[0]['encoding'],
  (typeof BITCOIN_NETWORKS)[0]['encoding'],
  (typeof BITCOIN_NETWORKS)[0]['encoding'],
]
const key = secp256k1.utils.randomPrivateKey()
const publicKey = secp256k1.getPublicKey(key, true)
const sender = p2wpkh(publicKey, regtest).address!
const receiver = p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true), regtest).address!
const utxo = (value: bigint, vout = 0): SpendableUtxo => ({
  txid: (vout + 1).toString(16).padStart(64, 'a'),
  vout,
  value,
})

type Transfer = Parameters<typeof buildTransferPsbt>[0]

/** A transfer on regtest from `sender` to `receiver`, unless `spend` names another `from` or `to`. */
const transfer = (spend: Omit<Transfer, 'from' | 'to' | 'encoding'> & Partial<Pick<Transfer, 'from' | 'to'>>) =>
  buildTransferPsbt({ from: { address: sender }, to: receiver, encoding: regtest, ...spend })

describe('address validation per network', () => {
  const mainnetAddress = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
  it('a mainnet address is refused on regtest, testnet and signet', () => {
    expect(isBitcoinAddress(mainnetAddress, mainnet)).toBe(true)
    for (const encoding of [regtest, testnet, signet]) expect(isBitcoinAddress(mainnetAddress, encoding)).toBe(false)
  })
  it('a regtest address (bcrt1…) is refused on mainnet and testnet; a testnet one (tb1…) is valid on signet', () => {
    expect(isBitcoinAddress(sender, regtest)).toBe(true)
    expect(isBitcoinAddress(sender, mainnet)).toBe(false)
    expect(isBitcoinAddress(sender, testnet)).toBe(false)
    const tb = p2wpkh(publicKey, testnet).address!
    expect(tb.startsWith('tb1q')).toBe(true)
    expect(isBitcoinAddress(tb, signet)).toBe(true)
    expect(isBitcoinAddress(tb, regtest)).toBe(false)
  })
  it('knows P2TR, P2PKH and P2SH and refuses a bad checksum or garbage', () => {
    expect(decodeBitcoinAddress(p2tr(schnorr.getPublicKey(key), undefined, regtest).address!, regtest)?.type).toBe('tr')
    expect(decodeBitcoinAddress('14vV3aCHBeStb5bkenkNHbe2YAFinYdXgc', mainnet)?.type).toBe('pkh')
    expect(isBitcoinAddress(`${mainnetAddress.slice(0, -1)}m`, mainnet)).toBe(false)
    expect(isBitcoinAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', mainnet)).toBe(false)
    expect(isBitcoinAddress('', regtest)).toBe(false)
  })
})

describe('fee rate from /fee-estimates', () => {
  it('takes the largest target not above 6 blocks, fractions kept (2.1 sat/vB is not paid as 3)', () => {
    expect(pickFeeRate({ '1': 20.5, '3': 10.2, '6': 4.1, '144': 1.0 })).toBe(4.1)
    expect(pickFeeRate({ '1': 20.5, '3': 10.2, '144': 1.0 })).toBe(10.2)
    expect(pickFeeRate({ '1': 20.5, '3': 10.2 }, 1)).toBe(20.5)
    expect(pickFeeRate({ '1': 3.5, '6': 2.1, '144': 1.0 })).toBe(2.1)
  })
  it('without a fast enough target takes the fastest; never below the 1 sat/vB minimum relay fee', () => {
    expect(pickFeeRate({ '144': 2.2, '1008': 1 })).toBe(2.2)
    expect(pickFeeRate({})).toBe(MIN_FEE_RATE)
    expect(pickFeeRate({ '2': 0.3 })).toBe(1)
  })
  it('a fee is the rate times the vsize, rounded up to a whole sat', () => {
    expect(feeFor(2.1, 141)).toBe(297n)
    expect(feeFor(4.1, 100)).toBe(410n)
    expect(feeFor(1, 141)).toBe(141n)
    expect(feeFor(1.001, 1)).toBe(2n)
  })
})

describe('PSBT of a send, in bigint sats', () => {
  it('pays the receiver exactly, returns change to the sender, and the fee is inputs − outputs ≥ rate × vsize', () => {
    const built = transfer({ amount: 12_345n, utxos: [utxo(100_000n), utxo(3_000n, 1)], feeRate: 3 })
    const tx = Transaction.fromPSBT(built.psbt)
    const outputs = Array.from({ length: tx.outputsLength }, (_, i) => tx.getOutput(i))
    expect(outputs[0]).toMatchObject({ amount: 12_345n })
    expect(outputs[0]!.script).toEqual(decodeBitcoinAddress(receiver, regtest)!.script)
    expect(outputs[1]!.script).toEqual(decodeBitcoinAddress(sender, regtest)!.script)
    expect(built.inputTotal).toBe(100_000n)
    expect(built.change).toBe(outputs[1]!.amount)
    expect(built.fee).toBe(built.inputTotal - built.amount - built.change)
    expect(built.fee).toBeGreaterThanOrEqual(3n * BigInt(built.vsize))
    // One P2WPKH input, two P2WPKH outputs: 141 vbytes once signed.
    expect(built.vsize).toBe(141)
    expect(built.fee).toBe(423n)
    expect(typeof built.fee).toBe('bigint')
  })

  it('a 2.1 sat/vB estimate pays 2.1 sat/vB: 297 sats for 141 vB, not 423 (3 sat/vB, 43% more)', () => {
    const built = transfer({ amount: 12_345n, utxos: [utxo(100_000n)], feeRate: pickFeeRate({ '1': 3.5, '6': 2.1 }) })
    expect(built.vsize).toBe(141)
    expect(built.fee).toBe(297n)
    expect(built.change).toBe(100_000n - 12_345n - 297n)
    const tx = Transaction.fromPSBT(built.psbt)
    tx.sign(key)
    tx.finalize()
    expect(tx.fee).toBe(297n)
    // The signed transaction's real vsize: the rate paid is at least 2.1 sat/vB, and below 2.2.
    expect(Number(tx.fee) / tx.vsize).toBeGreaterThanOrEqual(2.1)
    expect(Number(tx.fee) / tx.vsize).toBeLessThan(2.2)
  })

  it('change that would be dust at the rate goes to the fee; no change output', () => {
    // 100_000 − 99_500 = 500 left: a 141 vB transaction at 2.1 leaves 203 sats of change, below P2WPKH's 294.
    const built = transfer({ amount: 99_500n, utxos: [utxo(100_000n)], feeRate: 2.1 })
    expect(built.change).toBe(0n)
    expect(built.fee).toBe(500n)
    expect(Transaction.fromPSBT(built.psbt).outputsLength).toBe(1)
  })

  it('adds inputs until amount + fee is covered, and spends nothing it does not need', () => {
    const built = transfer({ amount: 150_000n, utxos: [utxo(100_000n), utxo(60_000n, 1), utxo(1_000n, 2)], feeRate: 2 })
    expect(built.inputs).toHaveLength(2)
    expect(built.inputTotal).toBe(160_000n)
    expect(built.inputTotal).toBe(built.amount + built.change + built.fee)
  })

  it('the signed transaction keeps the arithmetic (the wallet signs; the amounts do not move)', () => {
    const built = transfer({ amount: 54_321n, utxos: [utxo(80_000n)], feeRate: 5 })
    const tx = Transaction.fromPSBT(built.psbt)
    tx.sign(key)
    tx.finalize()
    expect(tx.fee).toBe(built.fee)
    expect(BigInt(tx.vsize) * 5n).toBeLessThanOrEqual(built.fee)
  })

  it('P2TR senders carry their internal key; P2SH-P2WPKH senders their redeem script', () => {
    const internal = schnorr.getPublicKey(key)
    const tr = p2tr(internal, undefined, regtest).address!
    const built = transfer({
      from: { address: tr, publicKey: hex.encode(internal) },
      amount: 10_000n,
      utxos: [utxo(50_000n)],
      feeRate: 1,
    })
    expect(Transaction.fromPSBT(built.psbt).getInput(0).tapInternalKey).toEqual(internal)
    expect(() => transfer({ from: { address: tr }, amount: 10_000n, utxos: [utxo(50_000n)], feeRate: 1 })).toThrow(
      'cannot spend from',
    )
  })

  it.each([
    ['more than the outputs hold', 103_000n, 'Insufficient funds'],
    [
      "below the receiver type's dust limit (294 sats for P2WPKH)",
      293n,
      'The amount is below the dust limit of 294 sats',
    ],
    ['zero', 0n, 'Enter a valid amount'],
  ])('refuses an amount %s', (_label, amount, message) => {
    expect(() => transfer({ amount, utxos: [utxo(100_000n), utxo(3_000n, 1)], feeRate: 3 })).toThrow(message)
  })

  it('refuses a receiver of another network', () => {
    expect(() =>
      transfer({
        to: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
        amount: 10_000n,
        utxos: [utxo(100_000n)],
        feeRate: 1,
      }),
    ).toThrow('Invalid address')
  })
})
