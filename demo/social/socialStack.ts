/**
 * The demo's social login services, started with the embedded wallet's auth server:
 * the local identity provider (oidc-provider, as google, x, discord, github, apple and facebook) on
 * its own port, and for Farcaster an ID registry on anvil A, a relay stand-in and a Farcaster
 * client page on the demo server. Everything the auth server's `social` option needs, on loopback.
 */
import { randomBytes } from 'node:crypto'
import type { SocialLoginOptions } from '../../src/server/auth/social/socialOptions.js'
import { startLocalIdentityProvider } from '../../src/server/auth/testing/localIdentityProvider.js'
import type { DemoRoute } from '../embedded/demoRoutes.js'
import { DEMO_FARCASTER_ACCOUNT, farcasterClientRoute } from './farcasterClient.js'
import { createFarcasterRelay, FARCASTER_RELAY_MOUNT } from './farcasterRelay.js'
import { DEMO_ID_REGISTRY_ADDRESS, installIdRegistry } from './idRegistry.js'

/** Options of {@link startSocialStack}. */
export interface SocialStackOptions {
  idpPort: number
  host: string
  /** The auth server's public URL (`http://localhost:<signer port>/api/auth`). */
  authPublicUrl: string
  /** The demo page's origin: the relay and the Farcaster client live on its server. */
  demoOrigin: string
  /** Anvil A: the ID registry's chain. */
  rpcUrl: string
  /** Raises the per-IP limit of social logins for e2e runs. */
  relaxedIpLimit: boolean
}

/** The running social services. */
export interface RunningSocialStack {
  /** The auth server's `social` option. */
  options: SocialLoginOptions
  /** The relay's and the Farcaster client's routes, for the demo server. */
  routes: DemoRoute[]
  /** The local identity provider's issuer. */
  idpUrl: string
  stop(): Promise<void>
}

/** Starts the local IdP and installs the ID registry; resolves the auth server's `social` option and the demo routes. */
export async function startSocialStack(options: SocialStackOptions): Promise<RunningSocialStack> {
  const idp = await startLocalIdentityProvider({
    port: options.idpPort,
    host: options.host,
    authPublicUrl: options.authPublicUrl,
  })
  try {
    await installIdRegistry(options.rpcUrl, DEMO_FARCASTER_ACCOUNT)
  } catch (error) {
    await idp.stop()
    throw error
  }
  const authKey = randomBytes(16).toString('hex')
  const relayUrl = `${options.demoOrigin}${FARCASTER_RELAY_MOUNT}`
  const relay = createFarcasterRelay({ clientUrl: `${options.demoOrigin}/farcaster-client.html`, authKey })
  return {
    options: {
      publicUrl: options.authPublicUrl,
      providers: idp.providers,
      farcaster: { relayUrl, rpcUrl: options.rpcUrl, idRegistry: DEMO_ID_REGISTRY_ADDRESS },
      allowInsecureRequests: true,
      ...(options.relaxedIpLimit ? { startsPerIpPerHour: 10_000 } : {}),
    },
    routes: [relay.route, farcasterClientRoute({ relay, relayUrl, authKey, rpcUrl: options.rpcUrl })],
    idpUrl: idp.issuer,
    stop: () => idp.stop(),
  }
}
