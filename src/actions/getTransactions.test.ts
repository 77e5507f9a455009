import { describe, expect, it, vi } from 'vitest'
import { NetworkNotFoundError } from '../core/specificErrors.js'
import { getTransactions } from './getTransactions.js'
import { createTestContext, EVM_ADDRESS } from './testContext.js'

const page = { data: [], next: 'cursor-2' }

describe('getTransactions', () => {
  it("asks the network's history source for a page of 25 at the cursor", async () => {
    const { context, fakes } = createTestContext()
    const fetchPage = vi.fn(async () => page)
    fakes.eip155.historySource.mockResolvedValueOnce({ fetchPage })
    expect(await getTransactions(context, { caipAddress: `eip155:31337:${EVM_ADDRESS}`, cursor: 'cursor-1' })).toBe(
      page,
    )
    expect(fakes.eip155.historySource).toHaveBeenCalledWith('eip155:31337')
    expect(fetchPage).toHaveBeenCalledWith({
      address: EVM_ADDRESS,
      caipNetworkId: 'eip155:31337',
      cursor: 'cursor-1',
      pageSize: 25,
    })
  })
  it('gives an empty last page where the network has no history source', async () => {
    const { context, fakes } = createTestContext()
    fakes.eip155.historySource.mockResolvedValueOnce(undefined)
    expect(await getTransactions(context, { caipAddress: `eip155:31337:${EVM_ADDRESS}` })).toEqual({
      data: [],
      next: undefined,
    })
  })
  it("throws 'Unsupported chain', 'Network not found', and a malformed account id", async () => {
    const { context, fakes } = createTestContext()
    await expect(getTransactions(context, { caipAddress: 'cosmos:cosmoshub-4:cosmos1q' })).rejects.toThrow(
      'Unsupported chain',
    )
    fakes.eip155.historySource.mockRejectedValueOnce(new NetworkNotFoundError())
    await expect(getTransactions(context, { caipAddress: `eip155:1:${EVM_ADDRESS}` })).rejects.toThrow(
      'Network not found',
    )
    await expect(getTransactions(context, { caipAddress: 'eip155:1:' as never })).rejects.toMatchObject({
      code: 'INVALID_CAIP',
    })
  })
})
