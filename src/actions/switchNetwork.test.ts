import { describe, expect, it } from 'vitest'
import { switchNetwork } from './switchNetwork.js'
import { connectAccount, createTestContext, EVM_ADDRESS, rejection } from './testContext.js'

const isString = (v: unknown): v is string => typeof v === 'string'

describe('switchNetwork (spec section 4)', () => {
  it("throws 'Network not found' for an unconfigured id, and keeps it for the view", async () => {
    const { context, store } = createTestContext()
    await expect(switchNetwork(context, { caipNetworkId: 'eip155:1' })).rejects.toThrow('Network not found')
    expect(store.getState().errors.switchNetwork).toEqual({ code: 'NETWORK_NOT_FOUND', message: 'Network not found' })
  })

  it('disconnected: selects the network and remembers it, asking no wallet', async () => {
    const { context, store, fakes } = createTestContext()
    await switchNetwork(context, { caipNetworkId: 'solana:localnet' })
    expect(store.getState().network.caipNetwork?.caipNetworkId).toBe('solana:localnet')
    expect(store.getState().activeNamespace).toBe('solana')
    expect(context.persistence.get('network', isString)).toBe('solana:localnet')
    expect(fakes.solana.switchNetwork).not.toHaveBeenCalled()
  })

  it('connected, same namespace: asks the wallet, and the account moves', async () => {
    const { context, store, fakes } = createTestContext()
    connectAccount(store, 'eip155', 'eip155:31337')
    await switchNetwork(context, { caipNetworkId: 'eip155:31338' })
    expect(fakes.eip155.switchNetwork).toHaveBeenCalledWith('eip155:31338')
    expect(store.getState().accounts.eip155?.caipAddress).toBe(`eip155:31338:${EVM_ADDRESS}`)
  })

  it('connected, same namespace: the selected network follows the wallet, not the request, until the wallet reports the move', async () => {
    const { context, store, fakes } = createTestContext()
    connectAccount(store, 'eip155', 'eip155:31337')
    // A wallet that accepts the switch and reports the new chain later (its chainChanged event).
    fakes.eip155.switchNetwork.mockResolvedValueOnce(undefined)
    await switchNetwork(context, { caipNetworkId: 'eip155:31338' })
    expect(fakes.eip155.switchNetwork).toHaveBeenCalledWith('eip155:31338')
    expect(store.getState().accounts.eip155?.caipAddress).toBe(`eip155:31337:${EVM_ADDRESS}`)
    expect(store.getState().network.caipNetwork?.caipNetworkId).toBe('eip155:31337')
  })

  it("a rejection in the wallet is thrown and kept as 'Switch declined in the wallet'; a new attempt clears it", async () => {
    const { context, store, fakes } = createTestContext()
    connectAccount(store, 'eip155', 'eip155:31337')
    fakes.eip155.switchNetwork.mockRejectedValueOnce(rejection())
    await expect(switchNetwork(context, { caipNetworkId: 'eip155:31338' })).rejects.toMatchObject({ code: 4001 })
    expect(store.getState().errors.switchNetwork).toEqual({ code: 4001, message: 'Switch declined in the wallet' })
    await switchNetwork(context, { caipNetworkId: 'eip155:31338' })
    expect(store.getState().errors.switchNetwork).toBeUndefined()
  })

  it('another namespace: activates its connected account, or opens SwitchActiveChain to connect one', async () => {
    const { context, store } = createTestContext()
    connectAccount(store, 'eip155', 'eip155:31337')
    await switchNetwork(context, { caipNetworkId: 'solana:localnet' })
    expect(store.getState().router).toEqual({
      open: true,
      history: [{ view: 'SwitchActiveChain', data: { caipNetworkId: 'solana:localnet' } }],
    })
    connectAccount(store, 'solana', 'solana:localnet')
    connectAccount(store, 'eip155', 'eip155:31337')
    await switchNetwork(context, { caipNetworkId: 'solana:localnet' })
    expect(store.getState().activeNamespace).toBe('solana')
  })
})
