import { describe, expect, it, vi } from 'vitest'
import type { AuthApi, SocialIdentity, SocialPoll } from './authApi.js'
import { createSocialLogin, SIGN_IN_DECLINED, SocialLoginCancelled } from './socialLogin.js'

const AUTH_ORIGIN = 'https://auth.example'
const IDENTITY: SocialIdentity = {
  socialProvider: 'google',
  username: 'ada',
  email: 'ada@example.com',
  hasWallet: true,
}
const CODE = 'c'.repeat(43)

/** An auth server that completes the login only for the right completion code, as the real one does. */
function fakeApi() {
  const polls: Array<string | undefined> = []
  const api = {
    startSocial: vi.fn(async () => ({
      requestId: 'r'.repeat(22),
      secret: 's'.repeat(43),
      url: `${AUTH_ORIGIN}/social/launch/${'r'.repeat(22)}`,
      expiresInSeconds: 600,
    })),
    pollSocial: vi.fn(async (_id: string, _secret: string, code: string | undefined): Promise<SocialPoll> => {
      polls.push(code)
      return code === CODE ? { status: 'confirm', account: IDENTITY } : { status: 'pending' }
    }),
    collectSocial: vi.fn(async () => ({ token: 't', account: { username: 'ada', socialProvider: 'google' } })),
  }
  return { api: api as unknown as AuthApi, raw: api, polls }
}

function setup(confirm: (identity: SocialIdentity, signal: AbortSignal) => Promise<boolean> = async () => true) {
  const { api, raw, polls } = fakeApi()
  const signIn = vi.fn(async () => ({
    eip155: '0x1',
    solana: 'So1',
    recoveryMode: 'operator' as const,
    username: 'ada',
  }))
  const confirmSpy = vi.fn(confirm)
  const login = createSocialLogin({
    api,
    site: 'https://app.example',
    authOrigin: AUTH_ORIGIN,
    deviceId: async () => 'device-0001',
    confirm: confirmSpy,
    signIn,
  })
  return { login, raw, polls, signIn, confirm: confirmSpy }
}

describe('the signer side of a social login', () => {
  it('takes the login only with the completion code from the auth origin, shows the identity, then collects and signs in', async () => {
    const { login, raw, signIn, confirm } = setup()
    await login.start('google')
    const finished = login.finish()
    await vi.waitFor(() => expect(raw.pollSocial).toHaveBeenCalledTimes(1))
    // A completion from another origin, or for another request, is ignored.
    login.complete('https://evil.example', 'r'.repeat(22), CODE)
    login.complete(AUTH_ORIGIN, 'x'.repeat(22), CODE)
    login.complete(AUTH_ORIGIN, 'r'.repeat(22), CODE)
    await finished
    expect(raw.pollSocial.mock.calls.at(-1)![2]).toBe(CODE)
    expect(raw.pollSocial.mock.calls.slice(0, -1).every((call) => call[2] === undefined)).toBe(true)
    expect(confirm).toHaveBeenCalledWith(IDENTITY, expect.any(AbortSignal))
    expect(raw.collectSocial).toHaveBeenCalledWith('r'.repeat(22), 's'.repeat(43), 'device-0001', CODE)
    expect(signIn).toHaveBeenCalledWith('t', { username: 'ada', socialProvider: 'google' })
  })

  it("a declined identity collects nothing and ends with 'Sign-in cancelled'", async () => {
    const { login, raw, signIn } = setup(async () => false)
    await login.start('google')
    const finished = login.finish()
    login.complete(AUTH_ORIGIN, 'r'.repeat(22), CODE)
    await expect(finished).rejects.toEqual(new SocialLoginCancelled(SIGN_IN_DECLINED))
    expect(raw.collectSocial).not.toHaveBeenCalled()
    expect(signIn).not.toHaveBeenCalled()
  })

  it("leaving the modal during the confirmation aborts it: 'Modal closed', nothing collected", async () => {
    let seen: AbortSignal | undefined
    const { login, raw } = setup((_, signal) => {
      seen = signal
      return new Promise((resolve) => signal.addEventListener('abort', () => resolve(false)))
    })
    await login.start('google')
    const finished = login.finish()
    login.complete(AUTH_ORIGIN, 'r'.repeat(22), CODE)
    await vi.waitFor(() => expect(seen).toBeDefined())
    login.cancel(false)
    await expect(finished).rejects.toThrow('Modal closed')
    expect(raw.collectSocial).not.toHaveBeenCalled()
  })

  it("the host leaving the frame's screen (cancelApproval) during the confirmation ends it as 'Modal closed'; before it, nothing changes", async () => {
    const { login, raw } = setup(
      (_, signal) => new Promise((resolve) => signal.addEventListener('abort', () => resolve(false))),
    )
    await login.start('google')
    const finished = login.finish()
    login.cancelConfirmation()
    await vi.waitFor(() => expect(raw.pollSocial).toHaveBeenCalled())
    login.complete(AUTH_ORIGIN, 'r'.repeat(22), CODE)
    await vi.waitFor(() => expect(raw.pollSocial.mock.calls.at(-1)![2]).toBe(CODE))
    await new Promise((resolve) => setTimeout(resolve, 0))
    login.cancelConfirmation()
    await expect(finished).rejects.toThrow('Modal closed')
    expect(raw.collectSocial).not.toHaveBeenCalled()
  })
})
