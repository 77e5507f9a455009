import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../storage/memory/memoryStorage.js'
import { createSqliteStorage } from '../../storage/sqlite/sqliteStorage.js'
import { createAccountService } from '../accountService.js'
import { emailLookup } from '../emailAddress.js'
import { AUTH_ERRORS } from '../errors.js'
import { generateAuthKeyFile, parseAuthKeyFile } from '../keyFile.js'
import { resolveAuthServerOptions, type AuthServerOptions } from '../options.js'
import { createOtpService } from '../otpService.js'
import type { LocalIdpProvider } from '../testing/localIdentityProvider.js'
import { captureMailer, createTestAuthServer, logIn, SITE, TEST_WALLET } from '../testFixtures.js'
import { signInAtLocalIdp } from './idpDriver.js'
import { popupBrowser, type PopupBrowser } from './popupBrowser.js'
import { resolveSocialOptions, type SocialLoginOptions } from './socialOptions.js'
import { createSocialService } from './socialService.js'
import { AUTH_URL, localIdpForFile } from '../__fixtures__/localIdp.js'

const idp = localIdpForFile()

type Person = Parameters<typeof signInAtLocalIdp>[2]

/** A test auth server with the local IdP's providers, and the steps of a social login over HTTP, in test browsers of their own. */
function socialServer(options: Partial<AuthServerOptions> = {}, social: Partial<SocialLoginOptions> = {}) {
  const test = createTestAuthServer({
    ...options,
    social: { publicUrl: AUTH_URL, providers: idp().providers, allowInsecureRequests: true, ...social },
  })
  const { client } = test
  /** The browser the honest user signs in with. */
  const browser = popupBrowser(test.server, AUTH_URL)
  const start = (provider: string) => client.call('POST', '/social/start', { provider, site: SITE })
  const poll = (body: Record<string, unknown>, code?: string) =>
    client.call('POST', '/social/poll', { requestId: body.requestId, secret: body.secret, ...(code ? { code } : {}) })
  const collect = (body: Record<string, unknown>, code?: string, deviceId = 'device-0001') =>
    client.call('POST', '/social/collect', {
      requestId: body.requestId,
      secret: body.secret,
      deviceId,
      ...(code ? { code } : {}),
    })
  /** The popup's way back (in `through`, the honest browser by default): the page the auth server answers the provider's redirect with. */
  const callback = async (request: Request | string, through: PopupBrowser = browser) => {
    const page = await through.callback(typeof request === 'string' ? new Request(request) : request)
    return {
      status: page.status,
      title: /<title>(.*?)<\/title>/.exec(page.html)?.[1],
      text: /<p role="status">(.*?)<\/p>/.exec(page.html)?.[1],
      completion: page.completion,
    }
  }
  /** Starts a login and signs `person` in at the IdP through its launch URL; resolves the start answer and the IdP's redirect back. */
  const signIn = async (provider: LocalIdpProvider, person: Person, through: PopupBrowser = browser) => {
    const started = await start(provider)
    expect(started.status).toBe(200)
    return { started: started.body, answer: await through.signIn(started.body.url as string, person) }
  }
  /** A whole social login: the callback's completion code, the poll's confirmation, the collect; resolves the session token and the account. */
  const login = async (provider: LocalIdpProvider, person: Person) => {
    const { started, answer } = await signIn(provider, person)
    const page = await callback(answer)
    expect(page.status).toBe(200)
    const polled = await poll(started, page.completion!.code)
    expect(polled.body.status).toBe('confirm')
    const collected = await collect(started, page.completion!.code)
    expect(collected.status).toBe(200)
    return collected.body as { token: string; account: Record<string, unknown> }
  }
  const session = async (token: string) =>
    (await client.call('GET', '/session', undefined, token)).body.account as Record<string, unknown>
  return { ...test, browser, start, poll, collect, callback, signIn, login, session }
}

