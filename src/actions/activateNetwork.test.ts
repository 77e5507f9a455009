import { describe, expect, it } from 'vitest'
import { activateNetwork } from './activateNetwork.js'
import { connectAccount, createTestContext, EVM_ADDRESS, rejection } from './testContext.js'

describe('activateNetwork', () => {
  it('makes the connected account of the namespace active without a prompt when it is already there', async () => {
    const { context, store, fakes } = createTestContext()
    connectAccount(store, 'solana', 'solana:localnet', 'wallet-standard:Demo')
    connectAccount(store, 'eip155', 'eip155:31337')
    await activateNetwork(context, { caipNetworkId: 'solana:localnet' })
    expect(fakes.solana.switchNetwork).not.toHaveBeenCalled()
    expect(store.getState().activeNamespace).toBe('solana')
    expect(store.getState().network.caipNetwork?.caipNetworkId).toBe('solana:localnet')
  })

  it('switches that wallet first when it is on another network of the namespace', async () => {
    const { context, store, fakes } = createTestContext()
    connectAccount(store, 'eip155', 'eip155:31337')
    await activateNetwork(context, { caipNetworkId: 'eip155:31338' })
    expect(fakes.eip155.switchNetwork).toHaveBeenCalledWith('eip155:31338')
    expect(store.getState().accounts.eip155?.caipAddress).toBe(`eip155:31338:${EVM_ADDRESS}`)
  })

  it("throws 'Network not found' without an account in that namespace, and the wallet's rejection", async () => {
    const { context, store, fakes } = createTestContext()
    await expect(activateNetwork(context, { caipNetworkId: 'solana:localnet' })).rejects.toThrow('Network not found')
    connectAccount(store, 'eip155', 'eip155:31337')
    fakes.eip155.switchNetwork.mockRejectedValueOnce(rejection())
    await expect(activateNetwork(context, { caipNetworkId: 'eip155:31338' })).rejects.toMatchObject({ code: 4001 })
    expect(store.getState().accounts.eip155?.caipAddress).toBe(`eip155:31337:${EVM_ADDRESS}`)
  })
})
