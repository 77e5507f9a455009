import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../testing/stack/freePort.js'
import { createMemoryStorage } from '../../storage/memory/memoryStorage.js'
import { createSqliteStorage } from '../../storage/sqlite/sqliteStorage.js'
import { createAccountService } from '../accountService.js'
import { emailLookup } from '../emailAddress.js'
import { AUTH_ERRORS } from '../errors.js'
import { generateAuthKeyFile, parseAuthKeyFile } from '../keyFile.js'
import { resolveAuthServerOptions, type AuthServerOptions } from '../options.js'
import { createOtpService } from '../otpService.js'
import { startLocalIdentityProvider, type LocalIdpProvider, type RunningLocalIdp } from '../testing/localIdentityProvider.js'
import { captureMailer, createTestAuthServer, logIn, SITE, TEST_WALLET } from '../testFixtures.js'
import { signInAtLocalIdp } from './idpDriver.js'
import { resolveSocialOptions, type SocialLoginOptions } from './socialOptions.js'
import { createSocialService } from './socialService.js'

const AUTH_URL = 'http://auth.test'
let idp: RunningLocalIdp

beforeAll(async () => {
  idp = await startLocalIdentityProvider({ port: await freePort(), authPublicUrl: AUTH_URL })
}, 30_000)
afterAll(() => idp?.stop())

type Person = Parameters<typeof signInAtLocalIdp>[2]

/** A test auth server with the local IdP's providers, and the steps of a social login over HTTP. */
function socialServer(options: Partial<AuthServerOptions> = {}, social: Partial<SocialLoginOptions> = {}) {
  const test = createTestAuthServer({ ...options, social: { publicUrl: AUTH_URL, providers: idp.providers, allowInsecureRequests: true, ...social } })
  const { client } = test
  const start = (provider: string) => client.call('POST', '/social/start', { provider, site: SITE })
  const poll = (body: Record<string, unknown>, deviceId = 'device-0001') => client.call('POST', '/social/poll', { requestId: body.requestId, secret: body.secret, deviceId })
  /** The popup's way back: the page the auth server answers the provider's redirect with. */
  const callback = async (request: Request | string) => {
    const response = await test.server.handle(typeof request === 'string' ? new Request(request) : request, { clientIp: '192.0.2.1' })
    const html = await response.text()
    return { status: response.status, title: /<title>(.*?)<\/title>/.exec(html)?.[1], text: /<p role="status">(.*?)<\/p>/.exec(html)?.[1] }
  }
  /** Starts a login and signs `person` in at the IdP; resolves the start answer and the IdP's redirect back. */
  const signIn = async (provider: LocalIdpProvider, person: Person) => {
    const started = await start(provider)
    expect(started.status).toBe(200)
    return { started: started.body, answer: await signInAtLocalIdp(started.body.url as string, AUTH_URL, person) }
  }
  /** A whole social login; resolves the session token and the account. */
  const login = async (provider: LocalIdpProvider, person: Person) => {
    const { started, answer } = await signIn(provider, person)
    expect((await callback(answer)).status).toBe(200)
    const polled = await poll(started)
    expect(polled.body.status).toBe('complete')
    return polled.body as { token: string; account: Record<string, unknown> }
  }
  const session = async (token: string) => (await client.call('GET', '/session', undefined, token)).body.account as Record<string, unknown>
  return { ...test, start, poll, callback, signIn, login, session }
}

