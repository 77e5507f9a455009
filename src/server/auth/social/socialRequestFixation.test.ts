import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { createSqliteStorage } from '../../storage/sqlite/sqliteStorage.js'
import { AUTH_ERRORS } from '../errors.js'
import { createTestAuthServer, SITE, TEST_WALLET } from '../testFixtures.js'
import { signInAtLocalIdp } from '../__fixtures__/idpDriver.js'
import { popupBrowser } from '../__fixtures__/popupBrowser.js'
import { AUTH_URL, localIdpForFile } from '../__fixtures__/localIdp.js'
import { socialServerOver } from '../__fixtures__/socialServer.js'

const idp = localIdpForFile()
const socialServer = socialServerOver(idp)

describe('login request fixation: a request completes only for the browser and the window that started it', () => {
  it("a victim's browser that finishes the attacker's request at the provider (no launch cookie) fails it: the page says so, the attacker's poll gets the reason, the audit log names the provider", async () => {
    const db = new Database(':memory:')
    const test = socialServer({ storage: createSqliteStorage(db) })
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
    expect(db.prepare("SELECT event, detail FROM auth_audit_log WHERE event LIKE 'social.unbound%'").all()).toEqual([
      { event: 'social.unbound-callback', detail: 'google' },
    ])
  })

  it('a launch cookie of another length than the binding is no binding: the page says another browser, not a server error', async () => {
    const { start, poll, callback, browser } = socialServer()
    const started = (await start('google')).body
    const answer = await browser.signIn(started.url as string, { username: 'short-cookie' })
    const name = `wm-social-${started.requestId as string}`
    browser.cookies.set(name, browser.cookies.get(name)!.slice(0, 20))
    expect(await callback(answer)).toMatchObject({
      status: 400,
      text: `${AUTH_ERRORS.loginOtherBrowser} You can close this window.`,
    })
    expect(await poll(started)).toMatchObject({ status: 400, body: { error: AUTH_ERRORS.loginOtherBrowser } })
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
    // An unknown request (or no request id at all) names no provider.
    for (const id of ['x'.repeat(22), 'not-an-id']) {
      const page = await browser.launch(`${AUTH_URL}/social/launch/${id}`)
      expect([page.status, /<title>(.*?)<\/title>/.exec(page.html)?.[1]], id).toEqual([400, 'Sign-in failed'])
    }
    const used = await signIn('google', { username: 'launch-used' })
    await callback(used.answer)
    // The callback cleared the cookie it used (Max-Age=0); the other request's stays.
    expect([...browser.cookies.keys()]).toEqual([`wm-social-${started.requestId as string}`])
    expect((await browser.launch(used.started.url as string)).html).toContain(AUTH_ERRORS.loginAlreadyUsed)
    const late = (await start('google')).body
    clock.advance(600_000)
    expect((await browser.launch(late.url as string)).html).toContain('or it has expired')
  })

  it('the launch answer is never stored (Cache-Control: no-store) and sends the provider no Referer naming the request (Referrer-Policy: no-referrer); its cookie is HttpOnly, SameSite=Lax, for the rest of the request, __Host- prefixed and Secure on https only (RFC 6265bis 4.1.3.2)', async () => {
    for (const { publicUrl, prefix, secure } of [
      { publicUrl: 'https://auth.example.com', prefix: '__Host-', secure: '; Secure' },
      { publicUrl: AUTH_URL, prefix: '', secure: '' },
    ]) {
      const test = createTestAuthServer({
        social: { publicUrl, providers: idp().providers, allowInsecureRequests: true },
      })
      const started = (await test.client.call('POST', '/social/start', { provider: 'github', site: SITE })).body
      const response = await test.server.handle(new Request(started.url as string), { clientIp: '192.0.2.1' })
      expect(response.status).toBe(303)
      expect(response.headers.get('Cache-Control'), publicUrl).toBe('no-store')
      expect(response.headers.get('Referrer-Policy'), publicUrl).toBe('no-referrer')
      expect(response.headers.get('Set-Cookie'), publicUrl).toMatch(
        new RegExp(
          `^${prefix}wm-social-${started.requestId as string}=[\\w-]{43}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax${secure}$`,
        ),
      )
    }
  })

  it("form_post (Apple) goes on as a GET to the provider's redirect URI (303, RFC 9110 15.4.4), where the launch cookie is read; the 303 is never stored and sends no referrer", async () => {
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
    // The Location carries the provider's code: never stored, and no Referer onwards.
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer')
  })
})
