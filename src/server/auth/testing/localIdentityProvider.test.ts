import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signInAtLocalIdp } from '../__fixtures__/idpDriver.js'
import { createOAuthFlow } from '../social/oauthFlow.js'
import { resolveSocialOptions } from '../social/socialOptions.js'
import { AUTH_URL, localIdpForFile } from '../__fixtures__/localIdp.js'

// The auth server verifies ID token signatures against the issuer's JWKS, so
// the local IdP (the e2e social login's provider) must publish a JWKS and sign its ID tokens with a
// real asymmetric key; an IdP offering HS256 or 'none' would teach the tests nothing about that check.

const idp = localIdpForFile()
afterEach(() => vi.restoreAllMocks())

describe('the local IdP signs ID tokens with a published asymmetric key', () => {
  it('its discovery names a jwks_uri of public keys and offers only asymmetric ID token algorithms (no none, no HS*)', async () => {
    const discovery = (await (await fetch(`${idp().issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >
    expect(discovery.jwks_uri).toEqual(expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//))
    expect(discovery.id_token_signing_alg_values_supported).toEqual(['RS256'])
    const { keys } = (await (await fetch(discovery.jwks_uri as string)).json()) as { keys: Record<string, unknown>[] }
    expect(keys.length).toBeGreaterThan(0)
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'RSA', use: 'sig', alg: 'RS256', kid: expect.any(String) })
      expect(key).not.toHaveProperty('d')
    }
  })

  it.each(['google', 'apple'] as const)(
    '%s: the ID token is RS256 under a kid of the JWKS, verifies with jose, and the auth server’s flow (which now checks it) signs in',
    async (name) => {
      const provider = resolveSocialOptions({
        publicUrl: AUTH_URL,
        providers: idp().providers,
        allowInsecureRequests: true,
      }).providers.get(name)!
      const flow = createOAuthFlow(provider, true)
      const idTokens: string[] = []
      const original = globalThis.fetch
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
        const response = await original(input, init)
        const url = input instanceof Request ? input.url : String(input)
        if (url === `${idp().issuer}/token`)
          idTokens.push(((await response.clone().json()) as { id_token: string }).id_token)
        return response
      })
      const { url, secrets } = await flow.start()
      const callback = await signInAtLocalIdp(url, AUTH_URL, { username: `${name}-user`, email: `${name}@example.com` })
      const params =
        callback.method === 'POST' ? new URLSearchParams(await callback.text()) : new URL(callback.url).searchParams
      await expect(flow.finish(params, secrets)).resolves.toMatchObject({
        subject: `${name}-user`,
        email: `${name}@example.com`,
      })

      expect(idTokens).toHaveLength(1)
      expect(decodeProtectedHeader(idTokens[0]!)).toMatchObject({ alg: 'RS256', kid: 'local-idp' })
      const { payload } = await jwtVerify(idTokens[0]!, createRemoteJWKSet(new URL(`${idp().issuer}/jwks`)), {
        issuer: idp().issuer,
        audience: provider.clientId,
        algorithms: ['RS256'],
      })
      expect(payload.sub).toBe(`${name}-user`)
    },
  )
})
