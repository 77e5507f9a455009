import { describe, expect, it } from 'vitest'
import { getAdapter } from './getAdapter.js'
import { createTestContext, EVM_ADDRESS } from './testContext.js'

describe('getAdapter', () => {
  it('loads the adapter of the namespace of a CAIP-2 id, a CAIP-10 id or a bare namespace', async () => {
    const { context, fakes } = createTestContext()
    expect(await getAdapter(context, { chain: 'eip155:31337' })).toBe(fakes.eip155)
    expect(await getAdapter(context, { chain: `eip155:31337:${EVM_ADDRESS}` })).toBe(fakes.eip155)
    expect(await getAdapter(context, { chain: 'solana' })).toBe(fakes.solana)
  })
  it("throws 'Unsupported chain' for any other namespace, without loading anything", async () => {
    const { context } = createTestContext()
    await expect(getAdapter(context, { chain: 'cosmos:cosmoshub-4' })).rejects.toThrow('Unsupported chain')
    await expect(getAdapter(context, { chain: undefined })).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' })
    expect(context.adapters.load).not.toHaveBeenCalled()
  })
})
