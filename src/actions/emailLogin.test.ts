import { afterEach, describe, expect, it, vi } from 'vitest'
import { AUTH_CONNECTOR_ID } from '../core/constants.js'
import { WalletModalError } from '../core/errors.js'
import { openModal, pushView } from '../core/navigation.js'
import { currentView } from '../core/router.js'
import { sessionStore } from '../core/sessionStore.js'
import { findNetwork } from '../core/store.js'
import { cancelApproval } from './cancelApproval.js'
import { captureEmail } from './captureEmail.js'
import { connectEmail } from './connectEmail.js'
import { resendEmailCode } from './resendEmailCode.js'
import { resetEmbeddedWallet } from './resetEmbeddedWallet.js'
import { startEmailUpdate } from './startEmailUpdate.js'
import { verifyEmailCode } from './verifyEmailCode.js'
import { verifyEmailUpdate } from './verifyEmailUpdate.js'
import { connectAccount, createTestContext, EMBEDDED_ACCOUNT, EVM_ADDRESS, NETWORKS } from './testContext.js'

// What the signer client throws (core/embedded/signerClient.ts): a WalletModalError with the auth
// server's text, a code, and `data` (tries left, seconds until a resend).
const signerError = (
  message: string,
  code: 'AUTH_REJECTED' | 'SHARE_MISMATCH' | 'SIGNER_UNAVAILABLE',
  data: Record<string, number> = {},
) => Object.assign(new WalletModalError(message, { code }), { data })
const AUTH_INIT_FAILED = 'A problem occurred while trying initialize authentication'

afterEach(() => {
  vi.useRealTimers()
})

describe('connectEmail', () => {
  it('refuses an invalid address with the spec text, before loading the signer', async () => {
    const { context, store, signer } = createTestContext()
    const result = await connectEmail(context, { email: 'ada@' })
    expect(result).toEqual({
      sent: false,
      error: expect.objectContaining({ message: 'Invalid Email Address', code: 'INVALID_PARAMETERS' }),
    })
    expect(store.getState().errors.email).toEqual({ code: 'INVALID_PARAMETERS', message: 'Invalid Email Address' })
    expect(signer.host.load).not.toHaveBeenCalled()
    expect(store.getState().embedded.emailFlow).toBeUndefined()
  })

  it('shows EmailLogin, asks the signer for a code to the trimmed address and waits for the code', async () => {
    const { context, store, signer } = createTestContext()
    openModal(store, 'Connect')
    const result = await connectEmail(context, { email: '  ada@example.com ' })
    expect(signer.handle).toHaveBeenCalledWith('startEmailLogin', { email: 'ada@example.com' })
    expect(result).toEqual({
      sent: true,
      code: { email: 'ada@example.com', expiresAt: '2030-01-01T00:10:00.000Z', resendAt: '2030-01-01T00:00:30.000Z' },
    })
    expect(store.getState().embedded.emailFlow).toEqual({
      kind: 'login',
      email: 'ada@example.com',
      step: 'code',
      resendAt: '2030-01-01T00:00:30.000Z',
    })
    expect(store.getState().router.history.map((e) => e.view)).toEqual(['Connect', 'EmailLogin'])
  })

  it('a new attempt clears the previous failure and stays on EmailLogin', async () => {
    const { context, store } = createTestContext()
    openModal(store, 'Connect')
    await connectEmail(context, { email: 'nope' })
    await connectEmail(context, { email: 'ada@example.com' })
    await connectEmail(context, { email: 'ada@example.com' })
    expect(store.getState().errors.email).toBeUndefined()
    expect(store.getState().router.history.map((e) => e.view)).toEqual(['Connect', 'EmailLogin'])
  })

  it('within the resend cooldown keeps the code boxes with the countdown the server gave', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2030-01-01T00:00:00.000Z'))
    const { context, store, signer } = createTestContext()
    signer.handle.mockRejectedValueOnce(
      signerError('Please wait before asking for another code', 'AUTH_REJECTED', { retryAfter: 20 }),
    )
    const result = await connectEmail(context, { email: 'ada@example.com' })
    expect(result).toEqual({ sent: false, error: expect.objectContaining({ code: 'AUTH_REJECTED' }) })
    expect(store.getState().embedded.emailFlow).toEqual({
      kind: 'login',
      email: 'ada@example.com',
      step: 'code',
      resendAt: '2030-01-01T00:00:20.000Z',
    })
    expect(store.getState().errors.email).toEqual({
      code: 'AUTH_REJECTED',
      message: 'Please wait before asking for another code',
    })
  })

  it('a refusal without a cooldown keeps the boxes with no countdown', async () => {
    const { context, store, signer } = createTestContext()
    signer.handle.mockRejectedValueOnce(signerError('Too many codes', 'AUTH_REJECTED'))
    await connectEmail(context, { email: 'ada@example.com' })
    expect(store.getState().embedded.emailFlow).toEqual({ kind: 'login', email: 'ada@example.com', step: 'code' })
    expect(store.getState().errors.email?.message).toBe('Too many codes')
  })

  it('a signer that is not ready takes the failure path: toast, Connect again, no flow', async () => {
    const { context, store, signer } = createTestContext()
    signer.host.fail = signerError(AUTH_INIT_FAILED, 'SIGNER_UNAVAILABLE')
    const result = await connectEmail(context, { email: 'ada@example.com' })
    expect(result).toEqual({ sent: false, error: expect.objectContaining({ code: 'SIGNER_UNAVAILABLE' }) })
    expect(signer.host.reset).toHaveBeenCalledOnce()
    expect(store.getState().toast).toEqual({ variant: 'error', message: AUTH_INIT_FAILED, id: expect.any(Number) })
    expect(currentView(store.getState().router)?.view).toBe('Connect')
    expect(store.getState().embedded.emailFlow).toBeUndefined()
  })
})

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

