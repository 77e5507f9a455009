import { createPrivateKey, type KeyObject } from 'node:crypto'
import { USERINFO_MAPPINGS, type SocialProfile, type UserinfoMapping } from './userinfo.js'

/**
 * One OAuth 2 / OpenID Connect provider of the auth server. Nothing about a provider is
 * built in: every endpoint comes from here, so an operator adds any OIDC provider (Keycloak, Auth0,
 * their own) the way they add Google. docs/operators/social-providers.md lists the values for Google, Apple, GitHub, X,
 * Discord and Facebook.
 */
export interface SocialProviderOptions {
  /**
   * The provider's name: what the modal's `socials` option names and what a login reports as
   * `socialProvider` ('google', 'keycloak'); lower-case letters, digits and hyphens, at most 32.
   * 'email' and 'farcaster' are taken.
   */
  name: string
  /** Shown on the page the popup ends on ('Google'); default `name`. */
  label?: string
  /** The client id the provider gave the operator. */
  clientId: string
  /** The client secret (sent with `tokenAuthMethod`); none for a public client. */
  clientSecret?: string
  /**
   * Apple's client secret: an ES256 JWT the server signs for each code exchange with this key
   * (jose; `iss` the team id, `sub` the client id, `aud` the issuer, 5 minutes). `privateKey` is the
   * .p8 file's PKCS#8 PEM. Instead of `clientSecret`.
   */
  appleClientSecret?: { teamId: string; keyId: string; privateKey: string }
  /** How the client authenticates at the token endpoint; default 'client_secret_basic' with a secret, 'client_secret_post' for Apple, 'none' without. */
  tokenAuthMethod?: 'client_secret_basic' | 'client_secret_post' | 'none'
  /**
   * OpenID Connect: the issuer whose discovery document (`<issuer>/.well-known/openid-configuration`)
   * gives the endpoints and the ID token keys ('https://accounts.google.com',
   * 'https://appleid.apple.com', 'https://keycloak.example.com/realms/main'). ID tokens are validated:
   * the signature against the issuer's JWKS (the discovered `jwks_uri`; `alg: none`, HS* and keys
   * the JWKS does not publish are refused, and a discovery document without `jwks_uri` fails every
   * login), then issuer, audience, expiry and nonce.
   */
  issuer?: string
  /** OAuth 2 without discovery (GitHub, X, Discord, Facebook): where the user approves. */
  authorizationEndpoint?: string
  /** OAuth 2 without discovery: where the code is exchanged. */
  tokenEndpoint?: string
  /** OAuth 2 without discovery: the profile answer {@link userinfo} maps. */
  userinfoEndpoint?: string
  /** GitHub: the list of the user's emails with their verified flag (`/user/emails`). */
  emailsEndpoint?: string
  /**
   * How the profile is read: 'oidc' (the ID token's claims, then the userinfo endpoint's; the default
   * with `issuer`), one of the built-in mappings of the providers' documented answers ('github',
   * 'x', 'discord', 'facebook'), or your own function of the userinfo answer.
   */
  userinfo?: 'oidc' | Exclude<keyof typeof USERINFO_MAPPINGS, 'oidc'> | ((answer: unknown) => SocialProfile)
  /** Scopes asked for; default ['openid', 'email', 'profile'] for OIDC, the mapping's own otherwise. */
  scopes?: string[]
  /** 'form_post' when the provider posts its answer (Apple asks for it with name or email scopes); default 'query'. */
  responseMode?: 'query' | 'form_post'
  /** More authorization request parameters, e.g. `{ prompt: 'select_account' }`. */
  authorizationParams?: Record<string, string>
}

/** Sign In With Farcaster: a relay, and the ID registry that says which custody address owns an fid. */
export interface FarcasterOptions {
  /** The auth relay (`@farcaster/auth-client`'s), e.g. 'https://relay.farcaster.xyz'. */
  relayUrl: string
  /** A JSON-RPC URL of the chain the ID registry lives on (OP Mainnet for Farcaster). */
  rpcUrl: string
  /** The ID registry contract (`idOf(address)`), e.g. OP Mainnet's 0x00000000Fc6c5F01Fc30151999387Bb99A9f489b. */
  idRegistry: string
}

/** The auth server's `social` option: the providers and where the server is reached. */
export interface SocialLoginOptions {
  /**
   * The auth server's own URL as browsers reach it, its base path included
   * ('https://signer.example.com/api/auth'). A provider's redirect URI is
   * `<publicUrl>/social/callback/<name>`: register exactly that at the provider.
   */
  publicUrl: string
  providers?: SocialProviderOptions[]
  farcaster?: FarcasterOptions
  /** How long a login request may take, in ms; default 600 000 (10 min). */
  loginTtlMs?: number
  /** Logins started per client IP per hour; default 60. */
  startsPerIpPerHour?: number
  /** Allows http:// providers and publicUrl (a local identity provider in tests and demos); never in production. */
  allowInsecureRequests?: boolean
}

