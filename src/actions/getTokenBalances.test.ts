import { describe, expect, it } from 'vitest'
import { NetworkNotFoundError } from '../core/specificErrors.js'
import { getTokenBalances } from './getTokenBalances.js'
import { createTestContext, SOLANA_ADDRESS } from './testContext.js'

const usdc = { address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', name: 'USD Coin', symbol: 'USDC', decimals: 6 }

describe('getTokenBalances', () => {
  it('reads the token balances through the namespace adapter', async () => {
    const { context, fakes } = createTestContext()
    fakes.solana.getTokenBalances.mockResolvedValueOnce([{ token: usdc, value: 5_000_000n }])
    expect(
      await getTokenBalances(context, { caipAddress: `solana:localnet:${SOLANA_ADDRESS}`, tokens: [usdc] }),
    ).toEqual([{ token: usdc, value: 5_000_000n }])
    expect(fakes.solana.getTokenBalances).toHaveBeenCalledWith(`solana:localnet:${SOLANA_ADDRESS}`, [usdc])
  })
  it("throws 'Unsupported chain', and the adapter's 'Network not found'", async () => {
    const { context, fakes } = createTestContext()
    await expect(
      getTokenBalances(context, { caipAddress: 'cosmos:cosmoshub-4:cosmos1abc', tokens: [] }),
    ).rejects.toThrow('Unsupported chain')
    fakes.solana.getTokenBalances.mockRejectedValueOnce(new NetworkNotFoundError())
    await expect(
      getTokenBalances(context, { caipAddress: `solana:mainnet:${SOLANA_ADDRESS}`, tokens: [] }),
    ).rejects.toThrow('Network not found')
  })
})
