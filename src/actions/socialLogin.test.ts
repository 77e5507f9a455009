import { afterEach, describe, expect, it, vi } from 'vitest'
import { AUTH_CONNECTOR_ID } from '../core/constants.js'
import { WalletModalError } from '../core/errors.js'
import { goBack, openModal, pushView } from '../core/navigation.js'
import { currentView } from '../core/router.js'
import { sessionStore } from '../core/sessionStore.js'
import { cancelSocialLogin } from './cancelSocialLogin.js'
import { setOptions } from './setOptions.js'
import { connectSocial } from './connectSocial.js'
import { createTestContext, EMBEDDED_ACCOUNT } from './testContext.js'

const PROVIDER_URL = 'https://accounts.example/authorize?state=abc'
const RELAY_URL = 'https://farcaster.example/~/siwf?channelToken=xyz'

/** A popup as `window.open` returns it: where the action sends it, whether it was closed. */
function fakePopup() {
  return {
    closed: false,
    location: { href: 'about:blank' },
    close: vi.fn(function (this: { closed: boolean }) {
      this.closed = true
    }),
  }
}
type FakePopup = ReturnType<typeof fakePopup>
const asWindow = (popup: FakePopup) => popup as unknown as Window

/**
 * A context on Connect whose signer answers the social login's two requests: startSocialLogin with
 * the provider's (or Farcaster relay's) URL, finishSocialLogin when `finish` is called.
 */
function social() {
  const test = createTestContext()
  openModal(test.store, 'Connect')
  let finish!: (result: unknown) => void
  let fail!: (error: unknown) => void
  const finished = new Promise((resolve, reject) => ((finish = resolve), (fail = reject)))
  const base = test.signer.handle.getMockImplementation()!
  test.signer.handle.mockImplementation(async (method, params) => {
    if (method === 'startSocialLogin')
      return { url: (params as { provider: string }).provider === 'farcaster' ? RELAY_URL : PROVIDER_URL }
    if (method === 'finishSocialLogin') return finished
    return base(method, params)
  })
  /** Resolves once the action asked the signer to wait for the provider's callback. */
  const waiting = () => vi.waitFor(() => expect(test.store.getState().embedded.social?.step).toBe('waiting'))
  return { ...test, finish: () => finish({ account: EMBEDDED_ACCOUNT }), fail, waiting }
}

const requests = (handle: ReturnType<typeof createTestContext>['signer']['handle'], method: string) =>
  handle.mock.calls.filter(([m]) => m === method).map(([, params]) => params)

afterEach(() => {
  vi.useRealTimers()
})

