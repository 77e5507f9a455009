/**
 * Issue 40 item 4, "a session token is the wallet key": the recovery share needs a recent sign-in
 * (step-up), share releases are limited per user, and every release and refusal is audited.
 */
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { emailLookup } from './emailAddress.js'
import { AUTH_ERRORS } from './errors.js'
import { DEFAULT_RECOVERY_STEP_UP_MS } from './options.js'
import { createTestAuthServer, logIn, TEST_WALLET } from './testFixtures.js'

/** A server with a user who has a wallet; `audit()` lists the user's audit lines, newest first. */
async function withWallet(options: Parameters<typeof createTestAuthServer>[0] = {}) {
  const storage = createMemoryStorage()
  const test = createTestAuthServer({ storage, ...options })
  const { token } = await logIn(test.client, test.mailer, 'a@example.com')
  expect((await test.client.call('POST', '/wallet', TEST_WALLET, token)).status).toBe(201)
  const userId = (await storage.auth.users.findUserByIdentity('email', emailLookup(test.keys.emailIndexKey, 'a@example.com')))!.id
  const audit = async () => (await storage.auth.audit.list(userId, 50)).map((e) => `${e.event}${e.detail ? `:${e.detail}` : ''}`)
  return { ...test, token, audit }
}

describe('step-up for the recovery share (a new device)', () => {
  it('releases the recovery share within 10 minutes of the sign-in, and refuses it (403, audited) after', async () => {
    // Would have caught: any holder of a 30-day token got the recovery share at any time.
    const { client, clock, token, audit } = await withWallet()
    expect(DEFAULT_RECOVERY_STEP_UP_MS).toBe(600_000)
    clock.advance(DEFAULT_RECOVERY_STEP_UP_MS)
    expect((await client.call('GET', '/wallet/shares/recovery', undefined, token)).body).toEqual({ share: TEST_WALLET.recoveryShare })
    clock.advance(1)
    const late = await client.call('GET', '/wallet/shares/recovery', undefined, token)
    expect([late.status, late.body]).toEqual([403, { error: AUTH_ERRORS.stepUpRequired }])
    // The auth share (a known device's pair) is not behind the step-up.
    expect((await client.call('GET', '/wallet/shares/auth', undefined, token)).status).toBe(200)
    expect((await audit()).slice(0, 3)).toEqual(['share.released:auth', 'share.refused:recovery: step-up needed', 'share.released:recovery'])
  })

  it('a fresh sign-in (the new device journey) gets the recovery share again', async () => {
    const { client, mailer, clock } = await withWallet()
    clock.advance(3_600_000)
    const { token } = await logIn(client, mailer, 'a@example.com', 'device-new')
    expect((await client.call('GET', '/wallet/shares/auth', undefined, token)).status).toBe(200)
    expect((await client.call('GET', '/wallet/shares/recovery', undefined, token)).body).toEqual({ share: TEST_WALLET.recoveryShare })
  })

  it('takes recoveryStepUpMs from the options', async () => {
    const { client, clock, token } = await withWallet({ recoveryStepUpMs: 1_000 })
    clock.advance(1_001)
    expect((await client.call('GET', '/wallet/shares/recovery', undefined, token)).body.error).toBe(AUTH_ERRORS.stepUpRequired)
  })
})

describe('per-user limits on share releases', () => {
  it('releases 30 shares per user per hour, then 429 with Retry-After (audited); another user is untouched', async () => {
    // Would have caught: a token holder could fetch the shares as often as it liked.
    const { client, mailer, clock, token, audit } = await withWallet()
    for (let i = 0; i < 30; i++) expect((await client.call('GET', '/wallet/shares/auth', undefined, token)).status, `release ${i + 1}`).toBe(200)
    const over = await client.call('GET', '/wallet/shares/auth', undefined, token)
    expect([over.status, over.body.error, over.headers.get('Retry-After')]).toEqual([429, AUTH_ERRORS.tooManyShareReleases, '3600'])
    expect((await audit())[0]).toBe('share.refused:auth: rate limited')
    // Another user (own wallet) still gets shares.
    const other = (await logIn(client, mailer, 'b@example.com')).token
    await client.call('POST', '/wallet', TEST_WALLET, other)
    expect((await client.call('GET', '/wallet/shares/auth', undefined, other)).status).toBe(200)
    clock.advance(3_600_000)
    expect((await client.call('GET', '/wallet/shares/auth', undefined, token)).status).toBe(200)
  })

  it('releases the recovery share 5 times per user per day, then 429 (a refusal spends no hourly point)', async () => {
    const { client, mailer, clock } = await withWallet()
    for (let i = 0; i < 6; i++) {
      clock.advance(3_600_000)
      const { token } = await logIn(client, mailer, 'a@example.com', `device-${i}000`)
      const answer = await client.call('GET', '/wallet/shares/recovery', undefined, token)
      if (i < 5) expect(answer.status, `recovery ${i + 1}`).toBe(200)
      else expect([answer.status, answer.body.error, Number(answer.headers.get('Retry-After')) > 3_600]).toEqual([429, AUTH_ERRORS.tooManyShareReleases, true])
    }
  })
})

describe('audit of every share request', () => {
  it('records releases and refusals (no wallet, not found) with the share kind', async () => {
    const storage = createMemoryStorage()
    const { client, mailer, keys } = createTestAuthServer({ storage })
    const { token } = await logIn(client, mailer, 'a@example.com')
    expect((await client.call('GET', '/wallet/shares/auth', undefined, token)).status).toBe(404)
    await client.call('POST', '/wallet', TEST_WALLET, token)
    expect((await client.call('GET', '/wallet/shares/device-auth', undefined, token)).status).toBe(404)
    expect((await client.call('GET', '/wallet/shares/auth', undefined, token)).status).toBe(200)
    const user = (await storage.auth.users.findUserByIdentity('email', emailLookup(keys.emailIndexKey, 'a@example.com')))!
    expect((await storage.auth.audit.list(user.id, 4)).map((e) => `${e.event}:${e.detail}`)).toEqual([
      'share.released:auth', 'share.refused:device-auth: not found', 'wallet.created:operator', 'share.refused:auth: no wallet',
    ])
  })
})
