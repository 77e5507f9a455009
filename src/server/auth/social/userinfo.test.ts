import { describe, expect, it } from 'vitest'
import { BAD_PROVIDER_ANSWER, USERINFO_MAPPINGS } from './userinfo.js'

// Answers in the shapes each provider documents (values made up).
describe('userinfo mapping per provider', () => {
  it('oidc (Google): sub, email, email_verified, preferred_username or name', () => {
    expect(
      USERINFO_MAPPINGS.oidc.map({
        sub: '1098',
        email: 'ada@gmail.com',
        email_verified: true,
        name: 'Ada L',
        picture: 'https://x',
      }),
    ).toEqual({ subject: '1098', username: 'Ada L', email: 'ada@gmail.com', emailVerified: true })
    expect(USERINFO_MAPPINGS.oidc.map({ sub: '1098', email: 'ada@gmail.com', email_verified: false })).toEqual({
      subject: '1098',
      email: 'ada@gmail.com',
      emailVerified: false,
    })
  })

  it("oidc (Apple): email_verified as the string 'true'; a private relay address", () => {
    expect(
      USERINFO_MAPPINGS.oidc.map({
        sub: '001.abc',
        email: 'x@privaterelay.appleid.com',
        email_verified: 'true',
        is_private_email: 'true',
      }),
    ).toEqual({ subject: '001.abc', email: 'x@privaterelay.appleid.com', emailVerified: true })
    expect(
      USERINFO_MAPPINGS.oidc.map({ sub: '001.abc', email: 'x@icloud.com', email_verified: 'false' }).emailVerified,
    ).toBe(false)
  })

  it('github: /user gives a numeric id and login; /user/emails gives the primary verified address', () => {
    expect(
      USERINFO_MAPPINGS.github.map({ login: 'octocat', id: 583231, node_id: 'MDQ6', email: null, name: 'The Octocat' }),
    ).toEqual({ subject: '583231', username: 'octocat', emailVerified: false })
    expect(USERINFO_MAPPINGS.github.map({ login: 'octocat', id: 583231, email: 'public@github.com' })).toEqual({
      subject: '583231',
      username: 'octocat',
      email: 'public@github.com',
      emailVerified: false,
    })
    const emails = [
      { email: 'old@example.com', primary: false, verified: true, visibility: null },
      { email: 'octo@example.com', primary: true, verified: true, visibility: 'private' },
    ]
    expect(USERINFO_MAPPINGS.github.pickEmail(emails)).toEqual({ email: 'octo@example.com', verified: true })
    expect(
      USERINFO_MAPPINGS.github.pickEmail([{ email: 'u@example.com', primary: true, verified: false }]),
    ).toBeUndefined()
    // No primary verified address: another verified one still counts.
    const unverifiedPrimary = [
      { email: 'primary@example.com', primary: true, verified: false },
      { email: 'work@example.com', primary: false, verified: true },
    ]
    expect(USERINFO_MAPPINGS.github.pickEmail(unverifiedPrimary)).toEqual({ email: 'work@example.com', verified: true })
  })

  it('x: /2/users/me wraps the user in data; a confirmed_email is verified', () => {
    expect(USERINFO_MAPPINGS.x.map({ data: { id: '2244994945', name: 'X Dev', username: 'XDevelopers' } })).toEqual({
      subject: '2244994945',
      username: 'XDevelopers',
      emailVerified: false,
    })
    expect(
      USERINFO_MAPPINGS.x.map({
        data: { id: '2244994945', name: 'X Dev', username: 'XDevelopers', confirmed_email: 'dev@x.example' },
      }),
    ).toEqual({ subject: '2244994945', username: 'XDevelopers', email: 'dev@x.example', emailVerified: true })
  })

  it('discord: /users/@me with its own verified flag', () => {
    expect(
      USERINFO_MAPPINGS.discord.map({
        id: '80351110224678912',
        username: 'nelly',
        global_name: 'Nelly',
        email: 'nelly@discord.example',
        verified: true,
        discriminator: '0',
      }),
    ).toEqual({ subject: '80351110224678912', username: 'nelly', email: 'nelly@discord.example', emailVerified: true })
    expect(
      USERINFO_MAPPINGS.discord.map({
        id: '80351110224678912',
        username: 'nelly',
        email: 'nelly@discord.example',
        verified: false,
      }).emailVerified,
    ).toBe(false)
  })

  it('facebook: /me with id, name and email, never counted as verified', () => {
    expect(USERINFO_MAPPINGS.facebook.map({ id: '10158', name: 'Fiona F', email: 'fiona@example.com' })).toEqual({
      subject: '10158',
      username: 'Fiona F',
      email: 'fiona@example.com',
      emailVerified: false,
    })
  })

  it.each([
    ['oidc', { email: 'no-sub@example.com' }],
    ['github', { login: 'octocat' }],
    ['x', { id: '1', username: 'not-wrapped' }],
    ['discord', { id: 5, username: '' }],
    ['facebook', 'not an object'],
  ] as const)('%s: an answer of another shape is refused', (name, answer) => {
    expect(() => USERINFO_MAPPINGS[name].map(answer)).toThrow(BAD_PROVIDER_ANSWER)
  })
})
