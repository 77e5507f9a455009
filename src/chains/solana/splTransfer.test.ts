import { ASSOCIATED_TOKEN_PROGRAM_ID, getAssociatedTokenAddressSync, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { Keypair, PublicKey, type Connection } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { buildSplTransfer, readTokenBalances } from './tokens.js'

const USDC = { address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', name: 'USD Coin', symbol: 'USDC', decimals: 6 }
const EURC = { address: 'HzwqbKZw8HxMN6bF2yFZNrht3c2iXXzpKcFu7uBEDKtr', name: 'Euro Coin', symbol: 'EURC', decimals: 6 }
const owner = Keypair.generate().publicKey

/** A connection where the recipient's token account exists or not. */
const connectionWhere = (exists: boolean) =>
  ({ getAccountInfo: async () => (exists ? { lamports: 1 } : null) }) as unknown as Connection

describe('buildSplTransfer', () => {
  it("creates the recipient's token account first when it has none, then transfers checked", async () => {
    const recipient = Keypair.generate().publicKey
    const instructions = await buildSplTransfer(connectionWhere(false), { owner, recipient, token: USDC, value: 5n })
    expect(instructions.map((i) => i.programId.toBase58())).toEqual([
      ASSOCIATED_TOKEN_PROGRAM_ID.toBase58(),
      TOKEN_PROGRAM_ID.toBase58(),
    ])
    const destination = getAssociatedTokenAddressSync(new PublicKey(USDC.address), recipient)
    expect(instructions[1]!.keys.map((k) => k.pubkey.toBase58())).toContain(destination.toBase58())
  })

  it('only transfers when the recipient already has the token account', async () => {
    const recipient = Keypair.generate().publicKey
    const instructions = await buildSplTransfer(connectionWhere(true), { owner, recipient, token: USDC, value: 5n })
    expect(instructions.map((i) => i.programId.toBase58())).toEqual([TOKEN_PROGRAM_ID.toBase58()])
  })

  it('sends to and from a program-derived address (an owner off the curve)', async () => {
    const [pda] = PublicKey.findProgramAddressSync([Buffer.from('vault')], TOKEN_PROGRAM_ID)
    await expect(
      buildSplTransfer(connectionWhere(true), { owner, recipient: pda, token: USDC, value: 5n }),
    ).resolves.toHaveLength(1)
    await expect(
      buildSplTransfer(connectionWhere(true), { owner: pda, recipient: owner, token: USDC, value: 5n }),
    ).resolves.toHaveLength(1)
  })
})

describe('readTokenBalances: which accounts count', () => {
  const parsedAccount = (info: unknown) => ({ pubkey: PublicKey.default, account: { data: { parsed: { info } } } })
  const connectionWith = (value: unknown[]) =>
    ({ getParsedTokenAccountsByOwner: async () => ({ context: { slot: 1 }, value }) }) as unknown as Connection

  it('skips an account whose decimals are not a number', async () => {
    const held = connectionWith([parsedAccount({ mint: USDC.address, tokenAmount: { amount: '7', decimals: '6' } })])
    expect(await readTokenBalances(held, owner, [USDC])).toEqual([{ token: USDC, value: 0n }])
  })

  it('lists a held configured token once among several configured ones', async () => {
    const held = connectionWith([parsedAccount({ mint: USDC.address, tokenAmount: { amount: '7', decimals: 6 } })])
    expect(await readTokenBalances(held, owner, [EURC, USDC])).toEqual([
      { token: EURC, value: 0n },
      { token: USDC, value: 7n },
    ])
  })
})