describe('POST /social/start', () => {
  it('answers how long the request lives, in seconds, and audits the start with the IP and the provider', async () => {
    const db = new Database(':memory:')
    const { start } = socialServer({ storage: createSqliteStorage(db) })
    const started = await start('google')
    expect(started.status).toBe(200)
    expect(started.body).toMatchObject({ requestId: expect.stringMatching(/^[\w-]{22}$/), secret: expect.stringMatching(/^[\w-]{43}$/), expiresInSeconds: 600 })
    expect(db.prepare('SELECT event, user_id, ip, detail FROM auth_audit_log').all()).toEqual([{ event: 'social.started', user_id: null, ip: '192.0.2.1', detail: 'google' }])
    expect((await socialServer({}, { loginTtlMs: 90_000 }).start('github')).body.expiresInSeconds).toBe(90)
  })

  it('allows startsPerIpPerHour starts per client IP, then 429 with the seconds to wait', async () => {
    const { start, clock, server } = socialServer({}, { startsPerIpPerHour: 2 })
    expect((await start('google')).status).toBe(200)
    clock.advance(1_000)
    expect((await start('github')).status).toBe(200)
    const refused = await start('google')
    // The hour counts from the first start.
    expect([refused.status, refused.body, refused.headers.get('Retry-After')]).toEqual([429, { error: AUTH_ERRORS.tooManyRequests, retryAfter: 3599 }, '3599'])
    clock.advance(3_598_600)
    expect((await start('google')).body).toEqual({ error: AUTH_ERRORS.tooManyRequests, retryAfter: 1 })
    // Another client is counted apart.
    const other = await server.handle(new Request(`${AUTH_URL}/social/start`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ provider: 'google', site: SITE }) }), { clientIp: '198.51.100.7' })
    expect(other.status).toBe(200)
    clock.advance(400)
    expect((await start('google')).status).toBe(200)
  })
})

describe('GET /social/callback/:provider', () => {
  it("names the provider by its label, Farcaster's by its own, an unknown one by its name", async () => {
    const { callback } = socialServer()
    expect(await callback(`${AUTH_URL}/social/callback/google?code=c&state=unknown`)).toEqual({ status: 400, title: 'Google sign-in failed', text: `${AUTH_ERRORS.loginNotStarted} You can close this window.` })
    expect(await callback(`${AUTH_URL}/social/callback/farcaster?code=c&state=s`)).toMatchObject({ status: 400, title: 'Farcaster sign-in failed', text: `${AUTH_ERRORS.unknownProvider}. You can close this window.` })
    expect(await callback(`${AUTH_URL}/social/callback/myspace?code=c&state=s`)).toMatchObject({ status: 400, title: 'myspace sign-in failed' })
  })

  it("refuses another provider's answer for a login, which stays open for its own", async () => {
    const { signIn, callback, poll } = socialServer()
    const { started, answer } = await signIn('google', { username: 'cross-provider' })
    const elsewhere = new URL(answer.url)
    elsewhere.pathname = '/social/callback/github'
    expect(await callback(elsewhere.href)).toMatchObject({ status: 400, title: 'GitHub sign-in failed', text: expect.stringContaining('This sign-in was not started here') })
    expect(await callback(answer)).toMatchObject({ status: 200, title: 'Signed in with Google' })
    expect((await poll(started)).body.status).toBe('complete')
  })

  it('accepts the answer until the login request expires, not at its expiry', async () => {
    const { signIn, callback, poll, clock } = socialServer()
    const late = await signIn('google', { username: 'late-answer' })
    clock.advance(600_000)
    expect(await callback(late.answer)).toMatchObject({ status: 400, text: expect.stringContaining('This sign-in was not started here, or it has expired') })
    const inTime = await signIn('google', { username: 'in-time-answer' })
    clock.advance(599_999)
    expect(await callback(inTime.answer)).toMatchObject({ status: 200 })
    expect((await poll(inTime.started)).body.status).toBe('complete')
  })

  it('a user who cancels at the provider: the page and the poll say so', async () => {
    const { start, callback, poll } = socialServer()
    const started = await start('google')
    const state = new URL(started.body.url as string).searchParams.get('state')!
    const cancelled = await callback(`${AUTH_URL}/social/callback/google?error=access_denied&state=${state}`)
    expect(cancelled).toMatchObject({ status: 400, text: `${AUTH_ERRORS.providerCancelled}. You can close this window.` })
    expect(await poll(started.body)).toMatchObject({ status: 400, body: { error: AUTH_ERRORS.providerCancelled } })
  })

  it('a provider failing on its side (a profile of another shape) fails the page but not the login request', async () => {
    const providers = idp.providers.map((p) => (p.name === 'github' ? { ...p, scopes: ['read:user'], userinfo: () => { throw new Error('unexpected profile') } } : p))
    const { signIn, callback, poll } = socialServer({}, { providers })
    const { started, answer } = await signIn('github', { username: 'bad-profile' })
    expect(await callback(answer)).toMatchObject({ status: 400, text: `${AUTH_ERRORS.providerAnsweredBadly}. You can close this window.` })
    expect(await poll(started)).toMatchObject({ status: 200, body: { status: 'pending' } })
  })

  it("does not open a login request's sealed secrets under another request (rows moved in the database)", async () => {
    const db = new Database(':memory:')
    const { signIn, start, callback, poll } = socialServer({ storage: createSqliteStorage(db) })
    const victim = await signIn('google', { username: 'victim' })
    const attacker = (await start('google')).body
    // Someone with write access to the table moves the victim's state and secrets onto the attacker's request.
    const row = db.prepare('SELECT state_hash, sealed_secrets FROM auth_social_logins WHERE id = ?').get(victim.started.requestId) as { state_hash: string; sealed_secrets: string }
    db.prepare('DELETE FROM auth_social_logins WHERE id = ?').run(victim.started.requestId)
    db.prepare('UPDATE auth_social_logins SET state_hash = ?, sealed_secrets = ? WHERE id = ?').run(row.state_hash, row.sealed_secrets, attacker.requestId)
    expect(await callback(victim.answer)).toMatchObject({ status: 400, text: `${AUTH_ERRORS.internal}. You can close this window.` })
    expect((await poll(attacker)).body).toEqual({ status: 'pending' })
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
    expect(await session(after.token)).toEqual({ username: 'Changes-Email', email: 'new-address@example.com', socialProvider: 'google', wallet: { eip155: TEST_WALLET.eip155, solana: TEST_WALLET.solana, recoveryMode: 'operator' } })
  })

  it("linking a social identity to an email login's user is audited with the provider", async () => {
    const storage = createMemoryStorage()
    const { login, client, mailer, keys } = socialServer({ storage })
    await logIn(client, mailer, 'linked@example.com')
    await login('google', { username: 'linked-person', email: 'linked@example.com' })
    const owner = (await storage.auth.users.findUserByIdentity('email', emailLookup(keys.emailIndexKey, 'linked@example.com')))!
    expect((await storage.auth.audit.list(owner.id, 10)).map((e) => `${e.event}${e.detail ? `:${e.detail}` : ''}`)).toEqual(['login:google', 'identity.linked:google', 'login:email', 'device.added'])
  })

  it('a social account with no verified email has no email address to change', async () => {
    const { login, client } = socialServer()
    const { token } = await login('discord', { username: 'unverified-only', email: 'unverified-only@example.com', verified: false })
    expect(await client.call('POST', '/email/change', { email: 'another@example.com', site: SITE }, token)).toMatchObject({ status: 400, body: { error: AUTH_ERRORS.noEmail } })
  })
})

