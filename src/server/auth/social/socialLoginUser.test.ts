import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../storage/memory/memoryStorage.js'
import { emailLookup } from '../emailAddress.js'
import { AUTH_ERRORS } from '../errors.js'
import { logIn, SITE, TEST_WALLET } from '../testFixtures.js'
import { localIdpForFile } from '../__fixtures__/localIdp.js'
import { socialServerOver } from '../__fixtures__/socialServer.js'

const idp = localIdpForFile()
const socialServer = socialServerOver(idp)

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
