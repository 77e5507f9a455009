import { describe, expect, it } from 'vitest'
import { hex } from '@scure/base'
import { OutScript, Address, Transaction, p2wpkh } from '@scure/btc-signer'
import { secp256k1 } from '@noble/curves/secp256k1'
import { BITCOIN_REGTEST_ID, bitcoinNetworkOf } from '../../../core/bitcoinNetworks.js'
import { createEsploraClient } from '../../../chains/bip122/esplora.js'
import { buildTransferPsbt } from '../../../chains/bip122/psbt.js'
import { bitcoinDevAccount } from '../../wallets/bitcoin/devKeys.js'
import { createRegtestChain } from './regtestChain.js'
import { startBitcoinRegtest } from './server.js'

const encoding = bitcoinNetworkOf(BITCOIN_REGTEST_ID)!.encoding
const alice = bitcoinDevAccount(0, encoding)
const bob = p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true), encoding).address!

/** A signed spend of `utxos` (from a faucet) paying `amount` to `to`, change back, signed with `key` for `from`. */
function spend(
  from: { address: string; publicKey?: string },
  key: Uint8Array,
  utxos: { txid: string; vout: number; value: bigint }[],
  to: string,
  amount: bigint,
) {
  const built = buildTransferPsbt({ from, to, amount, utxos, feeRate: 2, encoding })
  const tx = Transaction.fromPSBT(built.psbt)
  tx.sign(key)
  tx.finalize()
  return { tx, built }
}

/** Alice's payment address paying `amount` to Bob from output 0 of `funding`, which holds `value` sats. */
const alicePaysBob = (funding: string, value: bigint, amount: bigint) =>
  spend(alice.payment, alice.payment.privateKey, [{ txid: funding, vout: 0, value }], bob, amount)

/**
 * A spend of Alice's output 0 of `funding`, built by hand (no PSBT builder, so no checks): its
 * signature commits to `claimed` sats in that output; it pays `outputs` ([address, sats]).
 */
function handBuiltSpend(funding: string, claimed: bigint, outputs: [string, bigint][]): Transaction {
  const tx = new Transaction()
  tx.addInput({
    txid: funding,
    index: 0,
    witnessUtxo: { script: OutScript.encode(Address(encoding).decode(alice.payment.address)), amount: claimed },
  })
  for (const [address, amount] of outputs) tx.addOutputAddress(address, amount, encoding)
  tx.sign(alice.payment.privateKey)
  tx.finalize()
  return tx
}