describe('resendEmailCode', () => {
  it('refuses when no code was asked for', async () => {
    const { context, store, signer } = createTestContext()
    const result = await resendEmailCode(context)
    expect(result).toEqual({ sent: false, error: expect.objectContaining({ message: 'No email code to resend' }) })
    expect(store.getState().errors.email?.message).toBe('No email code to resend')
    expect(signer.host.load).not.toHaveBeenCalled()
  })

  it('refuses while the address is still being entered', async () => {
    const { context, store, signer } = createTestContext()
    store.setState((s) => ({
      embedded: { ...s.embedded, emailFlow: { kind: 'update', email: 'new@example.com', step: 'enter' } },
    }))
    expect(await resendEmailCode(context)).toEqual({
      sent: false,
      error: expect.objectContaining({ message: 'No email code to resend' }),
    })
    expect(signer.handle).not.toHaveBeenCalled()
  })

  it("resends a login code: a new countdown and 'A new code is on its way'", async () => {
    const { context, store, signer } = createTestContext()
    await connectEmail(context, { email: 'ada@example.com' })
    signer.handle.mockResolvedValueOnce({
      email: 'ada@example.com',
      expiresAt: '2030-01-01T00:20:00.000Z',
      resendAt: '2030-01-01T00:10:30.000Z',
    })
    const result = await resendEmailCode(context)
    expect(signer.handle).toHaveBeenLastCalledWith('resendEmailCode', undefined)
    expect(result).toEqual({ sent: true, code: expect.objectContaining({ resendAt: '2030-01-01T00:10:30.000Z' }) })
    expect(store.getState().embedded.emailFlow).toEqual({
      kind: 'login',
      email: 'ada@example.com',
      step: 'code',
      resendAt: '2030-01-01T00:10:30.000Z',
    })
    expect(store.getState().toast).toEqual({
      variant: 'success',
      message: 'A new code is on its way',
      id: expect.any(Number),
    })
  })

  it('resends the code of the current step of an email change', async () => {
    const { context, signer } = createTestContext()
    await startEmailUpdate(context, { email: 'new@example.com' })
    await resendEmailCode(context)
    expect(signer.handle).toHaveBeenLastCalledWith('resendEmailChangeCode', undefined)
  })

  it('keeps a refusal (the cooldown) for the view', async () => {
    const { context, store, signer } = createTestContext()
    await connectEmail(context, { email: 'ada@example.com' })
    signer.handle.mockRejectedValueOnce(signerError('Wait 30 s', 'AUTH_REJECTED', { retryAfter: 30 }))
    expect(await resendEmailCode(context)).toEqual({
      sent: false,
      error: expect.objectContaining({ message: 'Wait 30 s' }),
    })
    expect(store.getState().errors.email?.message).toBe('Wait 30 s')
  })
})

