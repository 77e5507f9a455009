import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UserRejectedError } from '../specificErrors.js'
import { MAX_SIGNER_MESSAGE_CHARS, SIGNER_HELLO_TYPE, type EmbeddedAccount } from './protocol.js'
import { createSignerClient, SignerError } from './signerClient.js'
import { ACCOUNT, FakeFrame, SIGNER_ORIGIN } from './__fixtures__/fakeSignerFrame.js'

// The host side of the signer protocol, in Node: a stand-in for the <iframe> (the DOM calls the
// client makes) whose "page" is this test: it receives the hello with its port and answers on it.
let frame: FakeFrame
let container: { append: (node: FakeFrame) => void; appended: FakeFrame[] }

beforeEach(() => {
  frame = new FakeFrame()
  vi.stubGlobal('document', { createElement: (tag: string) => (tag === 'iframe' ? frame : undefined) })
  container = { appended: [], append: (node) => container.appended.push(node) }
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  frame.hello?.port.close()
})

const create = (readyTimeoutMs = 20_000) =>
  createSignerClient({
    signerUrl: `${SIGNER_ORIGIN}/signer/`,
    signerOrigin: SIGNER_ORIGIN,
    container: container as unknown as ParentNode,
    theme: 'dark',
    readyTimeoutMs,
  })

/** The signer page's side of the port: what it received, and a way to answer. */
function signerPage() {
  const received: { id: string; method: string; params?: unknown }[] = []
  const port = frame.hello!.port
  port.onmessage = (event: MessageEvent) => received.push(event.data as (typeof received)[number])
  const next = () => vi.waitFor(() => received.shift() ?? Promise.reject(new Error('no request yet')))
  return { received, next, send: (data: unknown) => port.postMessage(data) }
}

async function connected() {
  const pending = create()
  frame.load()
  const page = signerPage()
  page.send({ event: 'ready', version: 1 })
  const client = await pending
  return { client, page }
}

