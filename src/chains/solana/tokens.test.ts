import { PublicKey, type Connection } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { readTokenBalances } from './tokens.js'

const OWNER = new PublicKey('83xaygDkAM9tkFEgtP1Gj1PtVWZiBa2xSrtWGtv1Hf9u')
const USDC = { address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', name: 'USD Coin', symbol: 'USDC', decimals: 6 }
const OTHER = 'So11111111111111111111111111111111111111112'
const NFT = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263'

/** A parsed SPL token account as getParsedTokenAccountsByOwner (jsonParsed) returns it. */
const account = (mint: string, amount: string, decimals: number) => ({
  pubkey: PublicKey.default,
  account: { data: { parsed: { info: { mint, tokenAmount: { amount, decimals } } } } },
})

/** Only the one call readTokenBalances makes; the answer is what a node sends. */
function connectionWith(value: unknown[]): Connection {
  return { getParsedTokenAccountsByOwner: async () => ({ context: { slot: 1 }, value }) } as unknown as Connection
}

describe('readTokenBalances (Solana, spec section 5)', () => {
  it('lists every configured token (0 without an account) and adds up several accounts of one mint', async () => {
    expect(await readTokenBalances(connectionWith([]), OWNER, [USDC])).toEqual([{ token: USDC, value: 0n }])
    const held = connectionWith([account(USDC.address, '1500000', 6), account(USDC.address, '250000', 6)])
    expect(await readTokenBalances(held, OWNER, [USDC])).toEqual([{ token: USDC, value: 1_750_000n }])
  })

  it('keeps held mints that are not configured, named by their mint, and drops 0-decimal ones as low quality', async () => {
    const held = connectionWith([account(OTHER, '42', 9), account(NFT, '1', 0), account(USDC.address, '7', 6)])
    expect(await readTokenBalances(held, OWNER, [USDC])).toEqual([
      { token: USDC, value: 7n },
      { token: { address: OTHER, name: 'So11…1112', symbol: 'SPL', decimals: 9 }, value: 42n },
    ])
  })

  it('skips accounts whose parsed data is not a token account', async () => {
    const held = connectionWith([
      { account: { data: Buffer.from([1, 2]) } },
      { account: { data: { parsed: { info: { mint: OTHER } } } } },
    ])
    expect(await readTokenBalances(held, OWNER, [])).toEqual([])
  })
})
