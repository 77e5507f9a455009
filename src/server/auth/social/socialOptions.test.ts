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
const appleKey = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()

describe('social provider configuration', () => {
  it('resolves an OIDC provider by issuer and an OAuth 2 one by endpoints, each with its redirect URI and scopes', () => {
    const { providers } = resolve({ name: 'keycloak', label: 'Keycloak', clientId: 'wallet', clientSecret: 's', issuer: 'https://id.example.com/realms/main' }, GITHUB)
    expect(providers.get('keycloak')).toMatchObject({ kind: 'oidc', label: 'Keycloak', issuer: 'https://id.example.com/realms/main', endpoints: undefined, scopes: ['openid', 'email', 'profile'], tokenAuthMethod: 'client_secret_basic', redirectUri: `${PUBLIC_URL}/social/callback/keycloak` })
    expect(providers.get('github')).toMatchObject({ kind: 'oauth2', label: 'github', scopes: ['read:user', 'user:email'], endpoints: { token: GITHUB.tokenEndpoint }, redirectUri: `${PUBLIC_URL}/social/callback/github` })
  })

  it.each(['authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint'] as const)('an OAuth 2 provider missing %s is a startup error naming it', (field) => {
    expect(() => resolve({ ...GITHUB, [field]: undefined })).toThrow(`auth server: social provider "github": ${field} is required`)
  })

  it.each([
    ['no clientId', { ...GITHUB, clientId: '' }, 'clientId is required'],
    ['an http endpoint', { ...GITHUB, tokenEndpoint: 'http://github.com/token' }, 'tokenEndpoint must be an https URL'],
    ['a bad name', { ...GITHUB, name: 'Git Hub' }, 'name must be lower-case letters, digits and hyphens'],
    ['a reserved name', { ...GITHUB, name: 'farcaster' }, 'the name is taken'],
    ['both issuer and endpoints', { ...GITHUB, issuer: 'https://github.com' }, 'give issuer (OpenID Connect discovery) or the OAuth 2 endpoints, not both'],
    ['an unknown mapping', { ...GITHUB, userinfo: 'myspace' as never }, 'userinfo must be a mapping'],
    ["'oidc' without issuer", { ...GITHUB, userinfo: 'oidc' as const }, "userinfo 'oidc' needs issuer"],
    ['a secret method without a secret', { ...GITHUB, clientSecret: undefined, tokenAuthMethod: 'client_secret_post' as const }, "clientSecret is required with tokenAuthMethod 'client_secret_post'"],
    ['two secrets', { name: 'apple', clientId: 'id', issuer: 'https://appleid.apple.com', clientSecret: 's', appleClientSecret: { teamId: 't', keyId: 'k', privateKey: appleKey() } }, 'clientSecret and appleClientSecret exclude each other'],
    ['an Apple key that is not P-256', { name: 'apple', clientId: 'id', issuer: 'https://appleid.apple.com', appleClientSecret: { teamId: 't', keyId: 'k', privateKey: 'not a key' } }, 'appleClientSecret.privateKey must be a P-256 private key (PKCS#8 PEM)'],
  ])('refuses %s', (_, provider, message) => {
    expect(() => resolve(provider as SocialProviderOptions)).toThrow(message)
  })

  it('refuses two providers of one name, an http publicUrl, and an incomplete Farcaster setup', () => {
    expect(() => resolve(GITHUB, GITHUB)).toThrow('auth server: social provider "github": the name is taken')
    expect(() => resolveSocialOptions({ publicUrl: 'http://signer.example.com' })).toThrow('auth server: social.publicUrl must be an https URL')
    expect(resolveSocialOptions({ publicUrl: 'http://127.0.0.1:1/api/auth/', allowInsecureRequests: true }).publicUrl).toBe('http://127.0.0.1:1/api/auth')
    expect(() => resolveSocialOptions({ publicUrl: PUBLIC_URL, farcaster: { relayUrl: 'https://relay.example', rpcUrl: 'https://rpc.example', idRegistry: '' } })).toThrow('auth server: social.farcaster: idRegistry is required')
    expect(() => resolveSocialOptions({ publicUrl: PUBLIC_URL, farcaster: { relayUrl: 'https://relay.example', rpcUrl: 'https://rpc.example', idRegistry: '0x12' } })).toThrow('idRegistry must be a 0x address')
  })

  it('signs Apple with its key: client_secret_post and form_post as configured', () => {
    const apple = resolve({ name: 'apple', label: 'Apple', clientId: 'com.example.web', issuer: 'https://appleid.apple.com', appleClientSecret: { teamId: 'TEAM', keyId: 'KEY', privateKey: appleKey() }, responseMode: 'form_post' }).providers.get('apple')!
    expect(apple).toMatchObject({ tokenAuthMethod: 'client_secret_post', responseMode: 'form_post', appleKey: { teamId: 'TEAM', keyId: 'KEY' } })
  })
})
