/**
 * The chain behind the RPC: a LiteSVM with its own blockhash bookkeeping (LiteSVM accepts only
 * its latest blockhash and never advances by itself), one slot per executed transaction, and a
 * log of executed transactions. Emits 'transaction' (a TransactionRecord) and 'slot' (number).
 */
import { EventEmitter } from 'node:events'
import { address, getBase58Decoder, getTransactionDecoder, lamports } from '@solana/kit'
import { SystemProgram, Transaction, VersionedTransaction, PublicKey } from '@solana/web3.js'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { SOLANA_FAUCET_KEYPAIR } from './devKeys.js'
import { feeForMessage } from './fees.js'
import { RPC_ERRORS, RpcError, invalidParams } from './jsonRpc.js'
import { readMintDecimals, readTokenAccount, uiTokenAmount } from './tokenAccounts.js'
import { describeTransactionError, rpcTransactionError, type RpcTransactionError } from './transactionError.js'
import { TransactionsLog, type TokenBalance, type TransactionRecord } from './transactionsLog.js'

/** How many blocks an issued blockhash stays valid (Solana's MAX_PROCESSING_AGE). */
export const BLOCKHASH_VALIDITY_BLOCKS = 150

/** The faucet's starting balance in lamports (1,000,000 SOL; below 2^53 so JSON numbers stay exact). */
const FAUCET_LAMPORTS = 1_000_000_000_000_000n

/** A simulation's outcome, in the RPC's `simulateTransaction` value shape. */
export interface SimulationResult {
  err: RpcTransactionError | null
  logs: string[]
  accounts: null
  unitsConsumed: number
  returnData: { programId: string; data: [string, 'base64'] } | null
}

/** Decodes a wire transaction. @throws RpcError -32602 'Invalid params: invalid transaction: <reason>' */
export function decodeTransaction(wire: Uint8Array): VersionedTransaction {
  try {
    return VersionedTransaction.deserialize(wire)
  } catch (error) {
    throw invalidParams(`invalid transaction: ${error instanceof Error ? error.message : String(error)}`)
  }
}

export class SolanaChain extends EventEmitter {
  readonly svm = new LiteSVM().withBlockhashCheck(false)
  readonly log = new TransactionsLog()
  /** Issued blockhash → last block height at which it is accepted. */
  private readonly blockhashes = new Map<string, number>()

  constructor() {
    super()
    this.svm.setAccount({
      address: address(SOLANA_FAUCET_KEYPAIR.publicKey.toBase58()),
      lamports: lamports(FAUCET_LAMPORTS),
      programAddress: address(SystemProgram.programId.toBase58()),
      executable: false,
      space: 0n,
      data: new Uint8Array(),
    })
    this.setClockToNow()
  }

  /** The current slot; also the block height (one block per slot, none skipped). */
  get slot(): number {
    return Number(this.svm.getClock().slot)
  }

