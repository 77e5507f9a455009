import { describe, expect, it } from 'vitest'
import { ConnectorNotFoundError } from '../core/specificErrors.js'
import { openModal, pushView } from '../core/navigation.js'
import { connect } from './connect.js'
import { setConnectedAccount } from '../core/storeUpdates.js'
import { connectAccount, createTestContext, EVM_ADDRESS, rejection } from './testContext.js'

/** Connects the EVM wallet `connectorId`: the namespace shows it 'connecting' until it answers, then connected. */
async function expectConnectingUntilAnswered(
  { context, store }: ReturnType<typeof createTestContext>,
  connectorId: string,
): Promise<void> {
  const pending = connect(context, { connectorId })
  expect(store.getState().accounts.eip155).toEqual({ status: 'connecting', connectorId })
  await pending
  expect(store.getState().accounts.eip155).toMatchObject({ status: 'connected', connectorId })
}

describe('connect (spec section 4)', () => {
  it('shows ConnectingExternal, connects, remembers the wallet and closes the modal', async () => {
    const { context, store, fakes } = createTestContext()
    openModal(store, 'Connect')
    const pending = connect(context, { connectorId: 'io.demo' })
    expect(store.getState().router.history.map((e) => e.view)).toEqual(['Connect', 'ConnectingExternal'])
    expect(store.getState().accounts.eip155).toEqual({ status: 'connecting', connectorId: 'io.demo' })
    expect(await pending).toEqual({ connected: true })
    expect(fakes.eip155.connect).toHaveBeenCalledWith('io.demo')
    expect(store.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:31337:${EVM_ADDRESS}`,
    })
    expect(store.getState().recentConnectorIds).toEqual(['io.demo'])
    expect(context.persistence.get('session', (v): v is unknown => true)).toEqual({
      connections: { eip155: 'io.demo' },
      activeNamespace: 'eip155',
    })
    expect(store.getState().router.open).toBe(false)
  })

  it("a user rejection keeps the account disconnected and says 'Connection rejected' (code 4001)", async () => {
    const { context, store, fakes } = createTestContext()
    fakes.eip155.connect.mockRejectedValueOnce(rejection())
    openModal(store, 'Connect')
    const result = await connect(context, { connectorId: 'io.demo' })
    expect(result).toMatchObject({ connected: false, error: { code: 4001 } })
    expect(store.getState().accounts.eip155).toEqual({ status: 'disconnected' })
    expect(store.getState().errors.connect).toEqual({ code: 4001, message: 'Connection rejected' })
    expect(store.getState().attempt).toEqual({ connectorId: 'io.demo' })
    expect(store.getState().router.history.at(-1)?.view).toBe('ConnectingExternal')
  })

  it("a wallet that is gone says 'Failed to connect'; a connected account stays as it was", async () => {
    const { context, store, fakes } = createTestContext()
    connectAccount(store, 'eip155', 'eip155:31337')
    const before = store.getState().accounts.eip155
    fakes.eip155.connect.mockRejectedValueOnce(new ConnectorNotFoundError())
    await connect(context, { connectorId: 'io.gone' })
    expect(store.getState().errors.connect).toEqual({ code: 'CONNECTOR_NOT_FOUND', message: 'Failed to connect' })
    expect(store.getState().accounts.eip155).toBe(before)
  })

  it('a new attempt clears the last error; WalletConnect shows ConnectingWalletConnect', async () => {
    const { context, store, fakes } = createTestContext()
    fakes.eip155.connect.mockRejectedValueOnce(rejection())
    await connect(context, { connectorId: 'walletConnect' })
    expect(store.getState().router.history.at(-1)?.view).toBe('ConnectingWalletConnect')
    const retry = connect(context, { connectorId: 'walletConnect' })
    expect(store.getState().errors.connect).toBeUndefined()
    expect(store.getState().router.history.filter((e) => e.view === 'ConnectingWalletConnect')).toHaveLength(1)
    await retry
  })

  it('connects in the namespace asked for, and leaves a sign-in view that took over open', async () => {
    const { context, store, fakes } = createTestContext()
    fakes.solana.connect.mockImplementationOnce(async () => {
      connectAccount(store, 'solana', 'solana:localnet', 'wallet-standard:Demo')
      pushView(store, 'SIWXSignMessage')
    })
    openModal(store, 'Connect')
    await connect(context, { connectorId: 'wallet-standard:Demo', namespace: 'solana' })
    expect(store.getState().activeNamespace).toBe('solana')
    expect(store.getState().router).toMatchObject({
      open: true,
      history: [{ view: 'Connect' }, { view: 'ConnectingExternal' }, { view: 'SIWXSignMessage' }],
    })
  })

  it('remembers the 3 most recent wallets, newest first, each once', async () => {
    const { context, store } = createTestContext()
    for (const id of ['io.a', 'io.b', 'io.a', 'io.c', 'io.d']) await connect(context, { connectorId: id })
    expect(store.getState().recentConnectorIds).toEqual(['io.d', 'io.c', 'io.a'])
  })

  it("connects in the listed connector's own namespace when none is given", async () => {
    const { context, store, fakes } = createTestContext()
    store.setState({
      connectors: [
        { id: 'io.demo', name: 'Demo', chain: 'eip155', type: 'ANNOUNCED' },
        { id: 'wallet-standard:Demo', name: 'Demo', chain: 'solana', type: 'ANNOUNCED' },
      ],
    })
    await connect(context, { connectorId: 'wallet-standard:Demo' })
    expect(fakes.solana.connect).toHaveBeenCalledWith('wallet-standard:Demo')
    expect(fakes.eip155.connect).not.toHaveBeenCalled()
  })

  it('names the attempt and its wallet while connecting; other flows keep their errors', async () => {
    const { context, store } = createTestContext()
    store.setState({
      errors: {
        switchNetwork: { code: 4001, message: 'Switch declined in the wallet' },
        connect: { code: 4001, message: 'Connection rejected' },
      },
    })
    openModal(store, 'Connect')
    const pending = connect(context, { connectorId: 'io.demo' })
    expect(store.getState().attempt).toEqual({ connectorId: 'io.demo' })
    expect(store.getState().errors).toEqual({
      switchNetwork: { code: 4001, message: 'Switch declined in the wallet' },
      connect: undefined,
    })
    expect(store.getState().router.history.at(-1)).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'io.demo' },
    })
    await pending
    expect(store.getState().attempt).toEqual({})
  })

  it('choosing another wallet from a connecting view replaces nothing: one connecting view', async () => {
    const { context, store, fakes } = createTestContext()
    fakes.eip155.connect.mockRejectedValueOnce(rejection())
    openModal(store, 'Connect')
    await connect(context, { connectorId: 'io.a' })
    fakes.eip155.connect.mockRejectedValueOnce(rejection())
    await connect(context, { connectorId: 'io.b' })
    expect(store.getState().router.history).toEqual([
      { view: 'Connect' },
      { view: 'ConnectingExternal', data: { connectorId: 'io.a' } },
    ])
  })

  it('a wallet chosen again moves to the front of the recent wallets, once', async () => {
    const { context, store } = createTestContext()
    for (const id of ['io.a', 'io.b', 'io.a']) await connect(context, { connectorId: id })
    expect(store.getState().recentConnectorIds).toEqual(['io.a', 'io.b'])
  })

  it('a wallet on a network the host did not configure leaves the modal open (UnsupportedChain)', async () => {
    const { context, store, fakes } = createTestContext()
    fakes.eip155.connect.mockImplementationOnce(async () => {
      setConnectedAccount(store, 'eip155', 'eip155:999', {
        status: 'connected',
        address: EVM_ADDRESS,
        caipAddress: `eip155:999:${EVM_ADDRESS}`,
        connectorId: 'io.demo',
      })
    })
    openModal(store, 'Connect')
    expect(await connect(context, { connectorId: 'io.demo' })).toEqual({ connected: true })
    expect(store.getState().router.open).toBe(true)
  })

  it("with multiWallet off, choosing another wallet replaces the connected one: the namespace is 'connecting' until it answers", async () => {
    const test = createTestContext()
    connectAccount(test.store, 'eip155', 'eip155:31337', 'io.one')
    await expectConnectingUntilAnswered(test, 'io.two')
  })

  it("with multiWallet on, the first wallet of a namespace is 'connecting' until it answers", async () => {
    await expectConnectingUntilAnswered(createTestContext({ features: { multiWallet: true } }), 'io.demo')
  })

  it('connecting from a ProfileWallets the modal opened on returns to it, open', async () => {
    const { context, store } = createTestContext({ features: { multiWallet: true } })
    connectAccount(store, 'eip155', 'eip155:31337', 'io.one')
    openModal(store, 'ProfileWallets')
    pushView(store, 'Connect')
    expect(await connect(context, { connectorId: 'io.two' })).toEqual({ connected: true })
    expect(store.getState().router).toEqual({ open: true, history: [{ view: 'ProfileWallets' }] })
  })

  it('a failure after the wallet already reported its account keeps the account', async () => {
    const { context, store, fakes } = createTestContext()
    fakes.eip155.connect.mockImplementationOnce(async () => {
      connectAccount(store, 'eip155', 'eip155:31337', 'io.demo')
      throw new Error('late failure')
    })
    await connect(context, { connectorId: 'io.demo' })
    expect(store.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:31337:${EVM_ADDRESS}`,
    })
  })
})