describe('regtest chain', () => {
  it('accepts a P2WPKH spend of a faucet output, refuses its rebroadcast and a double spend, confirms it when mined', () => {
    const chain = createRegtestChain({ encoding })
    const funding = chain.faucet(alice.payment.address, 1_000_000n)
    const { tx, built } = alicePaysBob(funding, 1_000_000n, 12_345n)
    const txid = chain.broadcast(tx.hex)
    expect(txid).toBe(tx.id)
    expect(chain.transaction(txid)?.fee).toBe(built.fee)
    expect(chain.transaction(txid)?.block).toBeUndefined()
    expect(() => chain.broadcast(tx.hex)).toThrow('txn-already-known')
    const conflict = alicePaysBob(funding, 1_000_000n, 20_000n)
    expect(() => chain.broadcast(conflict.tx.hex)).toThrow('txn-mempool-conflict')
    const tip = chain.mine()
    expect(chain.transaction(txid)!.block).toEqual(tip)
    expect(() => chain.broadcast(conflict.tx.hex)).toThrow('bad-txns-inputs-missingorspent')
    expect(chain.unspentOf(bob).map((u) => u.output.amount)).toEqual([12_345n])
  })

  it('accepts a P2TR key-path spend and checks it with BIP-341', () => {
    const chain = createRegtestChain({ encoding })
    const funding = chain.faucet(alice.ordinals.address, 50_000n)
    const { tx } = spend(
      alice.ordinals,
      alice.ordinals.privateKey,
      [{ txid: funding, vout: 0, value: 50_000n }],
      bob,
      10_000n,
    )
    expect(chain.broadcast(tx.hex)).toBe(tx.id)
  })

  it('refuses a signature by another key, a grafted witness, more out than in, dust and an unknown input', () => {
    const chain = createRegtestChain({ encoding })
    const funding = chain.faucet(alice.payment.address, 100_000n)
    const utxo = [{ txid: funding, vout: 0, value: 100_000n }]
    const strangerKey = secp256k1.utils.randomPrivateKey()
    const strangerAddress = p2wpkh(secp256k1.getPublicKey(strangerKey, true), encoding).address!
    // Signed by another key (as if the output were its own): its witness carries that key, whose hash is not the output's.
    const stranger = spend({ address: strangerAddress }, strangerKey, utxo, bob, 10_000n)
    expect(() => chain.broadcast(stranger.tx.hex)).toThrow('witness program hash mismatch')
    // A valid signature of one transaction grafted onto another (other amount): the sighash differs.
    const good = spend(alice.payment, alice.payment.privateKey, utxo, bob, 10_000n)
    const other = Transaction.fromPSBT(
      buildTransferPsbt({ from: alice.payment, to: bob, amount: 11_000n, utxos: utxo, feeRate: 2, encoding }).psbt,
    )
    other.updateInput(0, { finalScriptWitness: good.tx.getInput(0).finalScriptWitness })
    expect(() => chain.broadcast(other.hex)).toThrow('mandatory-script-verify-flag-failed')
    // The signer is told the output holds 200,000 sats; the chain knows it holds 100,000.
    const tooMuch = handBuiltSpend(funding, 200_000n, [[bob, 100_001n]])
    expect(() => chain.broadcast(tooMuch.hex)).toThrow('bad-txns-in-belowout')
    const dust = handBuiltSpend(funding, 100_000n, [
      [bob, 100n],
      [alice.payment.address, 99_000n],
    ])
    expect(() => chain.broadcast(dust.hex)).toThrow('dust')
    expect(() => chain.broadcast('00zz')).toThrow('TX decode failed')
    const unknown = alicePaysBob('ab'.repeat(32), 100_000n, 10_000n)
    expect(() => chain.broadcast(unknown.tx.hex)).toThrow('bad-txns-inputs-missingorspent')
  })

  it('serves the Esplora API the adapter reads: balance pending then confirmed, UTXOs, history, broadcast errors', async () => {
    const running = await startBitcoinRegtest({ port: 0 })
    try {
      const esplora = createEsploraClient(running.url)
      const funding = running.faucet(alice.payment.address, 250_000n)
      expect(await esplora.balance(alice.payment.address)).toEqual({ confirmed: 0n, pending: 250_000n })
      running.mine()
      expect(await esplora.balance(alice.payment.address)).toEqual({ confirmed: 250_000n, pending: 0n })
      expect(await esplora.tipHeight()).toBe(1)
      const [utxo] = await esplora.utxos(alice.payment.address)
      expect(utxo).toMatchObject({
        txid: funding,
        vout: 0,
        value: 250_000,
        status: { confirmed: true, block_height: 1 },
      })
      const { tx, built } = alicePaysBob(funding, 250_000n, 33_333n)
      expect(await esplora.broadcast(tx.hex)).toBe(tx.id)
      await expect(esplora.broadcast(tx.hex)).rejects.toThrow('txn-already-known')
      expect(await esplora.balance(bob)).toEqual({ confirmed: 0n, pending: 33_333n })
      expect(await esplora.balance(alice.payment.address)).toEqual({
        confirmed: 250_000n,
        pending: -(33_333n + built.fee),
      })
      const history = await esplora.transactions(alice.payment.address)
      expect(history.map((t) => [t.txid, t.status.confirmed])).toEqual([
        [tx.id, false],
        [funding, true],
      ])
      expect(await esplora.feeEstimates()).toMatchObject({ '6': 2.1 })
      expect((await esplora.txStatus(tx.id)).confirmed).toBe(false)
      running.mine()
      expect(await esplora.balance(bob)).toEqual({ confirmed: 33_333n, pending: 0n })
      const answer = await fetch(`${running.url}/tx/${tx.id}/hex`)
      expect(await answer.text()).toBe(hex.encode(tx.toBytes(true, true)))
    } finally {
      await running.stop()
    }
  })
})
