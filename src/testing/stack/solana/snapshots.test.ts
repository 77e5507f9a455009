import {
  createAssociatedTokenAccountInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import { Keypair, PublicKey, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { SOLANA_DEV_KEYPAIRS, SOLANA_USDC_DECIMALS, SOLANA_USDC_MINT } from './devKeys.js'
import { SEED_LAMPORTS } from './seed.js'
import { solanaRpcForFile } from './__fixtures__/solanaRpc.js'

const local = solanaRpcForFile()
const payer = SOLANA_DEV_KEYPAIRS[0]!
const mint = new PublicKey(SOLANA_USDC_MINT)

async function call(method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(local.rpc.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: unknown }
  if (body.error) throw Object.assign(new Error('rpc error'), body.error)
  return body.result
}

const usdcOf = async (owner: PublicKey) =>
  (await local.connection.getTokenAccountBalance(getAssociatedTokenAddressSync(mint, owner))).value.amount

describe('localnet_snapshot / localnet_revert', () => {
  it('puts balances, token accounts and the transaction log back as they were; accounts created since are gone', async () => {
    const snapshot = await call('localnet_snapshot')
    expect(snapshot).toMatch(/^0x[0-9a-f]+$/)
    const signaturesBefore = await local.connection.getSignaturesForAddress(payer.publicKey)

    const recipient = Keypair.generate().publicKey
    const signature = await sendAndConfirmTransaction(
      local.connection,
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 2_000_000_000 }),
        createAssociatedTokenAccountInstruction(
          payer.publicKey,
          getAssociatedTokenAddressSync(mint, recipient),
          recipient,
          mint,
        ),
        createTransferCheckedInstruction(
          getAssociatedTokenAddressSync(mint, payer.publicKey),
          mint,
          getAssociatedTokenAddressSync(mint, recipient),
          payer.publicKey,
          7_000_000n,
          SOLANA_USDC_DECIMALS,
        ),
      ),
      [payer],
    )
    expect(await local.connection.getBalance(recipient)).toBe(2_000_000_000)
    expect(await usdcOf(payer.publicKey)).toBe('993000000')

    expect(await call('localnet_revert', [snapshot])).toBe(true)
    expect(await local.connection.getBalance(payer.publicKey)).toBe(SEED_LAMPORTS)
    expect(await usdcOf(payer.publicKey)).toBe('1000000000')
    expect(await local.connection.getBalance(recipient)).toBe(0)
    expect(await local.connection.getAccountInfo(getAssociatedTokenAddressSync(mint, recipient))).toBeNull()
    expect(await local.connection.getSignaturesForAddress(payer.publicKey)).toEqual(signaturesBefore)
    expect(await local.connection.getSignaturesForAddress(recipient)).toEqual([])
    expect(await local.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })).toBeNull()

    // The chain goes on after a revert: the same transfer can be made again.
    const again = await sendAndConfirmTransaction(
      local.connection,
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1_000_000_000 }),
      ),
      [payer],
    )
    expect(await local.connection.getBalance(recipient)).toBe(1_000_000_000)
    expect((await local.connection.getSignaturesForAddress(recipient)).map((s) => s.signature)).toEqual([again])
  })

  it('a snapshot is used up by its revert, with every later one; an unknown id reverts nothing', async () => {
    const first = await call('localnet_snapshot')
    const second = await call('localnet_snapshot')
    expect(second).not.toBe(first)
    expect(await call('localnet_revert', [first])).toBe(true)
    expect(await call('localnet_revert', [second])).toBe(false)
    expect(await call('localnet_revert', [first])).toBe(false)
    await expect(call('localnet_revert', [])).rejects.toMatchObject({
      code: -32602,
      message: 'Invalid params: snapshot id must be a string',
    })
  })
})
