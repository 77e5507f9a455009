import { describe, expect, it } from 'vitest'
import { NetworkNotFoundError } from '../core/specificErrors.js'
import { getBalance } from './getBalance.js'
import { createTestContext, EVM_ADDRESS } from './testContext.js'

describe('getBalance', () => {
  it('reads the native balance through the namespace adapter', async () => {
    const { context, fakes } = createTestContext()
    expect(await getBalance(context, { caipAddress: `eip155:31337:${EVM_ADDRESS}` })).toEqual({
      value: 10n ** 18n,
      decimals: 18,
      symbol: 'ETH',
    })
    expect(fakes.eip155.getBalance).toHaveBeenCalledWith(`eip155:31337:${EVM_ADDRESS}`)
  })
  it("throws 'Unsupported chain', and the adapter's 'Network not found' (a read has no rejection to show)", async () => {
    const { context, fakes } = createTestContext()
    await expect(getBalance(context, { caipAddress: 'cosmos:cosmoshub-4:cosmos1q' })).rejects.toThrow(
      'Unsupported chain',
    )
    fakes.eip155.getBalance.mockRejectedValueOnce(new NetworkNotFoundError())
    await expect(getBalance(context, { caipAddress: `eip155:1:${EVM_ADDRESS}` })).rejects.toThrow('Network not found')
  })
})
