import {
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { SOLANA_DEV_KEYPAIRS } from './devKeys.js'
import { solanaRpcForFile } from './__fixtures__/solanaRpc.js'

const local = solanaRpcForFile()
const payer = SOLANA_DEV_KEYPAIRS[0]!

function transfer(to: PublicKey, lamports: number): Transaction {
  return new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports }))
}

describe('SOL over the local RPC', () => {
  it('starts the dev keys with 100 SOL', async () => {
    expect(await local.connection.getBalance(SOLANA_DEV_KEYPAIRS[2]!.publicKey)).toBe(100 * LAMPORTS_PER_SOL)
  })

  it('moves exactly the amount and charges the fee to the payer; confirmTransaction resolves over the WebSocket', async () => {
    const recipient = Keypair.generate().publicKey
    const before = await local.connection.getBalance(payer.publicKey)
    const { blockhash, lastValidBlockHeight } = await local.connection.getLatestBlockhash()
    const transaction = transfer(recipient, 123_456_789)
    transaction.recentBlockhash = blockhash
    transaction.feePayer = payer.publicKey
    const fee = (await local.connection.getFeeForMessage(transaction.compileMessage())).value
    expect(fee).toBe(5_000)
    transaction.sign(payer)
    const signature = await local.connection.sendRawTransaction(transaction.serialize())
    const confirmation = await local.connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
    expect(confirmation.value.err).toBeNull()
    expect(await local.connection.getBalance(recipient)).toBe(123_456_789)
    expect(await local.connection.getBalance(payer.publicKey)).toBe(before - 123_456_789 - 5_000)
  })

  it('lists the transfer in getSignaturesForAddress and reads it back with getParsedTransaction', async () => {
    const recipient = Keypair.generate().publicKey
    const signature = await sendAndConfirmTransaction(local.connection, transfer(recipient, 1_042_000), [payer])
    const [latest] = await local.connection.getSignaturesForAddress(payer.publicKey, { limit: 1 })
    expect(latest?.signature).toBe(signature)
    expect((await local.connection.getSignaturesForAddress(recipient)).map((entry) => entry.signature)).toEqual([
      signature,
    ])

    const parsed = await local.connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(parsed?.meta?.err).toBeNull()
    expect(parsed?.meta?.fee).toBe(5_000)
    const keys = parsed!.transaction.message.accountKeys.map((key) => key.pubkey.toBase58())
    const from = keys.indexOf(payer.publicKey.toBase58())
    const to = keys.indexOf(recipient.toBase58())
    expect(parsed!.meta!.preBalances[to]).toBe(0)
    expect(parsed!.meta!.postBalances[to]).toBe(1_042_000)
    expect(parsed!.meta!.preBalances[from]! - parsed!.meta!.postBalances[from]!).toBe(1_042_000 + 5_000)
    expect(parsed!.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: {
        type: 'transfer',
        info: { source: payer.publicKey.toBase58(), destination: recipient.toBase58(), lamports: 1_042_000 },
      },
    })
    expect(parsed!.blockTime).toBeGreaterThan(0)

    const plain = await local.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(plain?.version).toBe('legacy')
    expect(plain?.transaction.message.staticAccountKeys.map((key) => key.toBase58())).toEqual(keys)
  })

  it('pages getSignaturesForAddress newest first with before, until and limit', async () => {
    const recipient = Keypair.generate().publicKey
    const signatures: string[] = []
    for (const lamports of [1_000_000, 2_000_000, 3_000_000]) {
      signatures.push(await sendAndConfirmTransaction(local.connection, transfer(recipient, lamports), [payer]))
    }
    const all = (await local.connection.getSignaturesForAddress(recipient)).map((entry) => entry.signature)
    expect(all).toEqual([...signatures].reverse())
    const older = await local.connection.getSignaturesForAddress(recipient, { before: signatures[2] })
    expect(older.map((entry) => entry.signature)).toEqual([signatures[1], signatures[0]])
    const newer = await local.connection.getSignaturesForAddress(recipient, { until: signatures[0], limit: 1 })
    expect(newer.map((entry) => entry.signature)).toEqual([signatures[2]])
  })

  it('rejects a failing transaction with SendTransactionError and its logs, charging nothing', async () => {
    const poor = Keypair.generate()
    await local.connection.confirmTransaction({
      signature: await local.connection.requestAirdrop(poor.publicKey, 10_000_000),
      ...(await local.connection.getLatestBlockhash()),
    })
    const transaction = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: payer.publicKey, lamports: LAMPORTS_PER_SOL }),
    )
    const error = await sendAndConfirmTransaction(local.connection, transaction, [poor]).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(SendTransactionError)
    const logs = await (error as SendTransactionError).getLogs(local.connection)
    expect(logs.join('\n')).toContain('insufficient lamports')
    expect(await local.connection.getBalance(poor.publicKey)).toBe(10_000_000)
  })

  it('executes a failing transaction sent with skipPreflight: it lands with its error and pays the fee', async () => {
    const poor = Keypair.generate()
    await local.connection.confirmTransaction({
      signature: await local.connection.requestAirdrop(poor.publicKey, 10_000_000),
      ...(await local.connection.getLatestBlockhash()),
    })
    const latest = await local.connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: poor.publicKey, ...latest }).add(
      SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: payer.publicKey, lamports: LAMPORTS_PER_SOL }),
    )
    transaction.sign(poor)
    const signature = await local.connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true })
    const confirmation = await local.connection.confirmTransaction({ signature, ...latest })
    expect(confirmation.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect((await local.connection.getSignatureStatus(signature)).value?.err).toEqual({
      InstructionError: [0, { Custom: 1 }],
    })
    expect(await local.connection.getBalance(poor.publicKey)).toBe(10_000_000 - 5_000)
  })

  it('airdrops an odd amount exactly', async () => {
    const recipient = Keypair.generate().publicKey
    const signature = await local.connection.requestAirdrop(recipient, 1_234_567_891)
    await local.connection.confirmTransaction({ signature, ...(await local.connection.getLatestBlockhash()) })
    expect(await local.connection.getBalance(recipient)).toBe(1_234_567_891)
  })

  it('reports the cluster: genesis hash, slot, block height, epoch info, blockhash validity', async () => {
    expect(await local.connection.getGenesisHash()).toBe(local.rpc.genesisHash)
    expect(local.rpc.caipNetworkId).toBe(`solana:${local.rpc.genesisHash.slice(0, 32)}`)
    const slot = await local.connection.getSlot()
    expect(await local.connection.getBlockHeight()).toBe(slot)
    expect((await local.connection.getEpochInfo()).absoluteSlot).toBe(slot)
    const { blockhash } = await local.connection.getLatestBlockhash()
    expect((await local.connection.isBlockhashValid(blockhash)).value).toBe(true)
    expect((await local.connection.isBlockhashValid(Keypair.generate().publicKey.toBase58())).value).toBe(false)
    expect(await local.connection.getMinimumBalanceForRentExemption(0)).toBe(890_880)
  })
})
