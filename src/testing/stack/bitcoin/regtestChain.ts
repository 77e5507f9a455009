/**
 * A Bitcoin regtest chain in memory (no bitcoind installs here): a UTXO set, a mempool
 * and blocks mined on demand. A broadcast transaction is accepted only when every input exists and
 * is unspent (a double spend is refused), every signature is valid (verifyInputs.ts: P2WPKH BIP-143,
 * P2SH-P2WPKH, P2TR BIP-341 key path), the outputs do not exceed the inputs, no output is dust and
 * the fee pays at least 1 sat/vB. A faucet creates coins from nothing (a coinbase-like transaction).
 * Not modelled: reorgs, RBF, full script validation, timelocks, coinbase maturity.
 */
import { Address, OutScript, RawTx, Transaction } from '@scure/btc-signer'
import { hex } from '@scure/base'
import { sha256 } from '@noble/hashes/sha2.js'
import type { BitcoinAddressEncoding } from '../../../core/bitcoinNetworks.js'
import { verifyInput, type Prevout } from './verifyInputs.js'

/** The regtest genesis block's hash (every regtest chain has it). */
export const REGTEST_GENESIS_HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

/** A refusal of a broadcast, with Bitcoin Core's reason ('bad-txns-inputs-missingorspent', …). */
export class RegtestRejection extends Error {}

/** An output of a transaction. */
export interface RegtestOutput {
  script: Uint8Array
  amount: bigint
  /** Its address on the chain's network, when it has one. */
  address?: string
}

/** An input: the outpoint it spends and what that output was (none for a faucet's coinbase input). */
export interface RegtestInput {
  txid: string
  vout: number
  isCoinbase: boolean
  prevout?: RegtestOutput
  sequence: number
}

/** A block: height, hash (hex) and time (Unix seconds). */
export interface RegtestBlock {
  height: number
  hash: string
  time: number
}

/** A transaction the chain holds: in the mempool (`block` undefined) or mined. */
export interface RegtestTransaction {
  txid: string
  hex: string
  version: number
  locktime: number
  inputs: RegtestInput[]
  outputs: RegtestOutput[]
  fee: bigint
  size: number
  weight: number
  /** Arrival order, for newest-first listings. */
  seq: number
  block?: RegtestBlock
}

/** Options of {@link createRegtestChain}. */
export interface RegtestChainOptions {
  /** Address encoding (regtest: bcrt1…). */
  encoding: BitcoinAddressEncoding
  /** Clock for block times (ms); default Date.now. */
  now?: () => number
}

const sha256d = (bytes: Uint8Array) => sha256(sha256(bytes))
const reversedHex = (bytes: Uint8Array) => hex.encode(Uint8Array.from(bytes).reverse())
const outpoint = (txid: string, vout: number) => `${txid}:${vout}`
/** Bitcoin Core's dust limits at the default dust relay fee (sats), by output type. */
const DUST: Record<string, bigint> = { pkh: 546n, sh: 540n, wpkh: 294n, wsh: 330n, tr: 330n }

/** The chain's state and what the Esplora API and the faucet do to it. */
export type RegtestChain = ReturnType<typeof createRegtestChain>

