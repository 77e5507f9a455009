import { describe, expect, it } from 'vitest'
import { resolveOptions, type EmbeddedWalletOptions } from '../options.js'
import { DEFAULT_SOCIALS, socialLabel, socialProviders } from './socials.js'

const embedded = (socials?: EmbeddedWalletOptions['socials']) =>
  resolveOptions({
    networks: [],
    embeddedWallet: { signerUrl: 'https://signer.example.com/', ...(socials ? { socials } : {}) },
  }).embeddedWallet!

const ICON = 'https://cdn.example.com/keycloak.png'

describe('socialLabel', () => {
  it("the host's label, else the built-in one, else the name itself", () => {
    const wallet = embedded([
      'google',
      { name: 'okta', label: 'Okta SSO' },
      { name: 'keycloak', label: 'Company login' },
      { name: 'plain' },
    ])
    expect(socialLabel('keycloak', wallet)).toBe('Company login')
    expect(socialLabel('okta', wallet)).toBe('Okta SSO')
    expect(socialLabel('plain', wallet)).toBe('plain')
    expect(socialLabel('google', wallet)).toBe('Google')
    expect(socialLabel('github')).toBe('GitHub')
    expect(socialLabel('unknown-idp')).toBe('unknown-idp')
  })
})

describe('socialProviders', () => {
  it("lists the host's providers in order, once each, with a safe icon only where given", () => {
    const wallet = embedded([
      'github',
      { name: 'keycloak', label: 'Company login', icon: ICON },
      'github',
      { name: 'bad', icon: 'javascript:alert(1)' },
    ])
    expect(socialProviders(wallet)).toStrictEqual([
      { name: 'github', label: 'GitHub' },
      { name: 'keycloak', label: 'Company login', iconUrl: ICON },
      { name: 'bad', label: 'bad' },
    ])
  })

  it('the flag, else the spec default list; none without the embedded wallet or with the flag false', () => {
    expect(socialProviders(embedded(), ['x', 'apple']).map((p) => p.name)).toEqual(['x', 'apple'])
    expect(socialProviders(embedded()).map((p) => p.name)).toEqual([...DEFAULT_SOCIALS])
    expect(socialProviders(embedded(), false)).toEqual([])
    expect(socialProviders(undefined, ['x'])).toEqual([])
  })
})