describe('POST /social/poll', () => {
  it('a collected login stays collected (409) after the request expired, not expired (410)', async () => {
    const { signIn, poll, callback, clock } = socialServer()
    const { started, answer } = await signIn('google', { username: 'collect-then-expire' })
    await callback(answer)
    expect((await poll(started)).body.status).toBe('complete')
    clock.advance(600_000)
    expect(await poll(started)).toMatchObject({ status: 409, body: { error: AUTH_ERRORS.loginAlreadyUsed } })
  })
})

describe('createSocialService(...).providers()', () => {
  const service = (social: SocialLoginOptions) => {
    const options = resolveAuthServerOptions({ keys: parseAuthKeyFile(generateAuthKeyFile()), mailer: captureMailer(), allowedSites: [SITE] })
    return createSocialService(options, resolveSocialOptions(social), createAccountService(options, createOtpService(options)))
  }
  const farcaster = { relayUrl: 'https://relay.example.com', rpcUrl: 'https://rpc.example.com', idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b' }

  it('lists the configured providers, and Farcaster when configured', () => {
    expect(service({ publicUrl: AUTH_URL, providers: idp.providers, allowInsecureRequests: true }).providers()).toEqual(['google', 'x', 'discord', 'github', 'apple', 'facebook'])
    expect(service({ publicUrl: AUTH_URL, providers: idp.providers.slice(0, 1), farcaster, allowInsecureRequests: true }).providers()).toEqual(['google', 'farcaster'])
    expect(service({ publicUrl: 'https://auth.example.com', farcaster }).providers()).toEqual(['farcaster'])
  })
})