/** A checked provider, with its redirect URI and mapping. */
export interface ResolvedSocialProvider {
  name: string
  label: string
  kind: 'oidc' | 'oauth2'
  clientId: string
  clientSecret: string | undefined
  /** The Apple key, imported once at start. */
  appleKey: { teamId: string; keyId: string; key: KeyObject } | undefined
  tokenAuthMethod: 'client_secret_basic' | 'client_secret_post' | 'none'
  issuer: string | undefined
  endpoints: { authorization: string; token: string; userinfo: string } | undefined
  emailsEndpoint: string | undefined
  mapping: UserinfoMapping
  scopes: string[]
  responseMode: 'query' | 'form_post'
  authorizationParams: Record<string, string>
  redirectUri: string
}

/** The `social` option, checked. */
export interface ResolvedSocialOptions {
  publicUrl: string
  providers: ReadonlyMap<string, ResolvedSocialProvider>
  farcaster: FarcasterOptions | undefined
  loginTtlMs: number
  startsPerIpPerHour: number
  allowInsecureRequests: boolean
}

/** The name Farcaster logins use (`socialProvider: 'farcaster'`). */
export const FARCASTER = 'farcaster'
/** Default lifetime of a social login request: 10 minutes, in ms. */
export const DEFAULT_SOCIAL_LOGIN_TTL_MS = 10 * 60_000
/** Default social logins started per client IP per hour. */
export const DEFAULT_SOCIAL_STARTS_PER_IP_PER_HOUR = 60

