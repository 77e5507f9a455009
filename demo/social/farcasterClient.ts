import type { IncomingMessage } from 'node:http'
import { createPublicClient, http, keccak256, toHex, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DemoRoute } from '../embedded/demoRoutes.js'
import type { FarcasterRelay } from './farcasterRelay.js'

/**
 * The demo's Farcaster account: a custody key made from a fixed phrase (not an anvil dev key, so no
 * test's nonces move), registered in the demo ID registry as fid 1.
 */
export const DEMO_FARCASTER_ACCOUNT = (() => {
  const account = privateKeyToAccount(keccak256(toHex('wallet-modal demo farcaster custody')))
  return { account, custody: account.address as Address, fid: 1, username: 'demo-caster', displayName: 'Demo Caster' }
})()

/** Where the demo's Farcaster client page asks its back end. */
export const FARCASTER_CLIENT_PATH = '/farcaster-client'

const readToken = async (request: IncomingMessage): Promise<string | undefined> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { channelToken?: unknown }
    return typeof body.channelToken === 'string' ? body.channelToken : undefined
  } catch {
    return undefined
  }
}

/**
 * The demo Farcaster client's back end (the part of a Farcaster app that holds the custody key),
 * for the page at /farcaster-client.html that a channel's link opens:
 * - GET `/farcaster-client/channel?channelToken=` → `{ domain, siweUri, fid, username }` (what the page asks the user to approve);
 * - POST `/farcaster-client/approve` `{ channelToken }` → builds the Sign In With Farcaster message
 *   (`@farcaster/auth-client`'s `buildSignInMessage`), signs it with the custody key, and posts it to
 *   the relay's `/v1/channel/authenticate` with the client's relay key → `{ ok: true }`.
 */
export function farcasterClientRoute(options: {
  relay: FarcasterRelay
  relayUrl: string
  authKey: string
  rpcUrl: string
}): DemoRoute {
  const me = DEMO_FARCASTER_ACCOUNT
  const client = import('@farcaster/auth-client').then(({ createWalletClient }) =>
    createWalletClient({
      relay: options.relayUrl,
      ethereum: {
        publicClient: createPublicClient({ transport: http(options.rpcUrl) }),
        getFid: async () => BigInt(me.fid),
        isValidAuthAddress: async () => false,
      },
    }),
  )
  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (!url.pathname.startsWith(`${FARCASTER_CLIENT_PATH}/`)) return false
    const reply = (status: number, body: unknown): true => {
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
      return true
    }
    if (url.pathname === `${FARCASTER_CLIENT_PATH}/channel` && request.method === 'GET') {
      const params = options.relay.params(url.searchParams.get('channelToken') ?? '')
      if (!params) return reply(404, { error: 'This sign-in link has expired' })
      return reply(200, { domain: params.domain, siweUri: params.siweUri, fid: me.fid, username: me.username })
    }
    if (url.pathname === `${FARCASTER_CLIENT_PATH}/approve` && request.method === 'POST') {
      const channelToken = await readToken(request)
      const params = channelToken ? options.relay.params(channelToken) : undefined
      if (!channelToken || !params) return reply(404, { error: 'This sign-in link has expired' })
      const wallet = await client
      const built = wallet.buildSignInMessage({
        address: me.custody,
        fid: me.fid,
        domain: params.domain,
        uri: params.siweUri,
        nonce: params.nonce,
        ...(params.notBefore ? { notBefore: new Date(params.notBefore) } : {}),
        ...(params.expirationTime ? { expirationTime: new Date(params.expirationTime) } : {}),
        ...(params.requestId ? { requestId: params.requestId } : {}),
      })
      if (built.isError) return reply(400, { error: built.error?.message ?? 'Could not build the message' })
      const signature = await me.account.signMessage({ message: built.message })
      const answer = await wallet.authenticate({
        channelToken,
        authKey: options.authKey,
        message: built.message,
        signature,
        fid: me.fid,
        username: me.username,
        displayName: me.displayName,
      })
      if (answer.isError || !answer.response.ok) return reply(502, { error: 'The relay refused the sign-in' })
      return reply(200, { ok: true, domain: params.domain })
    }
    return reply(404, { error: 'Not found' })
  }
}
