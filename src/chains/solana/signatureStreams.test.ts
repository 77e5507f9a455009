import { Connection, Keypair, PublicKey, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_DEV_KEYPAIRS, SOLANA_USDC_MINT } from '../../testing/stack/solana/devKeys.js'
import { startSolanaRpc, type RunningSolanaRpc } from '../../testing/stack/solana/server.js'
import { signatureStream, tokenAccountsOf } from './signatureStreams.js'

let rpc: RunningSolanaRpc
let connection: Connection
const payer = SOLANA_DEV_KEYPAIRS[0]!

beforeAll(async () => {
  rpc = await startSolanaRpc({ port: 0 })
  connection = new Connection(rpc.url, 'confirmed')
})
afterAll(async () => {
  await rpc.stop()
})

describe('signatureStream', () => {
  it('pages getSignaturesForAddress newest first: a full page resumes at its oldest signature, a short page is the last', async () => {
    const account = Keypair.generate().publicKey
    const signatures: string[] = []
    for (let i = 0; i < 3; i++) {
      signatures.unshift(
        await sendAndConfirmTransaction(
          connection,
          new Transaction().add(
            SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: account, lamports: 1_000_000 + i }),
          ),
          [payer],
        ),
      )
    }
    const stream = signatureStream(connection, account, 2)
    const first = await stream.fetch(undefined)
    expect(first.items.map((i) => i.id)).toEqual(signatures.slice(0, 2))
    expect(first.items.map((i) => i.cursorAfter)).toEqual(signatures.slice(0, 2))
    expect(first.items[0]!.block).toBeGreaterThan(first.items[1]!.block)
    expect(first.items[0]!.value).toMatchObject({ signature: signatures[0], err: null })
    expect(first).toMatchObject({ next: signatures[1], completeAbove: first.items[1]!.block })
    const second = await stream.fetch(first.next)
    expect(second.items.map((i) => i.id)).toEqual([signatures[2]])
    expect(second).toEqual({ items: second.items, completeAbove: -Infinity })
    expect(await signatureStream(connection, Keypair.generate().publicKey, 2).fetch(undefined)).toEqual({
      items: [],
      completeAbove: -Infinity,
    })
  })
})

describe('tokenAccountsOf', () => {
  it("lists the owner's SPL token accounts, none for a fresh key", async () => {
    expect(await tokenAccountsOf(connection, payer.publicKey)).toEqual([
      getAssociatedTokenAddressSync(new PublicKey(SOLANA_USDC_MINT), payer.publicKey).toBase58(),
    ])
    expect(await tokenAccountsOf(connection, Keypair.generate().publicKey)).toEqual([])
  })
})
