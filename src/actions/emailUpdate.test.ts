import { describe, expect, it } from 'vitest'
import { AUTH_CONNECTOR_ID } from '../core/constants.js'
import { openModal, pushView } from '../core/navigation.js'
import { currentView } from '../core/router.js'
import { startEmailUpdate } from './startEmailUpdate.js'
import { verifyEmailUpdate } from './verifyEmailUpdate.js'
import { connectAccount, createTestContext, EMBEDDED_ACCOUNT } from './testContext.js'
import { connectEmailLoginAccount, signerError } from './emailLoginFixtures.js'

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

  it('keeps a refused address in the address step without the spaces typed around it', async () => {
    const { context, store } = createTestContext()
    await startEmailUpdate(context, { email: '  new@  ' })
    expect(store.getState().embedded.emailFlow).toEqual({ kind: 'update', email: 'new@', step: 'enter' })
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
    connectEmailLoginAccount(store, { email: 'ada@example.com' })
    connectAccount(store, 'solana', 'solana:localnet', AUTH_CONNECTOR_ID)
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
    connectEmailLoginAccount(store, { email: 'ada@example.com', username: 'ada' })
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
