import { describe, expect, it } from 'vitest'
import { connectEmail } from './connectEmail.js'
import { resendEmailCode } from './resendEmailCode.js'
import { startEmailUpdate } from './startEmailUpdate.js'
import { createTestContext } from './testContext.js'
import { signerError } from './emailLoginFixtures.js'

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