describe('createSignerClient', () => {
  it('appends a hidden, sandboxed frame of the signer page and greets it, once loaded, at its exact origin', async () => {
    const pending = create()
    expect(container.appended).toEqual([frame])
    expect(frame.src).toBe(`${SIGNER_ORIGIN}/signer/`)
    expect(frame.title).toBe('Secure wallet window')
    expect(frame.allow).toBe('')
    expect(frame.referrerPolicy).toBe('no-referrer')
    expect(Object.fromEntries(frame.attributes)).toEqual({
      part: 'signer-frame',
      tabindex: '-1',
      'data-wm-focus-companion': '',
    })
    expect(frame.style).toMatchObject({
      position: 'fixed',
      left: '-10000px',
      visibility: 'hidden',
      pointerEvents: 'none',
    })
    expect(frame.hello).toBeUndefined()
    frame.load()
    expect(frame.hello).toMatchObject({
      message: { type: SIGNER_HELLO_TYPE, version: 1, theme: 'dark' },
      origin: SIGNER_ORIGIN,
    })
    signerPage().send({ event: 'ready', version: 1 })
    expect((await pending).frame).toBe(frame)
  })

  it("not ready in time (or another protocol version): 'A problem occurred while trying initialize authentication', frame removed", async () => {
    vi.useFakeTimers()
    const pending = create(1_000)
    frame.load()
    signerPage().send({ event: 'ready', version: 2 })
    const failed = expect(pending).rejects.toMatchObject({
      name: 'SignerError',
      message: 'A problem occurred while trying initialize authentication',
      code: 'SIGNER_UNAVAILABLE',
    })
    await vi.advanceTimersByTimeAsync(999)
    expect(frame.removed).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await failed
    expect(frame.removed).toBe(true)
  })

  it('a frame that loads after its time ran out is not greeted', async () => {
    vi.useFakeTimers()
    const pending = create(10).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(10)
    expect(await pending).toBeInstanceOf(SignerError)
    frame.load()
    expect(frame.hello).toBeUndefined()
  })

  it('sends requests with uuid ids and resolves their checked results; a sign-in sets the account for listeners', async () => {
    const { client, page } = await connected()
    const accounts: (EmbeddedAccount | undefined)[] = []
    client.onAccount((a) => accounts.push(a))
    const login = client.request('startEmailLogin', { email: 'ada@example.com' })
    const sent = await page.next()
    expect(sent).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      method: 'startEmailLogin',
      params: { email: 'ada@example.com' },
    })
    page.send({ id: sent.id, result: { email: 'ada@example.com', expiresAt: 'a', resendAt: 'b' } })
    expect(await login).toEqual({ email: 'ada@example.com', expiresAt: 'a', resendAt: 'b' })

    const verify = client.request('verifyEmailCode', { code: '123456' })
    const request = await page.next()
    page.send({ id: request.id, result: { account: ACCOUNT } })
    expect(await verify).toEqual({ account: ACCOUNT })
    expect(client.account()).toEqual(ACCOUNT)
    expect(accounts).toEqual([ACCOUNT])

    const signOut = client.request('signOut')
    const bye = await page.next()
    expect(bye).toEqual({ id: expect.any(String), method: 'signOut' })
    page.send({ id: bye.id, result: {} })
    await signOut
    expect(client.account()).toBeUndefined()
    expect(accounts).toEqual([ACCOUNT, undefined])
  })

  it('an email change that is done moves the account; its first step does not', async () => {
    const { client, page } = await connected()
    const listener = vi.fn()
    client.onAccount(listener)
    const first = client.request('verifyEmailChangeCode', { code: '111111' })
    page.send({
      id: (await page.next()).id,
      result: { step: 'new', sent: { email: 'new@example.com', expiresAt: 'a', resendAt: 'b' } },
    })
    await first
    expect(listener).not.toHaveBeenCalled()
    const done = client.request('verifyEmailChangeCode', { code: '222222' })
    page.send({
      id: (await page.next()).id,
      result: { step: 'done', account: { ...ACCOUNT, email: 'new@example.com' } },
    })
    await done
    expect(client.account()?.email).toBe('new@example.com')
    expect(listener).toHaveBeenCalledOnce()
  })

  it('the session is asked once per page; the same account reported again is no change', async () => {
    const { client, page } = await connected()
    const listener = vi.fn()
    const off = client.onAccount(listener)
    const first = client.session()
    const second = client.session()
    page.send({ id: (await page.next()).id, result: { account: ACCOUNT } })
    expect(await first).toEqual(ACCOUNT)
    expect(await second).toEqual(ACCOUNT)
    expect(page.received).toEqual([])
    const again = client.request('getSession')
    page.send({ id: (await page.next()).id, result: { account: { ...ACCOUNT } } })
    await again
    expect(listener).toHaveBeenCalledOnce()
    off()
    const none = client.request('getSession')
    page.send({ id: (await page.next()).id, result: { account: null } })
    expect(await none).toEqual({ account: null })
    expect(client.account()).toBeUndefined()
    expect(listener).toHaveBeenCalledOnce()
  })

  it('maps error answers: 4001 a rejection, AUTH with its hints, SHARE_MISMATCH, an RPC code, anything else UNKNOWN', async () => {
    const { client, page } = await connected()
    const answerWith = async (error: unknown) => {
      const pending = client
        .request('rpc', { namespace: 'eip155', method: 'personal_sign', params: [] })
        .catch((e: unknown) => e)
      page.send({ id: (await page.next()).id, error })
      return pending
    }
    const rejected = await answerWith({ code: 4001, message: 'User rejected the request.' })
    expect(rejected).toBeInstanceOf(UserRejectedError)
    expect(rejected).toMatchObject({ message: 'User rejected the request.' })
    expect(await answerWith({ code: 'AUTH', message: 'Wrong code', data: { attemptsLeft: 2 } })).toMatchObject({
      name: 'SignerError',
      message: 'Wrong code',
      code: 'AUTH_REJECTED',
      data: { attemptsLeft: 2 },
    })
    expect(await answerWith({ code: 'AUTH', message: 'Too many' })).toMatchObject({ code: 'AUTH_REJECTED', data: {} })
    expect(await answerWith({ code: 'SHARE_MISMATCH', message: 'Key does not match' })).toMatchObject({
      code: 'SHARE_MISMATCH',
      message: 'Key does not match',
    })
    expect(await answerWith({ code: -32602, message: 'Invalid params' })).toMatchObject({
      code: -32602,
      message: 'Invalid params',
    })
    expect(await answerWith({ code: 'ODD', message: 'odd' })).toMatchObject({ code: 'UNKNOWN', message: 'odd' })
  })

  it("a result of the wrong shape is 'The wallet window answered badly'; stray, unknown and oversized messages are dropped", async () => {
    const { client, page } = await connected()
    const pending = client.request('verifyEmailCode', { code: '123456' })
    const { id } = await page.next()
    page.send({ id: '00000000-0000-0000-0000-000000000000', result: { account: ACCOUNT } })
    page.send({ id, result: { account: ACCOUNT }, padding: 'x'.repeat(MAX_SIGNER_MESSAGE_CHARS) })
    page.send({ nonsense: true })
    page.send({ id, result: { account: { email: 'x' } } })
    await expect(pending).rejects.toMatchObject({
      message: 'The wallet window answered badly',
      code: 'INVALID_RESPONSE',
    })
    expect(client.account()).toBeUndefined()
    page.send({ id, result: { account: ACCOUNT } })
    const later = client.request('getSession')
    page.send({ id: (await page.next()).id, result: { account: null } })
    await later
    expect(client.account()).toBeUndefined()
  })

  it("a request the frame does not answer in time is 'The wallet window did not answer in time' (30 s unless given)", async () => {
    const { client, page } = await connected()
    vi.useFakeTimers()
    const slow = client.request('getSession').catch((e: unknown) => e)
    const quick = client.request('signOut', undefined, 100).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(100)
    expect(await quick).toMatchObject({
      message: 'The wallet window did not answer in time',
      code: 'SIGNER_UNAVAILABLE',
    })
    await vi.advanceTimersByTimeAsync(29_899)
    let settled = false
    void slow.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await slow).toMatchObject({ code: 'SIGNER_UNAVAILABLE' })
    vi.useRealTimers()
    await vi.waitFor(() => expect(page.received.map((r) => r.method)).toEqual(['getSession', 'signOut']))
  })

  it('tells approval listeners when the frame needs to be seen, and places it over the modal or hides it', async () => {
    const { client, page } = await connected()
    const approval = vi.fn()
    const off = client.onApproval(approval)
    expect(client.approvalOpen()).toBe(false)
    page.send({ event: 'approval', open: true })
    await vi.waitFor(() => expect(approval).toHaveBeenCalledWith(true))
    expect(client.approvalOpen()).toBe(true)
    off()
    page.send({ event: 'approval', open: false })
    await vi.waitFor(() => expect(client.approvalOpen()).toBe(false))
    expect(approval).toHaveBeenCalledOnce()

    client.place({ left: 10, top: 20, width: 300, height: 400 })
    expect(frame.style).toMatchObject({
      left: '10px',
      top: '20px',
      width: '300px',
      height: '400px',
      visibility: 'visible',
      pointerEvents: 'auto',
      zIndex: '2147483600',
      borderRadius: '12px',
    })
    expect(frame.attributes.has('tabindex')).toBe(false)
    client.place(undefined)
    expect(frame.style).toMatchObject({
      left: '-10000px',
      width: '1px',
      visibility: 'hidden',
      pointerEvents: 'none',
      zIndex: '',
    })
    expect(frame.attributes.get('tabindex')).toBe('-1')
  })

  it('destroy rejects what is pending and every later request, and removes the frame', async () => {
    const { client } = await connected()
    const pending = client.request('getSession')
    client.destroy()
    await expect(pending).rejects.toMatchObject({
      message: 'A problem occurred while trying initialize authentication',
      code: 'SIGNER_UNAVAILABLE',
    })
    await expect(client.request('signOut')).rejects.toMatchObject({ code: 'SIGNER_UNAVAILABLE' })
    expect(frame.removed).toBe(true)
  })

  it('greets the frame on its first load only: a reload of the signer page gets no second hello', async () => {
    const pending = create()
    frame.load()
    const first = frame.hello
    frame.hello = undefined
    frame.load()
    expect(frame.hello).toBeUndefined()
    first!.port.postMessage({ event: 'ready', version: 1 })
    expect((await pending).frame).toBe(frame)
    first!.port.close()
  })

  it('a request without params carries no params key at all', async () => {
    const { client, page } = await connected()
    void client.request('getSession').catch(() => undefined)
    expect(Object.keys(await page.next())).toEqual(['id', 'method'])
    client.destroy()
  })

  it("a social login that stopped is 'SOCIAL_CANCELLED' with the signer's text", async () => {
    const { client, page } = await connected()
    const pending = client.request('finishSocialLogin').catch((e: unknown) => e)
    page.send({ id: (await page.next()).id, error: { code: 'SOCIAL_CANCELLED', message: 'Popup closed' } })
    expect(await pending).toMatchObject({ name: 'SignerError', code: 'SOCIAL_CANCELLED', message: 'Popup closed' })
  })

  it('a finished social login sets the account; answers of other methods leave it as it is', async () => {
    const { client, page } = await connected()
    const listener = vi.fn()
    client.onAccount(listener)
    const social = client.request('finishSocialLogin')
    page.send({ id: (await page.next()).id, result: { account: ACCOUNT } })
    await social
    expect(client.account()).toEqual(ACCOUNT)
    const login = client.request('startEmailLogin', { email: 'new@example.com' })
    page.send({ id: (await page.next()).id, result: { email: 'new@example.com', expiresAt: 'a', resendAt: 'b' } })
    await login
    const change = client.request('verifyEmailChangeCode', { code: '111111' })
    page.send({
      id: (await page.next()).id,
      result: { step: 'new', sent: { email: 'new@example.com', expiresAt: 'a', resendAt: 'b' } },
    })
    await change
    expect(client.account()).toEqual(ACCOUNT)
    expect(listener).toHaveBeenCalledOnce()
  })

  it('after destroy a request is refused at once, without waiting for its timeout', async () => {
    const { client } = await connected()
    client.destroy()
    vi.useFakeTimers()
    const refused = client.request('getSession', undefined, 60_000).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(0)
    let settled: unknown
    void refused.then((e) => (settled = e))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toMatchObject({
      message: 'A problem occurred while trying initialize authentication',
      code: 'SIGNER_UNAVAILABLE',
    })
  })
})
