import { describe, expect, it } from 'vitest'
import { AUTH_ERRORS } from '../errors.js'
import type { LocalIdpProvider } from '../testing/localIdentityProvider.js'
import { createTestAuthServer, logIn, SITE, TEST_WALLET } from '../testFixtures.js'
import { signInAtLocalIdp } from '../__fixtures__/idpDriver.js'
import { popupBrowser } from '../__fixtures__/popupBrowser.js'
import { createOAuthFlow } from './oauthFlow.js'
import { resolveSocialOptions } from './socialOptions.js'
import { AUTH_URL, localIdpForFile } from '../__fixtures__/localIdp.js'

const idp = localIdpForFile()

function socialServer() {
  const test = createTestAuthServer({
    social: { publicUrl: AUTH_URL, providers: idp().providers, allowInsecureRequests: true },
  })
  const { client } = test
  const start = (provider: string) => client.call('POST', '/social/start', { provider, site: SITE })
  const browser = popupBrowser(test.server, AUTH_URL)
  const poll = (body: Record<string, unknown>, code?: string) =>
    client.call('POST', '/social/poll', { requestId: body.requestId, secret: body.secret, ...(code ? { code } : {}) })
  const collect = (body: Record<string, unknown>, code?: string) =>
    client.call('POST', '/social/collect', {
      requestId: body.requestId,
      secret: body.secret,
      deviceId: 'device-0001',
      ...(code ? { code } : {}),
    })
  const callback = (request: Request) => browser.callback(request)
  /** A whole social login: start, the popup's launch and way through the IdP, the callback's completion code, the poll's confirmation, the collect. */
  const login = async (provider: LocalIdpProvider, person: Parameters<typeof signInAtLocalIdp>[2]) => {
    const started = await start(provider)
    expect(started.status).toBe(200)
    const page = await callback(await browser.signIn(started.body.url as string, person))
    expect(page.html).toContain('You are signed in to 127.0.0.1:14273')
    expect((await poll(started.body, page.completion!.code)).body.status).toBe('confirm')
    const collected = await collect(started.body, page.completion!.code)
    expect(collected.status).toBe(200)
    return collected.body as { token: string; account: Record<string, unknown> }
  }
  return { ...test, browser, start, poll, collect, callback, login }
}

