import type * as OpenIdClient from 'openid-client'
import { AUTH_ERRORS, AuthServerError } from '../errors.js'
import type { ResolvedSocialProvider } from './socialOptions.js'
import { BAD_PROVIDER_ANSWER, type SocialProfile } from './userinfo.js'

type Client = typeof OpenIdClient

/** What a login request keeps between the redirect to the provider and its callback. */
export interface OAuthSecrets {
  state: string
  /** The PKCE code verifier (RFC 7636); the provider got its S256 challenge. */
  codeVerifier: string
  /** The OIDC nonce the ID token must carry; absent for plain OAuth 2. */
  nonce?: string
}

/** A provider's authorization URL and the secrets to keep for its callback. */
export interface OAuthStart {
  url: string
  secrets: OAuthSecrets
}

/** openid-client and jose load with the first social login: operators without one never need them (optional peers). */
let clientModule: Promise<Client> | undefined
const loadClient = () => (clientModule ??= import('openid-client'))

/**
 * Authorization Code + PKCE + state + nonce through openid-client, for one provider: OIDC
 * providers by discovery (cached once found; a failed discovery is tried again next time), OAuth 2
 * ones from their configured endpoints. A fresh `Configuration` per call, so Apple's client secret
 * JWT is new for every exchange.
 *
 * OIDC ID tokens are verified, signature included: openid-client's
 * `enableNonRepudiationChecks` checks the JWS signature against the issuer's JWKS (the discovered
 * `jwks_uri`, cached between logins and fetched again for an unknown `kid`), so a token with
 * `alg: none`, an HMAC (HS*) one, one whose `kid` the JWKS lacks and one signed with another key
 * are refused, as is a discovery document without `jwks_uri`. Issuer, audience, expiry and nonce
 * are checked as before.
 */
