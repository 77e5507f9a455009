import { describe, expect, it } from 'vitest'
import { resolveName } from './resolveName.js'
import { createTestContext, EVM_ADDRESS } from './testContext.js'

describe('resolveName', () => {
  it('resolves through the network namespace adapter, with the normalised name; undefined for a name without an address', async () => {
    const { context, fakes } = createTestContext()
    expect(await resolveName(context, { name: 'demo.eth', caipNetworkId: 'eip155:31337' })).toEqual({
      name: 'demo.eth',
      address: EVM_ADDRESS,
    })
    expect(await resolveName(context, { name: 'DEMO.eth', caipNetworkId: 'eip155:31337' })).toEqual({
      name: 'demo.eth',
      address: EVM_ADDRESS,
    })
    expect(await resolveName(context, { name: 'nobody.eth', caipNetworkId: 'eip155:31337' })).toBeUndefined()
    expect(fakes.eip155.resolveName).toHaveBeenCalledWith('demo.eth', 'eip155:31337')
  })
  it("throws 'Unsupported chain' and the resolver's error", async () => {
    const { context, fakes } = createTestContext()
    await expect(resolveName(context, { name: 'demo.eth', caipNetworkId: 'cosmos:cosmoshub-4' })).rejects.toThrow(
      'Unsupported chain',
    )
    fakes.eip155.resolveName.mockRejectedValueOnce(new Error('Error resolving name'))
    await expect(resolveName(context, { name: 'demo.eth', caipNetworkId: 'eip155:31337' })).rejects.toThrow(
      'Error resolving name',
    )
  })
})
