import { describe, expect, it } from 'vitest'
import { AUTH_CONNECTOR_ID } from '../core/constants.js'
import { openModal, pushView } from '../core/navigation.js'
import { startEmailUpdate } from './startEmailUpdate.js'
import { verifyEmailUpdate } from './verifyEmailUpdate.js'
import { connectAccount, createTestContext, EMBEDDED_ACCOUNT } from './testContext.js'
import { connectEmailLoginAccount } from './emailLoginFixtures.js'

describe('verifyEmailUpdate: the toast names an address', () => {
  it('an account that had no email: the confirmed account carries none back, the toast names the new address, never "signs in with " and nothing', async () => {
    const { context, store, signer } = createTestContext()
    connectEmailLoginAccount(store, { username: 'ada' })
    openModal(store, 'Account')
    pushView(store, 'UpdateEmailWallet')
    await startEmailUpdate(context, { email: 'new@example.com' })
    signer.handle.mockResolvedValueOnce({
      step: 'new',
      sent: { email: 'new@example.com', expiresAt: '2030-01-01T00:10:00.000Z', resendAt: '2030-01-01T00:01:00.000Z' },
    })
    await verifyEmailUpdate(context, { code: '111111' })
    const { email: _none, ...withoutEmail } = EMBEDDED_ACCOUNT as typeof EMBEDDED_ACCOUNT & { email?: string }
    signer.handle.mockResolvedValueOnce({ step: 'done', account: withoutEmail })
    expect(await verifyEmailUpdate(context, { code: '222222' })).toEqual({ step: 'done' })
    expect(store.getState().toast?.message).toBe('Your wallet now signs in with new@example.com')
    expect(store.getState().accounts.eip155?.user?.email).toBe('new@example.com')
  })

  it('with no address known at all, the toast says the email was updated, without a dangling "with"', async () => {
    const { context, store, signer } = createTestContext()
    connectAccount(store, 'eip155', 'eip155:31337', AUTH_CONNECTOR_ID)
    const { email: _none, ...withoutEmail } = EMBEDDED_ACCOUNT as typeof EMBEDDED_ACCOUNT & { email?: string }
    signer.handle.mockResolvedValueOnce({ step: 'done', account: withoutEmail })
    expect(await verifyEmailUpdate(context, { code: '222222' })).toEqual({ step: 'done' })
    const message = store.getState().toast?.message ?? ''
    expect(message).toBe('Your email address was updated')
    expect(message).not.toMatch(/with\s*$/)
  })
})