describe('POST /social/start', () => {
  it('answers how long the request lives, in seconds, and audits the start with the IP and the provider', async () => {
    const db = new Database(':memory:')
    const { start } = socialServer({ storage: createSqliteStorage(db) })
    const started = await start('google')
    expect(started.status).toBe(200)
    expect(started.body).toMatchObject({
      requestId: expect.stringMatching(/^[\w-]{22}$/),
      secret: expect.stringMatching(/^[\w-]{43}$/),
      expiresInSeconds: 600,
    })
    expect(db.prepare('SELECT event, user_id, ip, detail FROM auth_audit_log').all()).toEqual([
      { event: 'social.started', user_id: null, ip: '192.0.2.1', detail: 'google' },
    ])
    expect((await socialServer({}, { loginTtlMs: 90_000 }).start('github')).body.expiresInSeconds).toBe(90)
  })

  it('allows startsPerIpPerHour starts per client IP, then 429 with the seconds to wait', async () => {
    const { start, clock, server } = socialServer({}, { startsPerIpPerHour: 2 })
    expect((await start('google')).status).toBe(200)
    clock.advance(1_000)
    expect((await start('github')).status).toBe(200)
    const refused = await start('google')
    // The hour counts from the first start.
    expect([refused.status, refused.body, refused.headers.get('Retry-After')]).toEqual([
      429,
      { error: AUTH_ERRORS.tooManyRequests, retryAfter: 3599 },
      '3599',
    ])
    clock.advance(3_598_600)
    expect((await start('google')).body).toEqual({ error: AUTH_ERRORS.tooManyRequests, retryAfter: 1 })
    // Another client is counted apart.
    const other = await server.handle(
      new Request(`${AUTH_URL}/social/start`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ provider: 'google', site: SITE }),
      }),
      { clientIp: '198.51.100.7' },
    )
    expect(other.status).toBe(200)
    clock.advance(400)
    expect((await start('google')).status).toBe(200)
  })
})

describe('GET /social/callback/:provider', () => {
  it('names a popup provider by its label, and shows a fixed title for any other path segment (never the segment itself)', async () => {
    const { callback } = socialServer()
    expect(await callback(`${AUTH_URL}/social/callback/google?code=c&state=unknown`)).toMatchObject({
      status: 400,
      title: 'Google sign-in failed',
      text: `${AUTH_ERRORS.loginNotStarted} You can close this window.`,
    })
    expect(await callback(`${AUTH_URL}/social/callback/farcaster?code=c&state=s`)).toMatchObject({
      status: 400,
      title: 'Sign-in failed',
      text: `${AUTH_ERRORS.unknownProvider}. You can close this window.`,
    })
    expect(await callback(`${AUTH_URL}/social/callback/myspace?code=c&state=s`)).toMatchObject({
      status: 400,
      title: 'Sign-in failed',
    })
    // A path segment written as a message was shown on the auth origin.
    const lure = await callback(
      `${AUTH_URL}/social/callback/${encodeURIComponent('Your wallet is locked. Call +1 555 0100')}?code=c&state=s`,
    )
    expect(lure).toMatchObject({
      status: 400,
      title: 'Sign-in failed',
      text: `${AUTH_ERRORS.unknownProvider}. You can close this window.`,
    })
  })

  it("refuses another provider's answer for a login, which stays open for its own", async () => {
    const { signIn, callback, poll } = socialServer()
    const { started, answer } = await signIn('google', { username: 'cross-provider' })
    const elsewhere = new URL(answer.url)
    elsewhere.pathname = '/social/callback/github'
    expect(await callback(elsewhere.href)).toMatchObject({
      status: 400,
      title: 'GitHub sign-in failed',
      text: expect.stringContaining('This sign-in was not started here'),
    })
    const page = await callback(answer)
    expect(page).toMatchObject({ status: 200, title: 'Signed in with Google' })
    expect((await poll(started, page.completion!.code)).body.status).toBe('confirm')
  })

  it('accepts the answer until the login request expires, not at its expiry', async () => {
    const { signIn, callback, poll, clock } = socialServer()
    const late = await signIn('google', { username: 'late-answer' })
    clock.advance(600_000)
    expect(await callback(late.answer)).toMatchObject({
      status: 400,
      text: expect.stringContaining('This sign-in was not started here, or it has expired'),
    })
    const inTime = await signIn('google', { username: 'in-time-answer' })
    clock.advance(599_999)
    const page = await callback(inTime.answer)
    expect(page).toMatchObject({ status: 200 })
    expect((await poll(inTime.started, page.completion!.code)).body.status).toBe('confirm')
  })

  it('a user who cancels at the provider: the page and the poll say so', async () => {
    const { start, callback, poll, browser } = socialServer()
    const started = await start('google')
    const state = new URL((await browser.launch(started.body.url as string)).location!).searchParams.get('state')!
    const cancelled = await callback(`${AUTH_URL}/social/callback/google?error=access_denied&state=${state}`)
    expect(cancelled).toMatchObject({
      status: 400,
      text: `${AUTH_ERRORS.providerCancelled}. You can close this window.`,
    })
    expect(await poll(started.body)).toMatchObject({ status: 400, body: { error: AUTH_ERRORS.providerCancelled } })
  })

  it('a provider failing on its side (a profile of another shape) fails the page but not the login request', async () => {
    const providers = idp().providers.map((p) =>
      p.name === 'github'
        ? {
            ...p,
            scopes: ['read:user'],
            userinfo: () => {
              throw new Error('unexpected profile')
            },
          }
        : p,
    )
    const { signIn, callback, poll } = socialServer({}, { providers })
    const { started, answer } = await signIn('github', { username: 'bad-profile' })
    expect(await callback(answer)).toMatchObject({
      status: 400,
      text: `${AUTH_ERRORS.providerAnsweredBadly}. You can close this window.`,
    })
    expect(await poll(started)).toMatchObject({ status: 200, body: { status: 'pending' } })
  })

  it("does not open a login request's sealed secrets under another request (rows moved in the database)", async () => {
    const db = new Database(':memory:')
    const { signIn, start, callback, poll, browser } = socialServer({ storage: createSqliteStorage(db) })
    const victim = await signIn('google', { username: 'victim' })
    const attacker = (await start('google')).body
    // The same browser launched both (past the launch-cookie check: this is about the sealing).
    await browser.launch(attacker.url as string)
    // Someone with write access to the table moves the victim's state and secrets onto the attacker's request.
    const row = db
      .prepare('SELECT state_hash, sealed_secrets FROM auth_social_logins WHERE id = ?')
      .get(victim.started.requestId) as { state_hash: string; sealed_secrets: string }
    db.prepare('DELETE FROM auth_social_logins WHERE id = ?').run(victim.started.requestId)
    db.prepare('UPDATE auth_social_logins SET state_hash = ?, sealed_secrets = ? WHERE id = ?').run(
      row.state_hash,
      row.sealed_secrets,
      attacker.requestId,
    )
    expect(await callback(victim.answer)).toMatchObject({
      status: 400,
      text: `${AUTH_ERRORS.internal}. You can close this window.`,
    })
    expect((await poll(attacker)).body).toEqual({ status: 'pending' })
  })
})

