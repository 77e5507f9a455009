import { afterEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../core/navigation.js'
import { currentView } from '../core/router.js'
import { connectEmail } from './connectEmail.js'
import { createTestContext } from './testContext.js'
import { AUTH_INIT_FAILED, signerError } from './emailLoginFixtures.js'

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