/** Creates an empty regtest chain at height 0 (the genesis block). */
export function createRegtestChain({ encoding, now = Date.now }: RegtestChainOptions) {
  const txs = new Map<string, RegtestTransaction>()
  const unspent = new Map<string, { txid: string; vout: number }>()
  const spentBy = new Map<string, string>()
  const blocks: RegtestBlock[] = [{ height: 0, hash: REGTEST_GENESIS_HASH, time: 1296688602 }]
  let seq = 0
  let faucetCount = 0

  const addressOf = (script: Uint8Array): string | undefined => {
    try {
      return Address(encoding).encode(OutScript.decode(script))
    } catch {
      return undefined
    }
  }
  const record = (tx: RegtestTransaction) => {
    txs.set(tx.txid, tx)
    for (const input of tx.inputs) {
      if (input.isCoinbase) continue
      unspent.delete(outpoint(input.txid, input.vout))
      spentBy.set(outpoint(input.txid, input.vout), tx.txid)
    }
    tx.outputs.forEach((_, vout) => unspent.set(outpoint(tx.txid, vout), { txid: tx.txid, vout }))
    return tx.txid
  }

  return {
    encoding,
    tip: (): RegtestBlock => blocks[blocks.length - 1]!,
    transaction: (txid: string) => txs.get(txid),
    /** Every transaction, oldest first. */
    transactions: () => [...txs.values()].sort((a, b) => a.seq - b.seq),
    /** The unspent output `txid:vout`, or undefined (never existed, or spent, in a block or the mempool). */
    unspentOutput(txid: string, vout: number): RegtestOutput | undefined {
      return unspent.has(outpoint(txid, vout)) ? txs.get(txid)?.outputs[vout] : undefined
    },
    /** Unspent outputs paying `address`, with the transactions that made them. */
    unspentOf(address: string) {
      return [...unspent.values()].flatMap(({ txid, vout }) => {
        const tx = txs.get(txid)!
        return tx.outputs[vout]!.address === address ? [{ tx, vout, output: tx.outputs[vout]! }] : []
      })
    },
    /** The transaction spending `txid:vout`, if any. */
    spender: (txid: string, vout: number) => spentBy.get(outpoint(txid, vout)),

    /**
     * Pays `amount` sats to `address` out of nothing (a coinbase-like transaction in the mempool).
     * @throws RegtestRejection 'invalid address' for an address of another network; 'invalid amount' for ≤ 0.
     */
    faucet(address: string, amount: bigint): string {
      let script: Uint8Array
      try {
        script = OutScript.encode(Address(encoding).decode(address))
      } catch {
        throw new RegtestRejection(`invalid address: ${address}`)
      }
      if (amount <= 0n || amount > 21_000_000n * 100_000_000n) throw new RegtestRejection('invalid amount')
      const tag = new TextEncoder().encode(`wallet-modal faucet ${++faucetCount} ${now()}`)
      const raw = RawTx.encode({
        version: 2,
        segwitFlag: false,
        inputs: [{ txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: tag, sequence: 0xffffffff }],
        outputs: [{ amount, script }],
        witnesses: undefined,
        lockTime: 0,
      })
      return record({
        txid: reversedHex(sha256d(raw)),
        hex: hex.encode(raw),
        version: 2,
        locktime: 0,
        inputs: [{ txid: '0'.repeat(64), vout: 0xffffffff, isCoinbase: true, sequence: 0xffffffff }],
        outputs: [{ script, amount, address }],
        fee: 0n,
        size: raw.length,
        weight: raw.length * 4,
        seq: ++seq,
      })
    },

    /**
     * Accepts a signed transaction (hex) into the mempool after every check of the module comment.
     * @returns its txid.
     * @throws RegtestRejection with Bitcoin Core's reason: 'TX decode failed', 'txn-already-known',
     *   'txn-mempool-conflict' / 'bad-txns-inputs-missingorspent', 'bad-txns-in-belowout', 'dust',
     *   'min relay fee not met', a script-verify failure.
     */
    broadcast(rawHex: string): string {
      let tx: Transaction
      try {
        tx = Transaction.fromRaw(hex.decode(rawHex.trim().toLowerCase()), { allowUnknownOutputs: true })
      } catch {
        throw new RegtestRejection('TX decode failed')
      }
      if (txs.has(tx.id))
        throw new RegtestRejection(txs.get(tx.id)!.block ? 'transaction already in block chain' : 'txn-already-known')
      if (tx.inputsLength === 0 || tx.outputsLength === 0) throw new RegtestRejection('bad-txns-vin-empty')
      const inputs: RegtestInput[] = []
      const prevouts: Prevout[] = []
      const seen = new Set<string>()
      for (let i = 0; i < tx.inputsLength; i++) {
        const input = tx.getInput(i)
        const txid = hex.encode(input.txid!)
        const point = outpoint(txid, input.index!)
        if (seen.has(point)) throw new RegtestRejection('bad-txns-inputs-duplicate')
        seen.add(point)
        const prevout = unspent.has(point) ? txs.get(txid)!.outputs[input.index!] : undefined
        if (!prevout)
          throw new RegtestRejection(
            spentBy.has(point) && !txs.get(spentBy.get(point)!)!.block
              ? 'txn-mempool-conflict'
              : 'bad-txns-inputs-missingorspent',
          )
        inputs.push({ txid, vout: input.index!, isCoinbase: false, prevout, sequence: input.sequence ?? 0xffffffff })
        prevouts.push({ script: prevout.script, amount: prevout.amount })
      }
      const outputs: RegtestOutput[] = []
      for (let i = 0; i < tx.outputsLength; i++) {
        const { script, amount } = tx.getOutput(i)
        if (!script || amount === undefined) throw new RegtestRejection('bad-txns-vout-empty')
        let type = 'unknown'
        try {
          type = OutScript.decode(script).type
        } catch {
          // A script of no standard type: refused below.
        }
        const dust = DUST[type]
        if (dust !== undefined && amount < dust) throw new RegtestRejection('dust')
        if (type === 'unknown' && amount > 0n) throw new RegtestRejection('scriptpubkey')
        outputs.push({ script, amount, address: addressOf(script) })
      }
      const inTotal = prevouts.reduce((sum, p) => sum + p.amount, 0n)
      const outTotal = outputs.reduce((sum, o) => sum + o.amount, 0n)
      if (outTotal > inTotal) throw new RegtestRejection('bad-txns-in-belowout')
      const fee = inTotal - outTotal
      if (fee < BigInt(tx.vsize)) throw new RegtestRejection(`min relay fee not met, ${fee} < ${tx.vsize}`)
      for (let i = 0; i < tx.inputsLength; i++) {
        const failure = verifyInput(tx, i, prevouts)
        if (failure) throw new RegtestRejection(failure)
      }
      return record({
        txid: tx.id,
        hex: rawHex.trim().toLowerCase(),
        version: tx.version,
        locktime: tx.lockTime,
        inputs,
        outputs,
        fee,
        size: hex.decode(rawHex.trim()).length,
        weight: tx.weight,
        seq: ++seq,
      })
    },

    /** Mines `count` blocks (≥ 1); the first takes the whole mempool. @returns the new tip. */
    mine(count = 1): RegtestBlock {
      for (let i = 0; i < Math.max(1, count); i++) {
        const previous = blocks[blocks.length - 1]!
        const mempool = [...txs.values()].filter((tx) => !tx.block)
        const header = new TextEncoder().encode(
          `${previous.hash}${previous.height + 1}${mempool.map((tx) => tx.txid).join('')}`,
        )
        const block: RegtestBlock = {
          height: previous.height + 1,
          hash: reversedHex(sha256d(header)),
          time: Math.max(previous.time + 1, Math.floor(now() / 1000)),
        }
        for (const tx of mempool) tx.block = block
        blocks.push(block)
      }
      return blocks[blocks.length - 1]!
    },
  }
}
