import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { resolveSocialOptions, type SocialProviderOptions } from './socialOptions.js'

const PUBLIC_URL = 'https://signer.example.com/api/auth'
const GITHUB: SocialProviderOptions = {
  name: 'github',
  clientId: 'id',
  clientSecret: 'secret',
  authorizationEndpoint: 'https://github.com/login/oauth/authorize',
  tokenEndpoint: 'https://github.com/login/oauth/access_token',
  userinfoEndpoint: 'https://api.github.com/user',
  emailsEndpoint: 'https://api.github.com/user/emails',
  userinfo: 'github',
}
const resolve = (...providers: SocialProviderOptions[]) => resolveSocialOptions({ publicUrl: PUBLIC_URL, providers })
const appleKey = () =>
  generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()

describe('social provider configuration', () => {
  it('resolves an OIDC provider by issuer and an OAuth 2 one by endpoints, each with its redirect URI and scopes', () => {
    const { providers } = resolve(
      {
        name: 'keycloak',
        label: 'Keycloak',
        clientId: 'wallet',
        clientSecret: 's',
        issuer: 'https://id.example.com/realms/main',
      },
      GITHUB,
    )
    expect(providers.get('keycloak')).toMatchObject({
      kind: 'oidc',
      label: 'Keycloak',
      issuer: 'https://id.example.com/realms/main',
      endpoints: undefined,
      scopes: ['openid', 'email', 'profile'],
      tokenAuthMethod: 'client_secret_basic',
      redirectUri: `${PUBLIC_URL}/social/callback/keycloak`,
    })
    expect(providers.get('github')).toMatchObject({
      kind: 'oauth2',
      label: 'github',
      scopes: ['read:user', 'user:email'],
      endpoints: { token: GITHUB.tokenEndpoint },
      redirectUri: `${PUBLIC_URL}/social/callback/github`,
    })
  })

  it.each(['authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint'] as const)(
    'an OAuth 2 provider missing %s is a startup error naming it',
    (field) => {
      expect(() => resolve({ ...GITHUB, [field]: undefined })).toThrow(
        `auth server: social provider "github": ${field} is required`,
      )
    },
  )

  it.each([
    ['no clientId', { ...GITHUB, clientId: '' }, 'clientId is required'],
    ['an http endpoint', { ...GITHUB, tokenEndpoint: 'http://github.com/token' }, 'tokenEndpoint must be an https URL'],
    ['a bad name', { ...GITHUB, name: 'Git Hub' }, 'name must be lower-case letters, digits and hyphens'],
    ['a reserved name', { ...GITHUB, name: 'farcaster' }, 'the name is taken'],
    [
      'both issuer and endpoints',
      { ...GITHUB, issuer: 'https://github.com' },
      'give issuer (OpenID Connect discovery) or the OAuth 2 endpoints, not both',
    ],
    ['an unknown mapping', { ...GITHUB, userinfo: 'myspace' as never }, 'userinfo must be a mapping'],
    ["'oidc' without issuer", { ...GITHUB, userinfo: 'oidc' as const }, "userinfo 'oidc' needs issuer"],
    [
      'a secret method without a secret',
      { ...GITHUB, clientSecret: undefined, tokenAuthMethod: 'client_secret_post' as const },
      "clientSecret is required with tokenAuthMethod 'client_secret_post'",
    ],
    [
      'two secrets',
      {
        name: 'apple',
        clientId: 'id',
        issuer: 'https://appleid.apple.com',
        clientSecret: 's',
        appleClientSecret: { teamId: 't', keyId: 'k', privateKey: appleKey() },
      },
      'clientSecret and appleClientSecret exclude each other',
    ],
    [
      'an Apple key that is not P-256',
      {
        name: 'apple',
        clientId: 'id',
        issuer: 'https://appleid.apple.com',
        appleClientSecret: { teamId: 't', keyId: 'k', privateKey: 'not a key' },
      },
      'appleClientSecret.privateKey must be a P-256 private key (PKCS#8 PEM)',
    ],
  ])('refuses %s', (_, provider, message) => {
    expect(() => resolve(provider as SocialProviderOptions)).toThrow(message)
  })

  it('refuses two providers of one name, an http publicUrl, and an incomplete Farcaster setup', () => {
    expect(() => resolve(GITHUB, GITHUB)).toThrow('auth server: social provider "github": the name is taken')
    expect(() => resolveSocialOptions({ publicUrl: 'http://signer.example.com' })).toThrow(
      'auth server: social.publicUrl must be an https URL',
    )
    expect(
      resolveSocialOptions({ publicUrl: 'http://127.0.0.1:1/api/auth/', allowInsecureRequests: true }).publicUrl,
    ).toBe('http://127.0.0.1:1/api/auth')
    expect(() =>
      resolveSocialOptions({
        publicUrl: PUBLIC_URL,
        farcaster: { relayUrl: 'https://relay.example', rpcUrl: 'https://rpc.example', idRegistry: '' },
      }),
    ).toThrow('auth server: social.farcaster: idRegistry is required')
    expect(() =>
      resolveSocialOptions({
        publicUrl: PUBLIC_URL,
        farcaster: { relayUrl: 'https://relay.example', rpcUrl: 'https://rpc.example', idRegistry: '0x12' },
      }),
    ).toThrow('idRegistry must be a 0x address')
  })

  it('signs Apple with its key: client_secret_post and form_post as configured', () => {
    const apple = resolve({
      name: 'apple',
      label: 'Apple',
      clientId: 'com.example.web',
      issuer: 'https://appleid.apple.com',
      appleClientSecret: { teamId: 'TEAM', keyId: 'KEY', privateKey: appleKey() },
      responseMode: 'form_post',
    }).providers.get('apple')!
    expect(apple).toMatchObject({
      tokenAuthMethod: 'client_secret_post',
      responseMode: 'form_post',
      appleKey: { teamId: 'TEAM', keyId: 'KEY' },
    })
  })

  it('resolves a public client, a custom mapping and extra authorization parameters', () => {
    const custom = (answer: unknown) => ({ subject: String(answer), emailVerified: false })
    const { providers } = resolve(
      {
        ...GITHUB,
        name: 'public',
        clientSecret: undefined,
        userinfo: custom,
        emailsEndpoint: undefined,
        authorizationParams: { prompt: 'select_account' },
      },
      { name: 'corp', clientId: 'id', issuer: 'https://id.example.com', userinfo: custom },
    )
    expect(providers.get('public')).toMatchObject({
      tokenAuthMethod: 'none',
      clientSecret: undefined,
      scopes: [],
      emailsEndpoint: undefined,
      authorizationParams: { prompt: 'select_account' },
    })
    expect(providers.get('public')!.mapping.map('x')).toEqual({ subject: 'x', emailVerified: false })
    // OIDC asks for its own scopes whatever the mapping.
    expect(providers.get('corp')).toMatchObject({
      kind: 'oidc',
      tokenAuthMethod: 'none',
      scopes: ['openid', 'email', 'profile'],
    })
  })

  it('refuses a provider without a name, naming it ""', () => {
    expect(() => resolve({ ...GITHUB, name: undefined as never })).toThrow(
      'auth server: social provider "": name must be lower-case letters, digits and hyphens (at most 32)',
    )
  })

  it('an OAuth 2 provider without a mapping is told the mappings there are', () => {
    expect(() => resolve({ ...GITHUB, userinfo: undefined })).toThrow(
      'auth server: social provider "github": userinfo must be a mapping (oidc, github, x, discord, facebook) or a function',
    )
  })

  it.each([
    ['authorizationEndpoint', { ...GITHUB, authorizationEndpoint: 'http://github.com/login' }],
    ['userinfoEndpoint', { ...GITHUB, userinfoEndpoint: 'http://api.github.com/user' }],
    ['emailsEndpoint', { ...GITHUB, emailsEndpoint: 'http://api.github.com/user/emails' }],
    ['issuer', { name: 'corp', clientId: 'id', issuer: 'http://id.example.com' }],
  ] as const)('an http %s is a startup error naming the provider and the field', (field, provider) => {
    expect(() => resolve(provider)).toThrow(
      `auth server: social provider "${provider.name}": ${field} must be an https URL (or http with allowInsecureRequests), got "${provider[field as keyof typeof provider]}"`,
    )
  })

  it('allowInsecureRequests allows http, no other scheme', () => {
    expect(
      resolveSocialOptions({ publicUrl: 'http://127.0.0.1:1', allowInsecureRequests: true }).allowInsecureRequests,
    ).toBe(true)
    expect(() => resolveSocialOptions({ publicUrl: 'ftp://127.0.0.1/auth', allowInsecureRequests: true })).toThrow(
      'auth server: social.publicUrl must be an https URL (or http with allowInsecureRequests), got "ftp://127.0.0.1/auth"',
    )
  })

  it('drops every trailing slash of publicUrl from the redirect URIs', () => {
    const { publicUrl, providers } = resolveSocialOptions({
      publicUrl: 'https://signer.example.com/api/auth///',
      providers: [GITHUB],
    })
    expect(publicUrl).toBe('https://signer.example.com/api/auth')
    expect(providers.get('github')!.redirectUri).toBe('https://signer.example.com/api/auth/social/callback/github')
  })

  it('takes the login lifetime and the start limit as given, 10 minutes and 60 an hour by default', () => {
    expect(resolveSocialOptions({ publicUrl: PUBLIC_URL })).toMatchObject({
      loginTtlMs: 600_000,
      startsPerIpPerHour: 60,
      allowInsecureRequests: false,
      farcaster: undefined,
    })
    expect(resolveSocialOptions({ publicUrl: PUBLIC_URL, loginTtlMs: 1, startsPerIpPerHour: 5 })).toMatchObject({
      loginTtlMs: 1,
      startsPerIpPerHour: 5,
    })
  })

  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])(
    'refuses %s as loginTtlMs or startsPerIpPerHour',
    (value) => {
      expect(() => resolveSocialOptions({ publicUrl: PUBLIC_URL, loginTtlMs: value })).toThrow(
        'auth server: social.loginTtlMs must be a positive number',
      )
      expect(() => resolveSocialOptions({ publicUrl: PUBLIC_URL, startsPerIpPerHour: value })).toThrow(
        'auth server: social.startsPerIpPerHour must be a positive number',
      )
    },
  )

  describe('farcaster', () => {
    const FARCASTER = {
      relayUrl: 'https://relay.example.com//',
      rpcUrl: 'https://rpc.example.com/',
      idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
    }
    const withFarcaster = (farcaster: Partial<typeof FARCASTER>) =>
      resolveSocialOptions({ publicUrl: PUBLIC_URL, farcaster: { ...FARCASTER, ...farcaster } })

    it('keeps the relay without its trailing slashes, the RPC URL as given and the ID registry', () => {
      expect(withFarcaster({}).farcaster).toEqual({
        relayUrl: 'https://relay.example.com',
        rpcUrl: 'https://rpc.example.com/',
        idRegistry: FARCASTER.idRegistry,
      })
    })

    it.each(['relayUrl', 'rpcUrl'] as const)('an http %s is a startup error naming it', (field) => {
      expect(() => withFarcaster({ [field]: 'http://farcaster.example.com' })).toThrow(
        `auth server: social.farcaster.${field} must be an https URL (or http with allowInsecureRequests), got "http://farcaster.example.com"`,
      )
    })
  })

  describe("Apple's key", () => {
    const apple = (appleClientSecret: Partial<NonNullable<SocialProviderOptions['appleClientSecret']>>) =>
      resolve({
        name: 'apple',
        clientId: 'id',
        issuer: 'https://appleid.apple.com',
        appleClientSecret: { teamId: 'TEAM', keyId: 'KEY', privateKey: appleKey(), ...appleClientSecret },
      })

    it.each(['teamId', 'keyId'] as const)('refuses a missing %s', (field) => {
      expect(() => apple({ [field]: '' })).toThrow(
        `auth server: social provider "apple": appleClientSecret.${field} is required`,
      )
    })

    it('refuses a key of another curve or type', () => {
      const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' })
        .privateKey.export({ format: 'pem', type: 'pkcs8' })
        .toString()
      const ed25519 = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
      for (const privateKey of [p384, ed25519, 'not a key']) {
        expect(() => apple({ privateKey })).toThrow(
          'auth server: social provider "apple": appleClientSecret.privateKey must be a P-256 private key (PKCS#8 PEM)',
        )
      }
    })

    it('imports the P-256 key once, at start', () => {
      const { appleKey: key } = apple({}).providers.get('apple')!
      expect(key).toMatchObject({ teamId: 'TEAM', keyId: 'KEY', key: { asymmetricKeyType: 'ec', type: 'private' } })
    })
  })
})