describe('captureEmail', () => {
  it('refuses an invalid address with the spec text and keeps the modal open', async () => {
    const { context, store } = createTestContext()
    openModal(store, 'DataCapture')
    expect(await captureEmail(context, { email: 'not an email' })).toEqual({
      captured: false,
      error: expect.objectContaining({ message: 'Invalid Email Address' }),
    })
    expect(store.getState().errors.email?.message).toBe('Invalid Email Address')
    expect(store.getState().embedded.captured).toBeUndefined()
    expect(store.getState().router.open).toBe(true)
  })

  it('keeps a trimmed address, not verified for a wallet account, asks once per account, says so; DataCapture, not the action, closes', async () => {
    const { context, store } = createTestContext()
    const { address } = connectAccount(store, 'eip155', 'eip155:31337')
    openModal(store, 'DataCapture')
    await captureEmail(context, { email: 'nope' })
    expect(await captureEmail(context, { email: ' Ada@Example.com ' })).toEqual({ captured: true, verified: false })
    expect(store.getState().embedded.captured).toEqual({ email: 'Ada@Example.com', verified: false, id: 1 })
    expect(store.getState().errors.email).toBeUndefined()
    expect(
      context.persistence.get(`emailCapture:eip155:31337:${address}`, (v): v is string => typeof v === 'string'),
    ).toBe('captured')
    expect(store.getState().toast).toEqual({ variant: 'success', message: 'Email saved', id: expect.any(Number) })
    expect(currentView(store.getState().router)?.view).toBe('DataCapture')
  })

  it("is verified when it is the email login's own address (case aside); each capture gets a new id", async () => {
    const { context, store } = createTestContext()
    connectAccount(store, 'eip155', 'eip155:31337', AUTH_CONNECTOR_ID)
    store.setState((s) => ({
      accounts: { ...s.accounts, eip155: { ...s.accounts.eip155!, user: { email: 'ada@example.com' } } },
    }))
    expect(await captureEmail(context, { email: 'ADA@example.com' })).toEqual({ captured: true, verified: true })
    expect(await captureEmail(context, { email: 'other@example.com' })).toEqual({ captured: true, verified: false })
    expect(store.getState().embedded.captured).toEqual({ email: 'other@example.com', verified: false, id: 2 })
  })
})

describe('startEmailUpdate', () => {
  it('asks for a code to the current address first', async () => {
    const { context, store, signer } = createTestContext()
    signer.handle.mockImplementationOnce(async () => ({
      email: 'ada@example.com',
      expiresAt: '2030-01-01T00:10:00.000Z',
      resendAt: '2030-01-01T00:00:30.000Z',
    }))
    const result = await startEmailUpdate(context, { email: ' new@example.com ' })
    expect(signer.handle).toHaveBeenCalledWith('startEmailChange', { email: 'new@example.com' })
    expect(result).toEqual({ sent: true, code: expect.objectContaining({ email: 'ada@example.com' }) })
    expect(store.getState().embedded.emailFlow).toEqual({
      kind: 'update',
      email: 'ada@example.com',
      step: 'code',
      target: 'old',
      resendAt: '2030-01-01T00:00:30.000Z',
    })
  })

  it('refuses an invalid address and stays on the address step', async () => {
    const { context, store, signer } = createTestContext()
    const result = await startEmailUpdate(context, { email: 'new@' })
    expect(result).toEqual({
      sent: false,
      error: expect.objectContaining({ message: 'Invalid Email Address', code: 'INVALID_PARAMETERS' }),
    })
    expect(store.getState().embedded.emailFlow).toEqual({ kind: 'update', email: 'new@', step: 'enter' })
    expect(store.getState().errors.email?.message).toBe('Invalid Email Address')
    expect(signer.handle).not.toHaveBeenCalled()
  })
})

