import { describe, expect, it, vi } from 'vitest'
import { AUTH_CONNECTOR_ID } from '../core/constants.js'
import { openModal, pushView } from '../core/navigation.js'
import { currentView } from '../core/router.js'
import { sessionStore } from '../core/sessionStore.js'
import { findNetwork } from '../core/store.js'
import { connectEmail } from './connectEmail.js'
import { verifyEmailCode } from './verifyEmailCode.js'
import { createTestContext, EMBEDDED_ACCOUNT, EVM_ADDRESS, NETWORKS } from './testContext.js'
import { AUTH_INIT_FAILED, signerError } from './emailLoginFixtures.js'

describe('verifyEmailCode', () => {
  const login = async (selected = 'eip155:31337') => {
    const setup = createTestContext()
    setup.store.setState((s) => ({ network: { ...s.network, caipNetwork: findNetwork(s, selected) } }))
    openModal(setup.store, 'Connect')
    await connectEmail(setup.context, { email: 'ada@example.com' })
    return setup
  }

  it("says 'Authenticating...' while the signer checks the code", async () => {
    const { context, store, signer } = await login()
    let release!: () => void
    signer.handle.mockImplementationOnce(
      () => new Promise((resolve) => (release = () => resolve({ account: EMBEDDED_ACCOUNT }))),
    )
    const pending = verifyEmailCode(context, { code: '123456' })
    await vi.waitFor(() => expect(signer.handle).toHaveBeenCalledWith('verifyEmailCode', { code: '123456' }))
    expect(store.getState().toast).toEqual({ variant: 'loading', message: 'Authenticating...', id: expect.any(Number) })
    expect(store.getState().embedded.emailFlow?.step).toBe('verifying')
    release()
    await pending
    expect(store.getState().toast).toBeUndefined()
  })

  it('connects the embedded wallet in both namespaces, the selected one active, remembers it and closes', async () => {
    const { context, store, fakes } = await login('eip155:31337')
    const result = await verifyEmailCode(context, { code: '123456' })
    expect(result).toEqual({ connected: true, account: EMBEDDED_ACCOUNT })
    expect(fakes.eip155.connect).toHaveBeenCalledWith(AUTH_CONNECTOR_ID)
    expect(fakes.solana.connect).toHaveBeenCalledWith(AUTH_CONNECTOR_ID)
    expect(sessionStore(() => context.persistence).read()).toEqual({
      connections: { eip155: AUTH_CONNECTOR_ID, solana: AUTH_CONNECTOR_ID },
      activeNamespace: 'eip155',
    })
    expect(store.getState().embedded.emailFlow).toBeUndefined()
    expect(store.getState().router.open).toBe(false)
  })

  it('with a Solana network selected, Solana connects first and stays the active namespace', async () => {
    const { context, fakes } = await login('solana:localnet')
    await verifyEmailCode(context, { code: '123456' })
    expect(fakes.solana.connect.mock.invocationCallOrder[0]).toBeLessThan(
      fakes.eip155.connect.mock.invocationCallOrder[0]!,
    )
    expect(sessionStore(() => context.persistence).read().activeNamespace).toBe('solana')
  })

  it('connects only the namespaces the host configured', async () => {
    const { context, store, fakes } = createTestContext({
      networks: NETWORKS.filter((n) => n.caipNetworkId.startsWith('eip155:')),
    })
    await connectEmail(context, { email: 'ada@example.com' })
    await verifyEmailCode(context, { code: '123456' })
    expect(fakes.eip155.connect).toHaveBeenCalledOnce()
    expect(fakes.solana.connect).not.toHaveBeenCalled()
    expect(store.getState().accounts.eip155?.caipAddress).toBe(`eip155:31337:${EVM_ADDRESS}`)
  })

  it('leaves the modal open when another view (a sign-in request) took over', async () => {
    const { context, store } = await login()
    pushView(store, 'SIWXSignMessage')
    await verifyEmailCode(context, { code: '123456' })
    expect(store.getState().router.open).toBe(true)
    expect(currentView(store.getState().router)?.view).toBe('SIWXSignMessage')
  })

  it('closes the modal when the login finishes on Connect', async () => {
    const { context, store } = createTestContext()
    openModal(store, 'Connect')
    await verifyEmailCode(context, { code: '123456' })
    expect(store.getState().router.open).toBe(false)
  })

  it('a wrong code stays on the code step with the server text and the tries left, no toast', async () => {
    const { context, store, signer, fakes } = await login()
    signer.handle.mockRejectedValueOnce(signerError('Wrong code', 'AUTH_REJECTED', { attemptsLeft: 2 }))
    const result = await verifyEmailCode(context, { code: '000000' })
    expect(result).toEqual({
      connected: false,
      error: expect.objectContaining({ message: 'Wrong code', code: 'AUTH_REJECTED' }),
    })
    expect(store.getState().embedded.emailFlow).toEqual({
      kind: 'login',
      email: 'ada@example.com',
      step: 'code',
      resendAt: '2030-01-01T00:00:30.000Z',
    })
    expect(store.getState().errors.email).toEqual({ code: 'AUTH_REJECTED', message: 'Wrong code', attemptsLeft: 2 })
    expect(store.getState().toast).toBeUndefined()
    expect(fakes.eip155.connect).not.toHaveBeenCalled()
    expect(currentView(store.getState().router)?.view).toBe('EmailLogin')
  })

  it('a key share that does not rebuild the wallet is said in a toast', async () => {
    const { context, store, signer } = await login()
    signer.handle.mockRejectedValueOnce(signerError('This device cannot unlock the wallet', 'SHARE_MISMATCH'))
    await verifyEmailCode(context, { code: '123456' })
    expect(store.getState().toast).toEqual({
      variant: 'error',
      message: 'This device cannot unlock the wallet',
      id: expect.any(Number),
    })
  })

  it('a signer that went away resets the embedded wallet', async () => {
    const { context, store, signer } = await login()
    signer.handle.mockRejectedValueOnce(signerError(AUTH_INIT_FAILED, 'SIGNER_UNAVAILABLE'))
    const result = await verifyEmailCode(context, { code: '123456' })
    expect(result).toEqual({ connected: false, error: expect.objectContaining({ code: 'SIGNER_UNAVAILABLE' }) })
    expect(signer.host.reset).toHaveBeenCalledOnce()
    expect(store.getState().toast?.message).toBe(AUTH_INIT_FAILED)
    expect(store.getState().errors.email).toBeUndefined()
    expect(currentView(store.getState().router)?.view).toBe('Connect')
  })
})