describe('social login through the local identity provider', () => {
  it('Google (OIDC discovery, ID token validated): the account carries the provider, the name and the verified email', async () => {
    const { login, start, poll, client } = socialServer()
    const pending = await start('google')
    expect(await poll(pending.body)).toMatchObject({ status: 200, body: { status: 'pending' } })
    const { token, account } = await login('google', { username: 'Ada', email: 'ada@example.com' })
    expect(account).toEqual({ email: 'ada@example.com', username: 'Ada', socialProvider: 'google' })
    expect((await client.call('GET', '/session', undefined, token)).body).toEqual({
      account: { email: 'ada@example.com', username: 'Ada', socialProvider: 'google' },
    })
  })

  it.each([
    ['github', { username: 'octocat', email: 'octo@example.com' }, { username: 'octocat', email: 'octo@example.com' }],
    ['x', { username: 'xuser', email: 'x@example.com' }, { username: 'xuser', email: 'x@example.com' }],
    ['discord', { username: 'dgamer', email: 'd@example.com' }, { username: 'dgamer', email: 'd@example.com' }],
    ['facebook', { username: 'Fiona', email: 'f@example.com' }, { username: 'Fiona', email: 'f@example.com' }],
    [
      'apple',
      { username: 'appleseed', email: 'a@privaterelay.example.com' },
      { username: 'appleseed', email: 'a@privaterelay.example.com' },
    ],
  ] as const)('%s: its userinfo answer maps to the account', async (provider, person, expected) => {
    const { login } = socialServer()
    const { account } = await login(provider, person)
    expect(account).toEqual({ ...expected, socialProvider: provider })
  })

  it('the same identity signs in to the same user; another provider with the same name is another identity', async () => {
    const { login, client } = socialServer()
    const first = await login('github', { username: 'same-person', verified: false })
    await client.call('POST', '/wallet', TEST_WALLET, first.token)
    const again = await login('github', { username: 'same-person', verified: false })
    expect((await client.call('GET', '/session', undefined, again.token)).body.account).toMatchObject({
      wallet: { eip155: TEST_WALLET.eip155 },
    })
    const other = await login('discord', { username: 'same-person', verified: false })
    expect((await client.call('GET', '/session', undefined, other.token)).body.account).not.toHaveProperty('wallet')
  })

  it("a verified email reaches the email login's user; an unverified one does not", async () => {
    const { login, client, mailer } = socialServer()
    const emailUser = await logIn(client, mailer, 'shared@example.com')
    await client.call('POST', '/wallet', TEST_WALLET, emailUser.token)
    const unverified = await login('discord', {
      username: 'not-verified',
      email: 'shared@example.com',
      verified: false,
    })
    expect((await client.call('GET', '/session', undefined, unverified.token)).body.account).not.toHaveProperty(
      'wallet',
    )
    const verified = await login('google', { username: 'verified', email: 'shared@example.com' })
    expect((await client.call('GET', '/session', undefined, verified.token)).body.account).toMatchObject({
      socialProvider: 'google',
      wallet: { eip155: TEST_WALLET.eip155 },
    })
  })

  it('a new user from a verified social email is reached by an email code too', async () => {
    const { login, client, mailer } = socialServer()
    const google = await login('google', { username: 'first-google', email: 'first@example.com' })
    await client.call('POST', '/wallet', TEST_WALLET, google.token)
    const byCode = await logIn(client, mailer, 'first@example.com')
    expect(byCode.body.account).toMatchObject({ email: 'first@example.com', wallet: { eip155: TEST_WALLET.eip155 } })
  })

  it('refuses a callback with a wrong state, a replayed callback, and a replayed code under a fresh state', async () => {
    const { start, callback, poll, collect, browser } = socialServer()
    const started = await start('google')
    const answer = await browser.signIn(started.body.url as string, { username: 'replay' })
    const wrong = new URL(answer.url)
    wrong.searchParams.set('state', 'not-the-state')
    expect(await callback(new Request(wrong))).toMatchObject({
      status: 400,
      html: expect.stringContaining(AUTH_ERRORS.loginNotStarted),
    })
    const first = await callback(answer.clone())
    expect(first.status).toBe(200)
    expect(await callback(answer.clone())).toMatchObject({
      status: 400,
      html: expect.stringContaining(AUTH_ERRORS.loginAlreadyUsed),
    })
    expect((await poll(started.body, first.completion!.code)).body.status).toBe('confirm')
    expect((await collect(started.body, first.completion!.code)).status).toBe(200)
    // The code again, under the state of a new login request (launched in this browser): the provider refuses a used code.
    const fresh = await start('google')
    const freshState = new URL((await browser.launch(fresh.body.url as string)).location!).searchParams.get('state')!
    const replayed = new URL(answer.url)
    replayed.searchParams.set('state', freshState)
    expect(await callback(new Request(replayed))).toMatchObject({
      status: 400,
      html: expect.stringContaining(AUTH_ERRORS.providerRefused),
    })
    expect(await poll(fresh.body)).toMatchObject({ status: 400, body: { error: AUTH_ERRORS.providerRefused } })
  })

  it('collects a completed login once, only with its secret, and not after it expired', async () => {
    const { start, callback, poll, collect, clock, browser } = socialServer()
    const started = await start('google')
    const { completion } = await callback(await browser.signIn(started.body.url as string, { username: 'once' }))
    expect((await poll({ ...started.body, secret: 'A'.repeat(43) }, completion!.code)).status).toBe(404)
    expect((await collect({ ...started.body, secret: 'A'.repeat(43) }, completion!.code)).status).toBe(404)
    expect((await collect(started.body, completion!.code)).status).toBe(200)
    expect(await collect(started.body, completion!.code)).toMatchObject({
      status: 409,
      body: { error: AUTH_ERRORS.loginAlreadyUsed },
    })
    expect(await poll(started.body, completion!.code)).toMatchObject({
      status: 409,
      body: { error: AUTH_ERRORS.loginAlreadyUsed },
    })
    const late = await start('google')
    clock.advance(10 * 60_000)
    expect(await poll(late.body)).toMatchObject({ status: 410, body: { error: AUTH_ERRORS.loginExpired } })
  })

  it('refuses an unknown provider and a site that is not allowed', async () => {
    const { client } = socialServer()
    expect((await client.call('POST', '/social/start', { provider: 'myspace', site: SITE })).body.error).toBe(
      AUTH_ERRORS.unknownProvider,
    )
    expect(
      (await client.call('POST', '/social/start', { provider: 'google', site: 'https://evil.example' })).body.error,
    ).toBe(AUTH_ERRORS.siteNotAllowed)
  })
})

describe('the code exchange checks (openid-client): PKCE verifier, state, nonce', () => {
  const flowOf = (name: string) =>
    createOAuthFlow(
      resolveSocialOptions({
        publicUrl: AUTH_URL,
        providers: idp().providers,
        allowInsecureRequests: true,
      }).providers.get(name)!,
      true,
    )
  const answerOf = async (url: string) =>
    new URL((await signInAtLocalIdp(url, AUTH_URL, { username: 'checks' })).url).searchParams

  it('sends an S256 code challenge, a state and (OIDC) a nonce; plain OAuth 2 gets no nonce', async () => {
    const google = new URL((await flowOf('google').start()).url)
    expect(google.searchParams.get('code_challenge_method')).toBe('S256')
    expect(google.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(google.searchParams.get('state')).toMatch(/^[\w-]{43}$/)
    expect(google.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/)
    expect(google.searchParams.get('redirect_uri')).toBe(`${AUTH_URL}/social/callback/google`)
    const github = new URL((await flowOf('github').start()).url)
    expect(github.searchParams.has('nonce')).toBe(false)
    expect(github.searchParams.get('scope')).toBe('read:user user:email')
    expect(new URL((await flowOf('apple').start()).url).searchParams.get('response_mode')).toBe('form_post')
  })

  it.each([
    ['a wrong PKCE verifier', { codeVerifier: 'x'.repeat(43) }],
    ['a wrong state', { state: 'y'.repeat(43) }],
    ['a wrong nonce', { nonce: 'z'.repeat(43) }],
  ])('refuses %s', async (_, wrong) => {
    const flow = flowOf('google')
    const { url, secrets } = await flow.start()
    await expect(flow.finish(await answerOf(url), { ...secrets, ...wrong })).rejects.toThrow(
      AUTH_ERRORS.providerRefused,
    )
  })

  it('accepts the right verifier, state and nonce once', async () => {
    const flow = flowOf('google')
    const { url, secrets } = await flow.start()
    const params = await answerOf(url)
    await expect(flow.finish(params, secrets)).resolves.toMatchObject({ subject: 'checks', emailVerified: true })
    await expect(flow.finish(params, secrets)).rejects.toThrow(AUTH_ERRORS.providerRefused)
  })
})