export function createOAuthFlow(provider: ResolvedSocialProvider, allowInsecureRequests: boolean, timeoutSeconds = 10) {
  let metadata: Promise<OpenIdClient.ServerMetadata> | undefined
  /** The issuer's JWKS as last downloaded (openid-client's export), shared by the flow's configurations. */
  let jwksCache: OpenIdClient.ExportedJWKSCache | undefined

  async function serverMetadata(client: Client): Promise<OpenIdClient.ServerMetadata> {
    if (provider.endpoints) {
      const { authorization, token, userinfo } = provider.endpoints
      return {
        issuer: new URL(authorization).origin,
        authorization_endpoint: authorization,
        token_endpoint: token,
        userinfo_endpoint: userinfo,
      }
    }
    metadata ??= client
      .discovery(new URL(provider.issuer!), provider.clientId, undefined, undefined, {
        execute: allowInsecureRequests ? [client.allowInsecureRequests] : [],
        timeout: timeoutSeconds,
      })
      .then((config) => config.serverMetadata())
    metadata.catch(() => (metadata = undefined))
    return metadata
  }

  async function clientAuth(client: Client): Promise<OpenIdClient.ClientAuth> {
    if (provider.appleKey) {
      const { SignJWT } = await import('jose')
      const { teamId, keyId, key } = provider.appleKey
      const secret = await new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid: keyId })
        .setIssuer(teamId)
        .setSubject(provider.clientId)
        .setAudience(provider.issuer!)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key)
      return client.ClientSecretPost(secret)
    }
    if (provider.tokenAuthMethod === 'client_secret_post') return client.ClientSecretPost(provider.clientSecret)
    if (provider.tokenAuthMethod === 'client_secret_basic') return client.ClientSecretBasic(provider.clientSecret)
    return client.None()
  }

  async function configuration(): Promise<{ client: Client; config: OpenIdClient.Configuration }> {
    const client = await loadClient()
    let server: OpenIdClient.ServerMetadata
    try {
      server = await serverMetadata(client)
    } catch {
      throw new AuthServerError(AUTH_ERRORS.providerUnreachable, 502)
    }
    const config = new client.Configuration(server, provider.clientId, undefined, await clientAuth(client))
    config.timeout = timeoutSeconds
    if (allowInsecureRequests) client.allowInsecureRequests(config)
    if (provider.kind === 'oidc') {
      client.enableNonRepudiationChecks(config)
      if (jwksCache) client.setJwksCache(config, jwksCache)
    }
    return { client, config }
  }

  return {
    /**
     * The URL to send the popup to, with a fresh state, PKCE verifier and (OIDC) nonce.
     * @throws AuthServerError 'The sign-in provider is unreachable' (502) when discovery fails;
     *   'The sign-in provider answered badly' (502) when its authorization endpoint is refused
     *   (http without `allowInsecureRequests`, as a discovery document may list it)
     */
    async start(): Promise<OAuthStart> {
      const { client, config } = await configuration()
      const codeVerifier = client.randomPKCECodeVerifier()
      const state = client.randomState()
      const nonce = provider.kind === 'oidc' ? client.randomNonce() : undefined
      const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier)
      let url: URL
      try {
        url = client.buildAuthorizationUrl(config, {
          ...provider.authorizationParams,
          redirect_uri: provider.redirectUri,
          scope: provider.scopes.join(' '),
          response_type: 'code',
          state,
          code_challenge: codeChallenge,
          code_challenge_method: 'S256',
          ...(nonce ? { nonce } : {}),
          ...(provider.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
        })
      } catch {
        throw new AuthServerError(AUTH_ERRORS.providerAnsweredBadly, 502)
      }
      return { url: url.href, secrets: { state, codeVerifier, ...(nonce ? { nonce } : {}) } }
    },

    /**
     * Checks the provider's answer (`params`, from the query or the form post) against the login's
     * secrets: state, then the code exchanged with the PKCE verifier, the ID token validated with
     * its nonce (OIDC); then reads the profile (ID token claims and userinfo, or the mapped userinfo
     * answer).
     * @throws AuthServerError 'The sign-in provider refused the sign-in' (400) when any check or the exchange fails;
     *   'The sign-in provider answered badly' (502) for a profile of another shape
     */
    async finish(params: URLSearchParams, secrets: OAuthSecrets): Promise<SocialProfile> {
      const { client, config } = await configuration()
      if (provider.kind === 'oidc' && !config.serverMetadata().jwks_uri)
        throw new AuthServerError(AUTH_ERRORS.providerRefused, 400)
      const currentUrl = new URL(provider.redirectUri)
      for (const [key, value] of params) currentUrl.searchParams.append(key, value)
      let tokens: Awaited<ReturnType<Client['authorizationCodeGrant']>>
      try {
        tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: secrets.codeVerifier,
          expectedState: secrets.state,
          ...(secrets.nonce ? { expectedNonce: secrets.nonce } : { idTokenExpected: false }),
        })
      } catch {
        throw new AuthServerError(AUTH_ERRORS.providerRefused, 400)
      } finally {
        if (provider.kind === 'oidc') jwksCache = client.getJwksCache(config) ?? jwksCache
      }
      try {
        return await readProfile(client, config, tokens)
      } catch (error) {
        if (error instanceof AuthServerError) throw error
        throw new AuthServerError(AUTH_ERRORS.providerAnsweredBadly, 502)
      }
    },
  }

  async function readProfile(
    client: Client,
    config: OpenIdClient.Configuration,
    tokens: OpenIdClient.TokenEndpointResponse & OpenIdClient.TokenEndpointResponseHelpers,
  ): Promise<SocialProfile> {
    if (provider.kind === 'oidc') {
      const claims = tokens.claims()
      if (!claims) throw new Error(BAD_PROVIDER_ANSWER)
      let answer: Record<string, unknown> = { ...claims }
      if (claims.email === undefined && config.serverMetadata().userinfo_endpoint) {
        answer = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims }
      }
      return provider.mapping.map(answer)
    }
    const get = async (url: string) => {
      const response = await client.fetchProtectedResource(config, tokens.access_token, new URL(url), 'GET')
      if (!response.ok) throw new Error(BAD_PROVIDER_ANSWER)
      return response.json() as Promise<unknown>
    }
    const profile = provider.mapping.map(await get(provider.endpoints!.userinfo))
    if (provider.emailsEndpoint && provider.mapping.pickEmail) {
      const picked = provider.mapping.pickEmail(await get(provider.emailsEndpoint))
      if (picked) return { ...profile, email: picked.email, emailVerified: picked.verified }
    }
    return profile
  }
}

/** One provider's flow, from {@link createOAuthFlow}. */
export type OAuthFlow = ReturnType<typeof createOAuthFlow>