describe('login request fixation: a request completes only for the browser and the window that started it', () => {
  it("a victim's browser that finishes the attacker's request at the provider (no launch cookie) fails it: the page says so, the attacker's poll gets the reason", async () => {
    const test = socialServer()
    const { start, poll, collect, callback, browser: victim } = test
    const attacker = (await start('google')).body
    // The attacker opens its own launch URL in its own client to learn the provider's URL, and sends that to the victim.
    const providerUrl = (await popupBrowser(test.server, AUTH_URL).launch(attacker.url as string)).location!
    const answer = await signInAtLocalIdp(providerUrl, AUTH_URL, { username: 'victim-of-fixation' })
    const page = await callback(answer, victim)
    expect(page).toMatchObject({
      status: 400,
      title: 'Google sign-in failed',
      text: `${AUTH_ERRORS.loginOtherBrowser} You can close this window.`,
    })
    expect(page.completion).toBeUndefined()
    expect(await poll(attacker)).toMatchObject({ status: 400, body: { error: AUTH_ERRORS.loginOtherBrowser } })
    expect(await collect(attacker)).toMatchObject({ status: 400, body: { error: AUTH_ERRORS.loginOtherBrowser } })
  })

  it("a victim's browser that opens the attacker's launch URL completes the login, but without the completion code (posted only to the popup's opener at the site) the attacker's poll stays pending and its collect is refused", async () => {
    const { start, poll, collect, callback, browser: victim } = socialServer()
    const attacker = (await start('google')).body
    const page = await callback(await victim.signIn(attacker.url as string, { username: 'victim-with-link' }), victim)
    expect(page.status).toBe(200)
    expect(page.completion).toEqual({
      requestId: attacker.requestId,
      code: expect.stringMatching(/^[\w-]{43}$/),
      site: SITE,
    })
    expect(await poll(attacker)).toMatchObject({ status: 200, body: { status: 'pending' } })
    expect(await poll(attacker, 'A'.repeat(43))).toMatchObject({ status: 200, body: { status: 'pending' } })
    expect(await collect(attacker)).toMatchObject({ status: 404, body: { error: AUTH_ERRORS.loginNotFound } })
    expect(await collect(attacker, 'A'.repeat(43))).toMatchObject({ status: 404 })
    // Another request's code does not open this one.
    const other = (await start('google')).body
    const otherPage = await callback(await victim.signIn(other.url as string, { username: 'victim-with-link' }), victim)
    expect(await collect(attacker, otherPage.completion!.code)).toMatchObject({ status: 404 })
  })

  it('poll with the code answers whom the login signs in as, and opens no session; collect opens it once', async () => {
    const { signIn, poll, collect, callback, client, session } = socialServer()
    const first = await signIn('google', { username: 'Confirms', email: 'confirms@example.com' })
    const code = (await callback(first.answer)).completion!.code
    expect((await poll(first.started, code)).body).toEqual({
      status: 'confirm',
      account: { socialProvider: 'google', username: 'Confirms', email: 'confirms@example.com', hasWallet: false },
    })
    expect((await poll(first.started, code)).body.status).toBe('confirm')
    const collected = await collect(first.started, code)
    expect(collected.status).toBe(200)
    expect(await session(collected.body.token as string)).toMatchObject({ username: 'Confirms' })
    expect(await collect(first.started, code)).toMatchObject({
      status: 409,
      body: { error: AUTH_ERRORS.loginAlreadyUsed },
    })
    await client.call('POST', '/wallet', TEST_WALLET, collected.body.token as string)
    const again = await signIn('google', { username: 'Confirms', email: 'confirms@example.com' })
    const againCode = (await callback(again.answer)).completion!.code
    expect((await poll(again.started, againCode)).body).toMatchObject({
      status: 'confirm',
      account: { hasWallet: true },
    })
  })

  it('GET /social/launch sets an HttpOnly, SameSite=Lax cookie for the request and sends the popup on to the provider (303); unknown, used and expired requests get a page', async () => {
    const { start, browser, signIn, callback, clock } = socialServer()
    const started = (await start('google')).body
    expect(started.url).toBe(`${AUTH_URL}/social/launch/${started.requestId as string}`)
    const launched = await browser.launch(started.url as string)
    expect(launched.status).toBe(303)
    expect(new URL(launched.location!).searchParams.get('redirect_uri')).toBe(`${AUTH_URL}/social/callback/google`)
    expect([...browser.cookies.keys()]).toEqual([`wm-social-${started.requestId as string}`])
    expect((await browser.launch(`${AUTH_URL}/social/launch/${'x'.repeat(22)}`)).status).toBe(400)
    expect((await browser.launch(`${AUTH_URL}/social/launch/not-an-id`)).status).toBe(400)
    const used = await signIn('google', { username: 'launch-used' })
    await callback(used.answer)
    expect((await browser.launch(used.started.url as string)).html).toContain(AUTH_ERRORS.loginAlreadyUsed)
    const late = (await start('google')).body
    clock.advance(600_000)
    expect((await browser.launch(late.url as string)).html).toContain('or it has expired')
  })

  it('on https the launch cookie is __Host- prefixed and Secure; the callback clears it', async () => {
    const test = createTestAuthServer({
      social: { publicUrl: 'https://auth.example.com', providers: idp().providers, allowInsecureRequests: true },
    })
    const started = (await test.client.call('POST', '/social/start', { provider: 'github', site: SITE })).body
    const response = await test.server.handle(new Request(started.url as string), { clientIp: '192.0.2.1' })
    const cookie = response.headers.get('Set-Cookie')!
    expect(cookie).toMatch(
      new RegExp(
        `^__Host-wm-social-${started.requestId as string}=[\\w-]{43}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure$`,
      ),
    )
  })

  it("form_post (Apple) goes on as a GET to the provider's redirect URI (303), where the launch cookie is read", async () => {
    const { server } = socialServer()
    const response = await server.handle(
      new Request(`${AUTH_URL}/social/callback/apple`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'code=abc&state=xyz&user=%7B%7D',
      }),
      { clientIp: '192.0.2.1' },
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe(`${AUTH_URL}/social/callback/apple?code=abc&state=xyz&user=%7B%7D`)
  })
})

