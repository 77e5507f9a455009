import { describe, expect, it, vi } from 'vitest'
import type { SiwxOptions } from '../core/siwx.js'
import { signIn } from './signIn.js'
import { connectAccount, createTestContext, EVM_ADDRESS, memorySiwxStorage, rejection } from './testContext.js'

function setup(siwx: SiwxOptions) {
  const test = createTestContext({ siwx })
  connectAccount(test.store, 'eip155', 'eip155:31337')
  return test
}

describe('signIn (spec section 4)', () => {
  it('signs the message of the namespace, adds the session, records the network, closes and announces it', async () => {
    const storage = memorySiwxStorage()
    const { context, store, fakes } = setup({ storage, statement: 'Hi' })
    store.setState({ router: { open: true, history: [{ view: 'SIWXSignMessage' }] } })
    const session = await signIn(context)
    expect(fakes.eip155.createSignInMessage).toHaveBeenCalledWith(
      expect.objectContaining({
        accountAddress: EVM_ADDRESS,
        chainId: 'eip155:31337',
        domain: 'app.test',
        uri: 'https://app.test',
        nonce: 'Nonce12345678',
        statement: 'Hi',
        version: '1',
      }),
    )
    expect(fakes.eip155.signMessage).toHaveBeenCalledWith(
      `app.test wants you to sign in with ${EVM_ADDRESS} (nonce Nonce12345678)`,
    )
    expect(storage.sessions).toEqual([session])
    expect(store.getState().siwx).toMatchObject({
      sessions: { [`eip155:31337:${EVM_ADDRESS}`]: session },
      lastSessionNetwork: 'eip155:31337',
      signing: false,
      lastSignIn: { caipAddress: `eip155:31337:${EVM_ADDRESS}`, caipNetworkId: 'eip155:31337' },
    })
    expect(context.persistence.get('siwx:lastNetwork', (v): v is string => typeof v === 'string')).toBe('eip155:31337')
    expect(store.getState().router.open).toBe(false)
    expect(store.getState().toast).toBeUndefined()
  })

  it("a rejected signature shows 'Error signing message' and SIWXSignMessage again, and keeps the account", async () => {
    const { context, store, fakes } = setup({ storage: memorySiwxStorage() })
    fakes.eip155.signMessage.mockRejectedValueOnce(rejection())
    expect(await signIn(context)).toBeUndefined()
    expect(store.getState().toast).toMatchObject({
      variant: 'error',
      message: 'Error signing message',
      detail: 'The wallet declined to sign the message.',
    })
    expect(store.getState().router).toEqual({ open: true, history: [{ view: 'SIWXSignMessage' }] })
    expect(store.getState().siwx.signing).toBe(false)
    expect(store.getState().accounts.eip155?.status).toBe('connected')
  })

  it("names why the server step failed under the spec's title: unreachable (network or CORS) at the nonce, refused with the server's message at verify", async () => {
    const unreachable = memorySiwxStorage()
    unreachable.getNonce = () => Promise.reject(new TypeError('Failed to fetch'))
    const first = setup({ storage: unreachable })
    expect(await signIn(first.context)).toBeUndefined()
    expect(first.fakes.eip155.signMessage).not.toHaveBeenCalled()
    expect(first.store.getState().toast).toMatchObject({
      variant: 'error',
      message: 'Error signing message',
      detail:
        "The sign-in server could not be reached: it is offline, or its CORS settings (allowedOrigins) do not allow this page's origin.",
    })
    const refusing = memorySiwxStorage()
    refusing.add = () => Promise.reject(Object.assign(new Error('Invalid signature'), { status: 401 }))
    const second = setup({ storage: refusing })
    expect(await signIn(second.context)).toBeUndefined()
    expect(second.fakes.eip155.signMessage).toHaveBeenCalledOnce()
    expect(second.store.getState().toast).toMatchObject({
      message: 'Error signing message',
      detail: 'The sign-in server refused it: Invalid signature',
    })
    expect(second.store.getState().router.history).toEqual([{ view: 'SIWXSignMessage' }])
  })

  it('names the missing piece with the spec texts, whole', async () => {
    await expect(signIn(setup({ enabled: false }).context)).rejects.toMatchObject({
      code: 'SIWX_NOT_ENABLED',
      message: 'SIWX is not enabled',
    })
    await expect(signIn(createTestContext({ siwx: {} }).context)).rejects.toMatchObject({
      code: 'NO_ACCOUNT',
      message: 'No ActiveCaipAddress found',
    })
    const elsewhere = createTestContext({ siwx: {} })
    connectAccount(elsewhere.store, 'eip155', 'eip155:1')
    await expect(signIn(elsewhere.context)).rejects.toMatchObject({
      code: 'NO_NETWORK',
      message: 'No ActiveCaipNetwork or client found',
    })
    expect(elsewhere.fakes.eip155.signMessage).not.toHaveBeenCalled()
  })

  it("shows the 'Authenticating...' loading toast while the storage verifies the signature", async () => {
    const storage = memorySiwxStorage()
    const { context, store, fakes } = setup({ storage })
    let duringAdd: unknown
    const add = storage.add
    storage.add = async (args) => ((duringAdd = store.getState().toast), add(args))
    let duringSign: unknown
    fakes.eip155.signMessage.mockImplementationOnce(async () => ((duringSign = store.getState().toast), '0xsignature'))
    await signIn(context)
    expect(duringSign).toBeUndefined()
    expect(duringAdd).toMatchObject({ variant: 'loading', message: 'Authenticating...' })
    expect(store.getState().toast).toBeUndefined()
  })

  it('is signing while the wallet signs; each sign-in is announced with a new, larger id', async () => {
    const { context, store, fakes } = setup({ storage: memorySiwxStorage() })
    let sign!: (signature: string) => void
    fakes.eip155.signMessage.mockImplementationOnce(() => new Promise((resolve) => (sign = resolve)))
    const pending = signIn(context)
    await vi.waitFor(() => expect(fakes.eip155.signMessage).toHaveBeenCalled())
    expect(store.getState().siwx.signing).toBe(true)
    sign('0xsignature')
    await pending
    expect(store.getState().siwx.signing).toBe(false)
    const first = store.getState().siwx.lastSignIn!.id
    await signIn(context)
    expect(store.getState().siwx.lastSignIn!.id).toBeGreaterThan(first)
  })
})