const NAME = /^[a-z][a-z0-9-]{0,31}$/
const RESERVED = new Set(['email', FARCASTER])
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Checks the `social` option at start, so a misconfigured provider is an error before the first
 * visitor clicks (imports Apple's key too).
 * @throws Error 'auth server: social.publicUrl must be an https URL (or http with allowInsecureRequests), got "<value>"'
 * @throws Error 'auth server: social provider "<name>": <field> is required' (clientId; with no issuer, each of
 *   authorizationEndpoint, tokenEndpoint and userinfoEndpoint), '... <field> must be an https URL ...',
 *   '... name must be lower-case letters, digits and hyphens (at most 32)', '... the name is taken',
 *   '... give issuer (OpenID Connect discovery) or the OAuth 2 endpoints, not both',
 *   '... userinfo must be a mapping', '... clientSecret and appleClientSecret exclude each other',
 *   '... appleClientSecret.privateKey must be a P-256 private key (PKCS#8 PEM)'
 * @throws Error 'auth server: social.farcaster: <field> is required' / '... idRegistry must be a 0x address'
 */
export function resolveSocialOptions(options: SocialLoginOptions): ResolvedSocialOptions {
  const insecure = options.allowInsecureRequests === true
  const url = (where: string, value: unknown): string => {
    const text = typeof value === 'string' ? value : ''
    const parsed = URL.canParse(text) ? new URL(text) : undefined
    if (!parsed || !(parsed.protocol === 'https:' || (insecure && parsed.protocol === 'http:'))) {
      throw new Error(
        `auth server: ${where} must be an https URL (or http with allowInsecureRequests), got "${String(value)}"`,
      )
    }
    return text
  }
  const publicUrl = url('social.publicUrl', options.publicUrl).replace(/\/+$/, '')
  const providers = new Map<string, ResolvedSocialProvider>()
  for (const provider of options.providers ?? []) {
    const resolved = resolveProvider(provider, publicUrl, url)
    if (providers.has(resolved.name))
      throw new Error(`auth server: social provider "${resolved.name}": the name is taken`)
    providers.set(resolved.name, resolved)
  }
  let farcaster: FarcasterOptions | undefined
  if (options.farcaster) {
    const f = options.farcaster
    for (const field of ['relayUrl', 'rpcUrl', 'idRegistry'] as const) {
      if (!f[field]) throw new Error(`auth server: social.farcaster: ${field} is required`)
    }
    if (!ADDRESS.test(f.idRegistry))
      throw new Error(`auth server: social.farcaster: idRegistry must be a 0x address, got "${f.idRegistry}"`)
    farcaster = {
      relayUrl: url('social.farcaster.relayUrl', f.relayUrl).replace(/\/+$/, ''),
      rpcUrl: url('social.farcaster.rpcUrl', f.rpcUrl),
      idRegistry: f.idRegistry,
    }
  }
  const positive = (name: string, value: number) => {
    if (!Number.isSafeInteger(value) || value <= 0)
      throw new Error(`auth server: social.${name} must be a positive number`)
    return value
  }
  return {
    publicUrl,
    providers,
    farcaster,
    loginTtlMs: positive('loginTtlMs', options.loginTtlMs ?? DEFAULT_SOCIAL_LOGIN_TTL_MS),
    startsPerIpPerHour: positive(
      'startsPerIpPerHour',
      options.startsPerIpPerHour ?? DEFAULT_SOCIAL_STARTS_PER_IP_PER_HOUR,
    ),
    allowInsecureRequests: insecure,
  }
}

function resolveProvider(
  p: SocialProviderOptions,
  publicUrl: string,
  url: (where: string, value: unknown) => string,
): ResolvedSocialProvider {
  const name = typeof p.name === 'string' ? p.name : ''
  const fail = (problem: string): never => {
    throw new Error(`auth server: social provider "${name}": ${problem}`)
  }
  if (!NAME.test(name)) fail('name must be lower-case letters, digits and hyphens (at most 32)')
  if (RESERVED.has(name)) fail('the name is taken')
  if (!p.clientId) fail('clientId is required')
  const where = (field: string) => `social provider "${name}": ${field}`
  const endpointFields = ['authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint'] as const
  const given = endpointFields.filter((field) => p[field] !== undefined)
  if (p.issuer !== undefined && given.length > 0)
    fail('give issuer (OpenID Connect discovery) or the OAuth 2 endpoints, not both')
  let endpoints: ResolvedSocialProvider['endpoints']
  if (p.issuer === undefined) {
    for (const field of endpointFields)
      if (!p[field])
        fail(
          `${field} is required (an OAuth 2 provider without issuer needs authorizationEndpoint, tokenEndpoint and userinfoEndpoint)`,
        )
    endpoints = {
      authorization: url(where('authorizationEndpoint'), p.authorizationEndpoint),
      token: url(where('tokenEndpoint'), p.tokenEndpoint),
      userinfo: url(where('userinfoEndpoint'), p.userinfoEndpoint),
    }
  }
  const kind = p.issuer === undefined ? 'oauth2' : 'oidc'
  const mappingName = p.userinfo ?? (kind === 'oidc' ? 'oidc' : undefined)
  let mapping: UserinfoMapping | undefined
  if (typeof mappingName === 'function') mapping = { map: mappingName, scopes: [] }
  else if (typeof mappingName === 'string' && Object.hasOwn(USERINFO_MAPPINGS, mappingName))
    mapping = USERINFO_MAPPINGS[mappingName]
  if (!mapping) return fail(`userinfo must be a mapping (${Object.keys(USERINFO_MAPPINGS).join(', ')}) or a function`)
  if (mappingName === 'oidc' && kind === 'oauth2')
    fail("userinfo 'oidc' needs issuer (ID tokens come with OpenID Connect)")
  if (p.clientSecret !== undefined && p.appleClientSecret !== undefined)
    fail('clientSecret and appleClientSecret exclude each other')
  const appleKey = p.appleClientSecret && resolveAppleKey(p.appleClientSecret, fail)
  const tokenAuthMethod =
    p.tokenAuthMethod ?? (appleKey ? 'client_secret_post' : p.clientSecret ? 'client_secret_basic' : 'none')
  if (tokenAuthMethod !== 'none' && !p.clientSecret && !appleKey)
    fail(`clientSecret is required with tokenAuthMethod '${tokenAuthMethod}'`)
  return {
    name,
    label: p.label ?? name,
    kind,
    clientId: p.clientId,
    clientSecret: p.clientSecret,
    appleKey,
    tokenAuthMethod,
    issuer: p.issuer === undefined ? undefined : url(where('issuer'), p.issuer),
    endpoints,
    emailsEndpoint: p.emailsEndpoint === undefined ? undefined : url(where('emailsEndpoint'), p.emailsEndpoint),
    mapping,
    scopes: p.scopes ?? (kind === 'oidc' ? ['openid', 'email', 'profile'] : mapping.scopes),
    responseMode: p.responseMode ?? 'query',
    authorizationParams: { ...p.authorizationParams },
    redirectUri: `${publicUrl}/social/callback/${name}`,
  }
}

function resolveAppleKey(
  apple: NonNullable<SocialProviderOptions['appleClientSecret']>,
  fail: (problem: string) => never,
): ResolvedSocialProvider['appleKey'] {
  if (!apple.teamId) fail('appleClientSecret.teamId is required')
  if (!apple.keyId) fail('appleClientSecret.keyId is required')
  let key: KeyObject | undefined
  try {
    key = createPrivateKey(apple.privateKey)
  } catch {
    key = undefined
  }
  if (key?.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    fail('appleClientSecret.privateKey must be a P-256 private key (PKCS#8 PEM)')
  return { teamId: apple.teamId, keyId: apple.keyId, key: key! }
}