describe('connectSocial', () => {
  it('shows ConnectingSocial with the provider and its label, sends the popup to the provider and waits', async () => {
    const { context, store, signer, waiting } = social()
    const popup = fakePopup()
    void connectSocial(context, { provider: 'google', popup: asWindow(popup) })
    expect(currentView(store.getState().router)).toMatchObject({
      view: 'ConnectingSocial',
      data: { provider: 'google', title: 'Google' },
    })
    expect(store.getState().embedded.social).toMatchObject({ provider: 'google', step: 'starting' })
    await waiting()
    expect(requests(signer.handle, 'startSocialLogin')).toEqual([{ provider: 'google' }])
    expect(popup.location.href).toBe(PROVIDER_URL)
    expect(store.getState().embedded.social).not.toHaveProperty('url')
  })

  it('waits up to 11 minutes for the callback, then connects the embedded wallet in both namespaces, closes the popup and the modal', async () => {
    const { context, store, signer, fakes, finish, waiting } = social()
    const popup = fakePopup()
    const pending = connectSocial(context, { provider: 'google', popup: asWindow(popup) })
    await waiting()
    expect(signer.handle.mock.calls.length).toBeGreaterThan(0)
    finish()
    expect(await pending).toEqual({ connected: true, account: EMBEDDED_ACCOUNT })
    expect(fakes.eip155.connect).toHaveBeenCalledWith(AUTH_CONNECTOR_ID)
    expect(fakes.solana.connect).toHaveBeenCalledWith(AUTH_CONNECTOR_ID)
    expect(sessionStore(() => context.persistence).read().connections).toEqual({
      eip155: AUTH_CONNECTOR_ID,
      solana: AUTH_CONNECTOR_ID,
    })
    expect(popup.close).toHaveBeenCalled()
    expect(store.getState().embedded.social).toBeUndefined()
    expect(store.getState().router.open).toBe(false)
  })

  it("hands the popup's completion message to the signer with the origin the browser reported, closes the popup; ignores other windows and other shapes", async () => {
    const host = new EventTarget()
    vi.stubGlobal('window', host)
    try {
      const { context, signer, waiting } = social()
      const popup = fakePopup()
      void connectSocial(context, { provider: 'google', popup: asWindow(popup) })
      await waiting()
      const post = (source: unknown, data: unknown, origin = 'https://auth.example') =>
        host.dispatchEvent(Object.assign(new Event('message'), { source, data, origin }))
      const completion = { type: 'wallet-modal:social-callback', requestId: 'r'.repeat(22), code: 'c'.repeat(43) }
      post({}, completion)
      post(popup, { ...completion, type: 'other' })
      post(popup, { ...completion, code: 42 })
      post(popup, null)
      expect(requests(signer.handle, 'completeSocialLogin')).toEqual([])
      expect(popup.close).not.toHaveBeenCalled()
      post(popup, completion)
      await vi.waitFor(() =>
        expect(requests(signer.handle, 'completeSocialLogin')).toEqual([
          { origin: 'https://auth.example', requestId: 'r'.repeat(22), code: 'c'.repeat(43) },
        ]),
      )
      expect(popup.close).toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('asks the signer to wait 11 × 60,000 ms for finishSocialLogin', async () => {
    const { context, signer, waiting } = social()
    const request = vi.spyOn(signer.client, 'request')
    void connectSocial(context, { provider: 'google', popup: asWindow(fakePopup()) })
    await waiting()
    expect(request.mock.calls.find(([method]) => method === 'finishSocialLogin')).toEqual([
      'finishSocialLogin',
      undefined,
      660_000,
    ])
  })

  it('leaves the modal open when another view (a sign-in request) took over before the login finished', async () => {
    const { context, store, finish, waiting } = social()
    const pending = connectSocial(context, { provider: 'google', popup: asWindow(fakePopup()) })
    await waiting()
    pushView(store, 'SIWXSignMessage')
    finish()
    expect((await pending).connected).toBe(true)
    expect(store.getState().router.open).toBe(true)
    expect(currentView(store.getState().router)?.view).toBe('SIWXSignMessage')
  })

  it('Farcaster: ConnectingFarcaster without a popup, the relay link kept for the QR code', async () => {
    const { context, store, finish, waiting } = social()
    const pending = connectSocial(context, { provider: 'farcaster' })
    expect(currentView(store.getState().router)?.view).toBe('ConnectingFarcaster')
    await waiting()
    expect(store.getState().embedded.social).toMatchObject({ provider: 'farcaster', step: 'waiting', url: RELAY_URL })
    finish()
    expect((await pending).connected).toBe(true)
    expect(store.getState().router.open).toBe(false)
  })

  it("a missing or already closed popup fails with 'Popup closed' on the connecting view", async () => {
    for (const popup of [null, Object.assign(fakePopup(), { closed: true })]) {
      const { context, store, signer } = social()
      const result = await connectSocial(context, { provider: 'github', popup: popup && asWindow(popup) })
      expect(result).toMatchObject({ connected: false, error: { message: 'Popup closed', code: 'SOCIAL_CANCELLED' } })
      expect(store.getState().embedded.social).toMatchObject({
        provider: 'github',
        step: 'failed',
        error: 'Popup closed',
      })
      expect(currentView(store.getState().router)?.view).toBe('ConnectingSocial')
      expect(requests(signer.handle, 'finishSocialLogin')).toEqual([])
    }
  })

  it('a popup closed while waiting is seen within 400 ms and the signer stops the login', async () => {
    vi.useFakeTimers()
    const { context, signer, waiting } = social()
    const popup = fakePopup()
    void connectSocial(context, { provider: 'google', popup: asWindow(popup) })
    await vi.advanceTimersByTimeAsync(0)
    await waiting()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(requests(signer.handle, 'cancelSocialLogin')).toEqual([])
    popup.closed = true
    await vi.advanceTimersByTimeAsync(400)
    expect(requests(signer.handle, 'cancelSocialLogin')).toEqual([{ popupClosed: true }])
    // Checked once: a closed popup is not reported again.
    await vi.advanceTimersByTimeAsync(2_000)
    expect(requests(signer.handle, 'cancelSocialLogin')).toHaveLength(1)
  })

  it("the signer's refusal (e.g. the popup closed) is kept on the connecting view with its text", async () => {
    const { context, store, fail, waiting } = social()
    const popup = fakePopup()
    const pending = connectSocial(context, { provider: 'google', popup: asWindow(popup) })
    await waiting()
    fail(new WalletModalError('Popup closed', { code: 'SOCIAL_CANCELLED' }))
    expect(await pending).toMatchObject({ connected: false, error: { message: 'Popup closed' } })
    expect(store.getState().embedded.social).toMatchObject({ step: 'failed', error: 'Popup closed' })
    expect(popup.close).toHaveBeenCalled()
    expect(store.getState().router.open).toBe(true)
  })

  it("cancelled while the login starts: 'Modal closed', the popup closed, the flow forgotten, the signer told once", async () => {
    const { context, store, signer } = social()
    let started!: () => void
    const base = signer.handle.getMockImplementation()!
    signer.handle.mockImplementation(async (method, params) => {
      if (method === 'startSocialLogin')
        return new Promise((resolve) => (started = () => resolve({ url: PROVIDER_URL })))
      return base(method, params)
    })
    const popup = fakePopup()
    const pending = connectSocial(context, { provider: 'google', popup: asWindow(popup) })
    await vi.waitFor(() => expect(started).toBeDefined())
    await cancelSocialLogin(context)
    expect(requests(signer.handle, 'cancelSocialLogin')).toEqual([{ popupClosed: false }])
    started()
    expect(await pending).toMatchObject({
      connected: false,
      error: { message: 'Modal closed', code: 'SOCIAL_CANCELLED' },
    })
    expect(store.getState().embedded.social).toBeUndefined()
    expect(popup.close).toHaveBeenCalled()
    expect(popup.location.href).toBe('about:blank')
    expect(requests(signer.handle, 'cancelSocialLogin')).toEqual([{ popupClosed: false }, { popupClosed: false }])
  })

  it('a signer that is not ready takes the failure path: the embedded wallet is reset, no failed step', async () => {
    const { context, store, signer } = social()
    signer.host.fail = new WalletModalError('The signer did not start', { code: 'SIGNER_UNAVAILABLE' })
    const result = await connectSocial(context, { provider: 'google', popup: asWindow(fakePopup()) })
    expect(result).toMatchObject({ connected: false, error: { code: 'SIGNER_UNAVAILABLE' } })
    expect(signer.host.reset).toHaveBeenCalled()
    expect(store.getState().embedded.social?.step).not.toBe('failed')
  })

  it('Retry after a failure starts a new login on the same connecting view (no second history entry)', async () => {
    const { context, store, waiting } = social()
    await connectSocial(context, { provider: 'google', popup: null })
    expect(store.getState().embedded.social?.step).toBe('failed')
    void connectSocial(context, { provider: 'google', popup: asWindow(fakePopup()) })
    expect(store.getState().embedded.social).toMatchObject({ provider: 'google', step: 'starting' })
    await waiting()
    expect(store.getState().router.history.map((entry) => entry.view)).toEqual(['Connect', 'ConnectingSocial'])
  })
})

/**
 * Like {@link social}, but each finishSocialLogin waits for its own `finish(i)`: an older login's
 * callback can complete while a newer login runs.
 */
function socialLogins() {
  const test = createTestContext()
  openModal(test.store, 'Connect')
  const finishes: ((result: unknown) => void)[] = []
  const base = test.signer.handle.getMockImplementation()!
  test.signer.handle.mockImplementation(async (method, params) => {
    if (method === 'startSocialLogin')
      return { url: (params as { provider: string }).provider === 'farcaster' ? RELAY_URL : PROVIDER_URL }
    if (method === 'finishSocialLogin') return new Promise((resolve) => finishes.push(resolve))
    return base(method, params)
  })
  const waitingFor = (provider: string) =>
    vi.waitFor(() => expect(test.store.getState().embedded.social).toMatchObject({ provider, step: 'waiting' }))
  /** The user leaves the connecting view (Back), which cancels its login (useSocialCancelOnLeave). */
  const leave = async () => {
    goBack(test.store)
    await cancelSocialLogin(test.context)
  }
  return { ...test, waitingFor, leave, finish: (i: number) => finishes[i]!({ account: EMBEDDED_ACCOUNT }) }
}

describe('connectSocial: late and repeated logins', () => {
  it('a login whose callback completed just as the user went back to Connect still connects, and the modal closes', async () => {
    const { context, store, fakes, waitingFor, leave, finish } = socialLogins()
    const pending = connectSocial(context, { provider: 'google', popup: asWindow(fakePopup()) })
    await waitingFor('google')
    await leave()
    expect(currentView(store.getState().router)?.view).toBe('Connect')
    finish(0)
    expect((await pending).connected).toBe(true)
    expect(fakes.eip155.connect).toHaveBeenCalledWith(AUTH_CONNECTOR_ID)
    expect(store.getState().router).toEqual({ open: false, history: [] })
  })

  it("an older login completing while a newer one (Farcaster's QR code) runs leaves the newer one's view and progress alone", async () => {
    const { context, store, waitingFor, leave, finish } = socialLogins()
    const older = connectSocial(context, { provider: 'google', popup: asWindow(fakePopup()) })
    await waitingFor('google')
    await leave()
    void connectSocial(context, { provider: 'farcaster' })
    await waitingFor('farcaster')
    finish(0)
    expect((await older).connected).toBe(true)
    expect(store.getState().embedded.social).toMatchObject({ provider: 'farcaster', step: 'waiting', url: RELAY_URL })
    expect(store.getState().router.open).toBe(true)
    expect(store.getState().router.history.map((entry) => entry.view)).toEqual(['Connect', 'ConnectingFarcaster'])
  })

  it('Retry after the host relabelled the provider (setOptions, e.g. a language switch) stays one connecting view entry', async () => {
    const { context, store, waiting } = social()
    setOptions(context, {
      embeddedWallet: { signerUrl: 'https://signer.test/', socials: [{ name: 'keycloak', label: 'Company login' }] },
    })
    await connectSocial(context, { provider: 'keycloak', popup: null })
    expect(currentView(store.getState().router)).toEqual({
      view: 'ConnectingSocial',
      data: { provider: 'keycloak', title: 'Company login' },
    })
    setOptions(context, {
      embeddedWallet: { signerUrl: 'https://signer.test/', socials: [{ name: 'keycloak', label: 'Firmen-Login' }] },
    })
    void connectSocial(context, { provider: 'keycloak', popup: asWindow(fakePopup()) })
    await waiting()
    expect(store.getState().router.history.map((entry) => entry.view)).toEqual(['Connect', 'ConnectingSocial'])
  })
})

describe('cancelSocialLogin', () => {
  it('does nothing without a social login in progress', async () => {
    const { context, signer } = social()
    await context.embedded.load()
    await cancelSocialLogin(context)
    expect(requests(signer.handle, 'cancelSocialLogin')).toEqual([])
  })

  it('forgets the flow and has the signer stop polling', async () => {
    const { context, store, signer, waiting } = social()
    void connectSocial(context, { provider: 'google', popup: asWindow(fakePopup()) })
    await waiting()
    await cancelSocialLogin(context)
    expect(store.getState().embedded.social).toBeUndefined()
    expect(requests(signer.handle, 'cancelSocialLogin')).toEqual([{ popupClosed: false }])
  })
})
