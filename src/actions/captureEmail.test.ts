import { describe, expect, it } from 'vitest'
import { openModal } from '../core/navigation.js'
import { currentView } from '../core/router.js'
import { captureEmail } from './captureEmail.js'
import { connectAccount, createTestContext } from './testContext.js'
import { connectEmailLoginAccount } from './emailLoginFixtures.js'

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
    connectEmailLoginAccount(store, { email: 'ada@example.com' })
    expect(await captureEmail(context, { email: 'ADA@example.com' })).toEqual({ captured: true, verified: true })
    expect(await captureEmail(context, { email: 'other@example.com' })).toEqual({ captured: true, verified: false })
    expect(store.getState().embedded.captured).toEqual({ email: 'other@example.com', verified: false, id: 2 })
  })
})
