import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { createSqliteStorage } from '../../storage/sqlite/sqliteStorage.js'
import { createAccountService } from '../accountService.js'
import { AUTH_ERRORS } from '../errors.js'
import { generateAuthKeyFile, parseAuthKeyFile } from '../keyFile.js'
import { resolveAuthServerOptions } from '../options.js'
import { createOtpService } from '../otpService.js'
import { captureMailer, recordingStorage, SITE } from '../testFixtures.js'
import { resolveSocialOptions, type SocialLoginOptions } from './socialOptions.js'
import { createSocialService } from './socialService.js'
import { AUTH_URL, localIdpForFile } from '../__fixtures__/localIdp.js'
import { socialServerOver } from '../__fixtures__/socialServer.js'

const idp = localIdpForFile()
const socialServer = socialServerOver(idp)

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

  it("keeps each client IP's count of starts in the rate-limit table under auth-social-ip:<ip>, apart from the email codes' counts", async () => {
    const { storage, keys } = recordingStorage()
    const { start, client } = socialServer({ storage })
    await start('google')
    await client.start('a@example.com')
    expect(keys.filter((key) => key.endsWith('192.0.2.1'))).toEqual([
      'auth-social-ip:192.0.2.1',
      'auth-otp-ip:192.0.2.1',
    ])
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
