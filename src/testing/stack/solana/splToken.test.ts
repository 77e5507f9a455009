import {
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import { Keypair, PublicKey, Transaction, sendAndConfirmTransaction, type ParsedAccountData } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { SOLANA_DEV_KEYPAIRS, SOLANA_USDC_DECIMALS, SOLANA_USDC_MINT } from './devKeys.js'
import { solanaRpcForFile } from './__fixtures__/solanaRpc.js'

const local = solanaRpcForFile()
const owner = SOLANA_DEV_KEYPAIRS[1]!
const mint = new PublicKey(SOLANA_USDC_MINT)

describe('SPL tokens over the local RPC', () => {
  it('reads the seeded USDC account with getParsedTokenAccountsByOwner, by mint and by program', async () => {
    const byMint = await local.connection.getParsedTokenAccountsByOwner(owner.publicKey, { mint })
    expect(byMint.value).toHaveLength(1)
    const [entry] = byMint.value
    expect(entry!.pubkey.toBase58()).toBe(getAssociatedTokenAddressSync(mint, owner.publicKey).toBase58())
    expect(entry!.account.data).toEqual({
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint: SOLANA_USDC_MINT,
          owner: owner.publicKey.toBase58(),
          state: 'initialized',
          tokenAmount: { amount: '1000000000', decimals: 6, uiAmount: 1000, uiAmountString: '1000' },
        },
      },
      space: 165,
    })
    const byProgram = await local.connection.getParsedTokenAccountsByOwner(owner.publicKey, {
      programId: TOKEN_PROGRAM_ID,
    })
    expect(byProgram.value.map((account) => account.pubkey.toBase58())).toEqual([entry!.pubkey.toBase58()])
    const raw = await local.connection.getTokenAccountsByOwner(owner.publicKey, { mint })
    expect(raw.value[0]!.account.data).toHaveLength(165)
    const parsedMint = await local.connection.getParsedAccountInfo(mint)
    expect((parsedMint.value!.data as ParsedAccountData).parsed).toMatchObject({
      type: 'mint',
      info: { decimals: 6, supply: '3000000000' },
    })
  })

  it('transfers USDC to a new wallet, creating its associated token account, and records token balances', async () => {
    const recipient = Keypair.generate().publicKey
    const source = getAssociatedTokenAddressSync(mint, owner.publicKey)
    const destination = getAssociatedTokenAddressSync(mint, recipient)
    const transaction = new Transaction().add(
      createAssociatedTokenAccountInstruction(owner.publicKey, destination, recipient, mint),
      createTransferCheckedInstruction(source, mint, destination, owner.publicKey, 2_500_000n, SOLANA_USDC_DECIMALS),
    )
    const signature = await sendAndConfirmTransaction(local.connection, transaction, [owner])

    expect((await local.connection.getTokenAccountBalance(destination)).value).toEqual({
      amount: '2500000',
      decimals: 6,
      uiAmount: 2.5,
      uiAmountString: '2.5',
    })
    expect((await local.connection.getTokenAccountBalance(source)).value.uiAmountString).toBe('997.5')
    const [latest] = await local.connection.getSignaturesForAddress(recipient)
    expect(latest?.signature).toBe(signature)

    const parsed = await local.connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    const meta = parsed!.meta!
    expect(meta.err).toBeNull()
    const balanceOf = (balances: typeof meta.postTokenBalances, account: PublicKey): string | undefined => {
      const index = parsed!.transaction.message.accountKeys.findIndex((key) => key.pubkey.equals(account))
      return balances?.find((balance) => balance.accountIndex === index)?.uiTokenAmount.amount
    }
    expect(balanceOf(meta.preTokenBalances, source)).toBe('1000000000')
    expect(balanceOf(meta.postTokenBalances, source)).toBe('997500000')
    expect(balanceOf(meta.preTokenBalances, destination)).toBeUndefined()
    expect(balanceOf(meta.postTokenBalances, destination)).toBe('2500000')
    expect(meta.postTokenBalances?.find((balance) => balance.owner === recipient.toBase58())?.mint).toBe(
      SOLANA_USDC_MINT,
    )
    expect(parsed!.transaction.message.instructions[1]).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'transferChecked', info: { tokenAmount: { amount: '2500000', uiAmountString: '2.5' } } },
    })
    expect(meta.innerInstructions?.length).toBeGreaterThan(0)
  })
})
