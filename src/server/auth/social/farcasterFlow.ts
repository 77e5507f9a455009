import { randomBytes } from 'node:crypto'
import type { AppClient } from '@farcaster/auth-client'
import { createPublicClient, http, parseAbi, type Address } from 'viem'
import { AUTH_ERRORS, AuthServerError } from '../errors.js'
import type { FarcasterOptions } from './socialOptions.js'
import type { SocialProfile } from './userinfo.js'

/** What a Farcaster login request keeps: the relay channel and the nonce the message must carry. */
export interface FarcasterSecrets {
  channelToken: string
  nonce: string
  /** The SIWF domain the message must name (the embedding site's host). */
  domain: string
}

/** The ID registry's one read the server needs. */
const ID_REGISTRY_ABI = parseAbi(['function idOf(address owner) view returns (uint256)'])

/**
 * Sign In With Farcaster through a relay (`@farcaster/auth-client`, loaded with the first Farcaster
 * login): the server opens the relay channel, so the nonce and the domain are its own; the signer
 * frame shows the channel's deep link (as a QR code in the modal) and polls the server, which asks
 * the relay. A completed channel counts only once the message verifies: its SIWE signature, the
 * nonce and domain this server chose, and the fid's custody address, `idOf(signer) == fid` on the
 * configured ID registry over the configured RPC (custody signatures only; auth addresses are refused).
 */
export function createFarcasterFlow(options: FarcasterOptions) {
  let app: Promise<AppClient> | undefined
  const appClient = () =>
    (app ??= import('@farcaster/auth-client').then(({ createAppClient }) => {
      const publicClient = createPublicClient({ transport: http(options.rpcUrl, { timeout: 10_000 }) })
      return createAppClient({
        relay: options.relayUrl,
        ethereum: {
          publicClient,
          getFid: (custody: Address) =>
            publicClient.readContract({
              address: options.idRegistry as Address,
              abi: ID_REGISTRY_ABI,
              functionName: 'idOf',
              args: [custody],
            }),
          isValidAuthAddress: async () => false,
        },
      })
    }))

  return {
    /**
     * Opens a relay channel for `site` (its host is the message's domain).
     * @throws AuthServerError 'The Farcaster relay is unreachable' (502)
     */
    async start(site: string): Promise<{ url: string; secrets: FarcasterSecrets }> {
      const domain = new URL(site).host
      // SIWE nonces are alphanumeric, at least 8 characters.
      const nonce = randomBytes(16).toString('hex')
      const channel = await (await appClient()).createChannel({
        siweUri: site,
        domain,
        nonce,
        acceptAuthAddress: false,
      })
      // The client library returns any answer as data: a channel is a 2xx with a token and a link.
      if (
        channel.isError ||
        !channel.response.ok ||
        typeof channel.data.channelToken !== 'string' ||
        typeof channel.data.url !== 'string' ||
        !URL.canParse(channel.data.url)
      ) {
        throw new AuthServerError(AUTH_ERRORS.farcasterUnreachable, 502)
      }
      return { url: channel.data.url, secrets: { channelToken: channel.data.channelToken, nonce, domain } }
    },

    /**
     * Asks the relay how the channel stands: undefined while the user has not signed, the profile
     * once a signed message verified.
     * @throws AuthServerError 'The Farcaster relay is unreachable' (502); 'The Farcaster sign-in could not be verified' (400)
     */
    async check(secrets: FarcasterSecrets): Promise<SocialProfile | undefined> {
      const client = await appClient()
      const status = await client.status({ channelToken: secrets.channelToken })
      if (status.isError || !status.response.ok) throw new AuthServerError(AUTH_ERRORS.farcasterUnreachable, 502)
      const { state, message, signature, username } = status.data
      if (state !== 'completed') return undefined
      if (!message || !signature) throw new AuthServerError(AUTH_ERRORS.farcasterRefused, 400)
      const verified = await client.verifySignInMessage({
        nonce: secrets.nonce,
        domain: secrets.domain,
        message,
        signature,
        acceptAuthAddress: false,
      })
      if (verified.isError || !verified.success) {
        if (verified.error?.errCode === 'unavailable') throw new AuthServerError(AUTH_ERRORS.farcasterUnreachable, 502)
        throw new AuthServerError(AUTH_ERRORS.farcasterRefused, 400)
      }
      return { subject: String(verified.fid), ...(username ? { username } : {}), emailVerified: false }
    },
  }
}

/** The flow returned by {@link createFarcasterFlow}. */
export type FarcasterFlow = ReturnType<typeof createFarcasterFlow>