describe('which user a social login reaches', () => {
  it('two people at one provider are two users', async () => {
    const { login, client, session } = socialServer()
    const first = await login('github', { username: 'person-one', verified: false })
    await client.call('POST', '/wallet', TEST_WALLET, first.token)
    const second = await login('github', { username: 'person-two', verified: false })
    expect(await session(second.token)).toEqual({ username: 'person-two', socialProvider: 'github' })
    expect(await session(first.token)).toMatchObject({ username: 'person-one', wallet: { eip155: TEST_WALLET.eip155 } })
  })

  it('each login refreshes the profile the provider gives (a changed email shows, the user stays)', async () => {
    const { login, client, session } = socialServer()
    const before = await login('google', { username: 'Changes-Email', email: 'old-address@example.com' })
    await client.call('POST', '/wallet', TEST_WALLET, before.token)
    const after = await login('google', { username: 'Changes-Email', email: 'new-address@example.com' })
    expect(await session(after.token)).toEqual({
      username: 'Changes-Email',
      email: 'new-address@example.com',
      socialProvider: 'google',
      wallet: { eip155: TEST_WALLET.eip155, solana: TEST_WALLET.solana, recoveryMode: 'operator' },
    })
  })

  it("linking a social identity to an email login's user is audited with the provider", async () => {
    const storage = createMemoryStorage()
    const { login, client, mailer, keys } = socialServer({ storage })
    await logIn(client, mailer, 'linked@example.com')
    await login('google', { username: 'linked-person', email: 'linked@example.com' })
    const owner = (await storage.auth.users.findUserByIdentity(
      'email',
      emailLookup(keys.emailIndexKey, 'linked@example.com'),
    ))!
    expect(
      (await storage.auth.audit.list(owner.id, 10)).map((e) => `${e.event}${e.detail ? `:${e.detail}` : ''}`),
    ).toEqual(['login:google', 'identity.linked:google', 'login:email', 'device.added'])
  })

  it('a social account with no verified email has no email address to change', async () => {
    const { login, client } = socialServer()
    const { token } = await login('discord', {
      username: 'unverified-only',
      email: 'unverified-only@example.com',
      verified: false,
    })
    expect(
      await client.call('POST', '/email/change', { email: 'another@example.com', site: SITE }, token),
    ).toMatchObject({ status: 400, body: { error: AUTH_ERRORS.noEmail } })
  })
})