  /** The latest blockhash, remembered as valid for {@link BLOCKHASH_VALIDITY_BLOCKS} blocks. */
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    const blockhash = this.svm.latestBlockhash()
    if (!this.blockhashes.has(blockhash)) this.blockhashes.set(blockhash, this.slot + BLOCKHASH_VALIDITY_BLOCKS)
    return { blockhash, lastValidBlockHeight: this.blockhashes.get(blockhash)! }
  }

  /** Whether a transaction with this recent blockhash would be accepted now. */
  isBlockhashValid(blockhash: string): boolean {
    return blockhash === this.svm.latestBlockhash() || (this.blockhashes.get(blockhash) ?? -1) >= this.slot
  }

  /** Runs the transaction without committing it; `sigVerify: false` accepts missing signatures. */
  simulate(wire: Uint8Array, sigVerify: boolean): SimulationResult {
    decodeTransaction(wire)
    const kitTransaction = getTransactionDecoder().decode(wire)
    this.svm.withSigverify(sigVerify)
    let outcome: ReturnType<LiteSVM['simulateTransaction']>
    try {
      outcome = this.svm.simulateTransaction(kitTransaction)
    } finally {
      this.svm.withSigverify(true)
    }
    const meta = outcome.meta()
    const returned = meta.returnData()
    return {
      err: outcome instanceof FailedTransactionMetadata ? rpcTransactionError(outcome) : null,
      logs: meta.logs(),
      accounts: null,
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      returnData:
        returned.data().length > 0
          ? {
              programId: new PublicKey(returned.programId()).toBase58(),
              data: [Buffer.from(returned.data()).toString('base64'), 'base64'],
            }
          : null,
    }
  }

  /**
   * Executes and records a signed transaction, then moves to the next slot with a fresh blockhash.
   * Returns its signature (base58). Unless `skipPreflight`, simulates first so a failing transaction
   * costs nothing.
   * @throws RpcError -32002 'Transaction simulation failed: <error>' with `data: { err, logs, ... }`
   *   (also for an unknown or expired blockhash, 'Blockhash not found', and a replay, 'AlreadyProcessed')
   */
  execute(wire: Uint8Array, options: { skipPreflight?: boolean } = {}): string {
    const transaction = decodeTransaction(wire)
    const { message } = transaction
    const signature = getBase58Decoder().decode(transaction.signatures[0]!)
    const reject = (err: RpcTransactionError, logs: string[] = []): RpcError =>
      new RpcError(
        RPC_ERRORS.sendTransactionPreflightFailure,
        `Transaction simulation failed: ${describeTransactionError(err)}`,
        { err, logs, accounts: null, unitsConsumed: 0, returnData: null },
      )
    if (!this.isBlockhashValid(message.recentBlockhash)) throw reject('BlockhashNotFound')
    if (this.log.get(signature)) throw reject('AlreadyProcessed')
    if (!options.skipPreflight) {
      const simulation = this.simulate(wire, true)
      if (simulation.err)
        throw new RpcError(
          RPC_ERRORS.sendTransactionPreflightFailure,
          `Transaction simulation failed: ${describeTransactionError(simulation.err)}`,
          simulation,
        )
    }

    const accountKeys = message.staticAccountKeys.map((key) => key.toBase58())
    const preBalances = this.balances(accountKeys)
    const preTokenBalances = this.tokenBalances(accountKeys)
    const outcome = this.svm.sendTransaction(getTransactionDecoder().decode(wire))
    const failed = outcome instanceof FailedTransactionMetadata
    const meta = failed ? outcome.meta() : outcome
    const record: TransactionRecord = {
      signature,
      slot: this.slot,
      blockTime: Math.floor(Date.now() / 1000),
      wire: Uint8Array.from(wire),
      accountKeys,
      err: failed ? rpcTransactionError(outcome) : null,
      fee: feeForMessage(message),
      preBalances,
      postBalances: this.balances(accountKeys),
      preTokenBalances,
      postTokenBalances: this.tokenBalances(accountKeys),
      logMessages: meta.logs(),
      innerInstructions: meta
        .innerInstructions()
        .map((inner, index) => ({
          index,
          instructions: inner.map((entry) => {
            const compiled = entry.instruction()
            return {
              programIdIndex: compiled.programIdIndex(),
              accounts: [...compiled.accounts()],
              data: compiled.data(),
              stackHeight: entry.stackHeight(),
            }
          }),
        }))
        .filter((inner) => inner.instructions.length > 0),
      computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
    }
    this.log.add(record)
    this.advance()
    this.emit('transaction', record)
    return signature
  }

  /** Sends `lamports` from the faucet to `to` in a recorded transaction; returns its signature. */
  airdrop(to: string, lamports: number): string {
    const transaction = new Transaction({ feePayer: SOLANA_FAUCET_KEYPAIR.publicKey, ...this.latestBlockhash() })
    transaction.add(
      SystemProgram.transfer({ fromPubkey: SOLANA_FAUCET_KEYPAIR.publicKey, toPubkey: new PublicKey(to), lamports }),
    )
    transaction.sign(SOLANA_FAUCET_KEYPAIR)
    return this.execute(transaction.serialize())
  }

  /** Next slot, clock at now, new blockhash. */
  private advance(): void {
    this.svm.warpToSlot(BigInt(this.slot + 1))
    this.setClockToNow()
    this.svm.expireBlockhash()
    this.emit('slot', this.slot)
  }

  private setClockToNow(): void {
    const clock = this.svm.getClock()
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    this.svm.setClock(clock)
  }

  private balances(keys: string[]): number[] {
    return keys.map((key) => Number(this.svm.getBalance(address(key)) ?? 0n))
  }

  private tokenBalances(keys: string[]): TokenBalance[] {
    return keys.flatMap((key, accountIndex) => {
      const token = readTokenAccount(this.svm, key)
      if (!token) return []
      const mint = token.mint.toBase58()
      const decimals = readMintDecimals(this.svm, mint) ?? 0
      return [
        {
          accountIndex,
          mint,
          owner: token.owner.toBase58(),
          programId: token.programId,
          uiTokenAmount: uiTokenAmount(token.amount, decimals),
        },
      ]
    })
  }
}
