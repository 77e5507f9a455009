import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { createSqliteStorage } from '../../storage/sqlite/sqliteStorage.js'
import { AUTH_ERRORS, AuthServerError } from '../errors.js'
import { AUTH_URL, localIdpForFile } from '../__fixtures__/localIdp.js'
import { socialServerOver } from '../__fixtures__/socialServer.js'

const idp = localIdpForFile()
const socialServer = socialServerOver(idp)

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

  it('a user who cancels at the provider (RFC 6749 4.1.2.1 access_denied): the page and the poll say so, and the page clears the launch cookie', async () => {
    const { start, callback, poll, browser } = socialServer()
    const started = await start('google')
    const state = new URL((await browser.launch(started.body.url as string)).location!).searchParams.get('state')!
    expect([...browser.cookies.keys()]).toEqual([`wm-social-${started.body.requestId as string}`])
    const cancelled = await callback(`${AUTH_URL}/social/callback/google?error=access_denied&state=${state}`)
    expect(cancelled).toMatchObject({
      status: 400,
      text: `${AUTH_ERRORS.providerCancelled}. You can close this window.`,
    })
    expect(await poll(started.body)).toMatchObject({ status: 400, body: { error: AUTH_ERRORS.providerCancelled } })
    expect([...browser.cookies.keys()]).toEqual([])
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

  it("an operator's own userinfo function refusing with an AuthServerError (4xx) ends the login with its text; one failing with a 5xx leaves it open, as a provider's fault does", async () => {
    const refusing = (error: AuthServerError) =>
      idp().providers.map((p) =>
        p.name === 'github'
          ? {
              ...p,
              scopes: ['read:user'],
              userinfo: () => {
                throw error
              },
            }
          : p,
      )
    const refused = socialServer({}, { providers: refusing(new AuthServerError(AUTH_ERRORS.providerRefused, 403)) })
    const first = await refused.signIn('github', { username: 'not-in-the-org' })
    expect(await refused.callback(first.answer)).toMatchObject({
      status: 400,
      text: `${AUTH_ERRORS.providerRefused}. You can close this window.`,
    })
    expect(await refused.poll(first.started)).toMatchObject({
      status: 400,
      body: { error: AUTH_ERRORS.providerRefused },
    })
    const failing = socialServer({}, { providers: refusing(new AuthServerError(AUTH_ERRORS.internal, 500)) })
    const second = await failing.signIn('github', { username: 'directory-down' })
    expect(await failing.callback(second.answer)).toMatchObject({
      status: 400,
      text: `${AUTH_ERRORS.internal}. You can close this window.`,
    })
    expect(await failing.poll(second.started)).toMatchObject({ status: 200, body: { status: 'pending' } })
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