describe('POST /social/poll', () => {
  it('a collected login stays collected (409) after the request expired, not expired (410)', async () => {
    const { signIn, poll, collect, callback, clock } = socialServer()
    const { started, answer } = await signIn('google', { username: 'collect-then-expire' })
    const code = (await callback(answer)).completion!.code
    expect((await poll(started, code)).body.status).toBe('confirm')
    expect((await collect(started, code)).status).toBe(200)
    clock.advance(600_000)
    expect(await poll(started, code)).toMatchObject({ status: 409, body: { error: AUTH_ERRORS.loginAlreadyUsed } })
  })
})

describe('createSocialService(...).providers()', () => {
  const service = (social: SocialLoginOptions) => {
    const options = resolveAuthServerOptions({
      keys: parseAuthKeyFile(generateAuthKeyFile()),
      mailer: captureMailer(),
      allowedSites: [SITE],
    })
    return createSocialService(
      options,
      resolveSocialOptions(social),
      createAccountService(options, createOtpService(options)),
    )
  }
  const farcaster = {
    relayUrl: 'https://relay.example.com',
    rpcUrl: 'https://rpc.example.com',
    idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
  }

  it('lists the configured providers, and Farcaster when configured', () => {
    expect(
      service({ publicUrl: AUTH_URL, providers: idp().providers, allowInsecureRequests: true }).providers(),
    ).toEqual(['google', 'x', 'discord', 'github', 'apple', 'facebook'])
    expect(
      service({
        publicUrl: AUTH_URL,
        providers: idp().providers.slice(0, 1),
        farcaster,
        allowInsecureRequests: true,
      }).providers(),
    ).toEqual(['google', 'farcaster'])
    expect(service({ publicUrl: 'https://auth.example.com', farcaster }).providers()).toEqual(['farcaster'])
  })
})