describe('verifyEmailUpdate', () => {
  it("the current address's code sends a code to the new address", async () => {
    const { context, store, signer } = createTestContext()
    await startEmailUpdate(context, { email: 'new@example.com' })
    signer.handle.mockResolvedValueOnce({
      step: 'new',
      sent: { email: 'new@example.com', expiresAt: '2030-01-01T00:10:00.000Z', resendAt: '2030-01-01T00:01:00.000Z' },
    })
    expect(await verifyEmailUpdate(context, { code: '111111' })).toEqual({ step: 'new' })
    expect(store.getState().embedded.emailFlow).toEqual({
      kind: 'update',
      email: 'new@example.com',
      step: 'code',
      target: 'new',
      resendAt: '2030-01-01T00:01:00.000Z',
    })
  })

  it("the new address's code moves the accounts to it and says so; UpdateEmailWallet, not the action, goes back", async () => {
    const { context, store } = createTestContext()
    connectAccount(store, 'eip155', 'eip155:31337', AUTH_CONNECTOR_ID)
    connectAccount(store, 'solana', 'solana:localnet', AUTH_CONNECTOR_ID)
    store.setState((s) => ({
      accounts: { ...s.accounts, eip155: { ...s.accounts.eip155!, user: { email: 'ada@example.com' } } },
    }))
    openModal(store, 'Account')
    pushView(store, 'UpdateEmailWallet')
    await startEmailUpdate(context, { email: 'new@example.com' })
    expect(await verifyEmailUpdate(context, { code: '222222' })).toEqual({ step: 'done' })
    expect(store.getState().accounts.eip155?.user).toEqual({ email: 'new@example.com' })
    expect(store.getState().accounts.solana?.user).toBeUndefined()
    expect(store.getState().accounts.solana?.status).toBe('connected')
    expect(store.getState().embedded.emailFlow).toBeUndefined()
    expect(store.getState().toast).toEqual({
      variant: 'success',
      message: 'Your wallet now signs in with new@example.com',
      id: expect.any(Number),
    })
    expect(currentView(store.getState().router)?.view).toBe('UpdateEmailWallet')
  })

  it("a finished change whose account carries no address (a social login's) drops the old address rather than keeping it", async () => {
    const { context, store, signer } = createTestContext()
    connectAccount(store, 'eip155', 'eip155:31337', AUTH_CONNECTOR_ID)
    store.setState((s) => ({
      accounts: {
        ...s.accounts,
        eip155: { ...s.accounts.eip155!, user: { email: 'ada@example.com', username: 'ada' } },
      },
    }))
    await startEmailUpdate(context, { email: 'new@example.com' })
    const { email: _, ...withoutEmail } = EMBEDDED_ACCOUNT
    signer.handle.mockResolvedValueOnce({ step: 'done', account: withoutEmail })
    expect(await verifyEmailUpdate(context, { code: '222222' })).toEqual({ step: 'done' })
    expect(store.getState().accounts.eip155?.user).toEqual({ email: '', username: 'ada' })
  })

  it('a wrong code goes back to the code step with the server text', async () => {
    const { context, store, signer } = createTestContext()
    await startEmailUpdate(context, { email: 'new@example.com' })
    signer.handle.mockRejectedValueOnce(signerError('Wrong code', 'AUTH_REJECTED', { attemptsLeft: 4 }))
    expect(await verifyEmailUpdate(context, { code: '000000' })).toEqual({
      step: 'failed',
      error: expect.objectContaining({ message: 'Wrong code' }),
    })
    expect(store.getState().embedded.emailFlow?.step).toBe('code')
    expect(store.getState().errors.email).toEqual({ code: 'AUTH_REJECTED', message: 'Wrong code', attemptsLeft: 4 })
  })
})

describe('resetEmbeddedWallet', () => {
  it('disconnects a connected wallet, removes the frame, opens Connect and says why', async () => {
    const { context, store, signer, fakes } = createTestContext()
    await connectEmail(context, { email: 'ada@example.com' })
    await verifyEmailCode(context, { code: '123456' })
    await resetEmbeddedWallet(context)
    expect(signer.host.reset).toHaveBeenCalledOnce()
    expect(fakes.eip155.disconnect).toHaveBeenCalled()
    expect(store.getState().accounts.eip155).toEqual({ status: 'disconnected' })
    expect(store.getState().embedded.emailFlow).toBeUndefined()
    expect(store.getState().router).toEqual({ open: true, history: [{ view: 'Connect' }] })
    expect(store.getState().toast).toEqual({ variant: 'error', message: AUTH_INIT_FAILED, id: expect.any(Number) })
  })

  it('a wallet still connecting is disconnected too; with nothing connected no adapter is asked', async () => {
    const connecting = createTestContext()
    await connecting.context.adapters.load('solana')
    connecting.store.setState((s) => ({ accounts: { ...s.accounts, solana: { status: 'connecting' } } }))
    await resetEmbeddedWallet(connecting.context)
    expect(connecting.fakes.solana.disconnect).toHaveBeenCalled()

    const idle = createTestContext()
    await idle.context.adapters.load('eip155')
    idle.store.setState((s) => ({ accounts: { ...s.accounts, eip155: { status: 'disconnected' } } }))
    await resetEmbeddedWallet(idle.context)
    expect(idle.fakes.eip155.disconnect).not.toHaveBeenCalled()
  })

  it('disconnects when any namespace is connected, even beside a disconnected one', async () => {
    const { context, store, fakes } = createTestContext()
    await context.adapters.load('eip155')
    store.setState((s) => ({ accounts: { ...s.accounts, solana: { status: 'disconnected' } } }))
    connectAccount(store, 'eip155', 'eip155:31337', AUTH_CONNECTOR_ID)
    await resetEmbeddedWallet(context)
    expect(fakes.eip155.disconnect).toHaveBeenCalled()
    expect(store.getState().accounts.eip155).toEqual({ status: 'disconnected' })
  })
})

describe('cancelApproval', () => {
  it('asks the signer frame to reject the request it shows, and never rejects itself', async () => {
    const { context, signer } = createTestContext()
    await cancelApproval(context)
    expect(signer.handle).not.toHaveBeenCalled()
    await context.embedded.load()
    signer.handle.mockRejectedValueOnce(new Error('frame gone'))
    await expect(cancelApproval(context)).resolves.toBeUndefined()
    expect(signer.handle).toHaveBeenCalledWith('cancelApproval', undefined)
  })
})
