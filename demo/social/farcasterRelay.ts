import { randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { DemoRoute } from '../embedded/demoRoutes.js'

/** Where the demo mounts its relay stand-in on the demo server. */
export const FARCASTER_RELAY_MOUNT = '/farcaster-relay'

/** What a Sign In With Farcaster channel asks for (the app's `createChannel`). */
export interface ChannelParams {
  siweUri: string
  domain: string
  nonce: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
}

/** What the Farcaster client posts once the user approved: the signed message and the profile. */
export interface ChannelAnswer {
  message: string
  signature: string
  fid: number
  username?: string
  displayName?: string
  bio?: string
  pfpUrl?: string
  custody?: string
}

interface Channel {
  token: string
  params: ChannelParams
  url: string
  expiresAt: number
  answer?: ChannelAnswer
}

/** Options of {@link createFarcasterRelay}. */
export interface FarcasterRelayOptions {
  /** The Farcaster client's sign-in page the channel's link opens (the demo's stand-in app). */
  clientUrl: string
  /** The key only the Farcaster client holds (`X-Farcaster-Auth-Relay-Key`). */
  authKey: string
  /** How long a channel lives, in ms; default 10 minutes. */
  ttlMs?: number
}

const readJson = async (request: IncomingMessage): Promise<Record<string, unknown> | undefined> => {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > 65_536) return undefined
    chunks.push(chunk as Buffer)
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}
const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
}
const optional = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/**
 * A local stand-in for the Farcaster auth relay (relay.farcaster.xyz), speaking the API
 * `@farcaster/auth-client` calls, in memory:
 * - POST /v1/channel `{ siweUri, domain, nonce?, notBefore?, expirationTime?, requestId? }` → 201 `{ channelToken, url, nonce }`
 *   (`url` opens the Farcaster client with the channel's parameters);
 * - GET /v1/channel/status (`Authorization: Bearer <channelToken>`) → 202 `{ state: 'pending', … }`, then 200
 *   `{ state: 'completed', message, signature, fid, username, … }`; 401 for an unknown or expired channel;
 * - POST /v1/channel/authenticate (the channel token, and the client's `X-Farcaster-Auth-Relay-Key`)
 *   `{ message, signature, fid, username, … }` → 201, the channel completed.
 * It checks no signature: the app's auth server verifies what the channel carries.
 */
export function createFarcasterRelay(options: FarcasterRelayOptions) {
  const channels = new Map<string, Channel>()
  const ttl = options.ttlMs ?? 10 * 60_000
  const live = (request: IncomingMessage): Channel | undefined => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    const channel = token ? channels.get(token) : undefined
    if (channel && channel.expiresAt <= Date.now()) channels.delete(channel.token)
    return channel && channel.expiresAt > Date.now() ? channel : undefined
  }
  const status = (channel: Channel) => ({
    state: channel.answer ? 'completed' : 'pending',
    nonce: channel.params.nonce,
    url: channel.url,
    ...(channel.answer ?? {}),
    signatureParams: channel.params,
    metadata: { ip: '127.0.0.1', userAgent: 'wallet-modal demo relay' },
    acceptAuthAddress: false,
  })

  const route: DemoRoute = async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    if (!pathname.startsWith(`${FARCASTER_RELAY_MOUNT}/`)) return false
    const path = pathname.slice(FARCASTER_RELAY_MOUNT.length)
    const method = request.method ?? 'GET'
    const reply = (code: number, body: unknown): true => {
      json(response, code, body)
      return true
    }
    if (path === '/v1/channel' && method === 'POST') {
      const body = await readJson(request)
      const siweUri = optional(body?.siweUri)
      const domain = optional(body?.domain)
      if (!body || !siweUri || !domain) return reply(400, { error: 'siweUri and domain are required' })
      const token = randomUUID()
      const params: ChannelParams = { siweUri, domain, nonce: optional(body.nonce) ?? randomBytes(12).toString('hex') }
      for (const key of ['notBefore', 'expirationTime', 'requestId'] as const) {
        const value = optional(body[key])
        if (value) params[key] = value
      }
      const url = new URL(options.clientUrl)
      url.search = new URLSearchParams({ channelToken: token, nonce: params.nonce, siweUri, domain }).toString()
      channels.set(token, { token, params, url: url.href, expiresAt: Date.now() + ttl })
      return reply(201, { channelToken: token, url: url.href, nonce: params.nonce })
    }
    if (path === '/v1/channel/status' && method === 'GET') {
      const channel = live(request)
      if (!channel) return reply(401, { error: 'Unauthorized' })
      return reply(channel.answer ? 200 : 202, status(channel))
    }
    if (path === '/v1/channel/authenticate' && method === 'POST') {
      const channel = live(request)
      if (!channel || request.headers['x-farcaster-auth-relay-key'] !== options.authKey)
        return reply(401, { error: 'Unauthorized' })
      const body = await readJson(request)
      if (
        !body ||
        typeof body.message !== 'string' ||
        typeof body.signature !== 'string' ||
        typeof body.fid !== 'number'
      )
        return reply(400, { error: 'message, signature and fid are required' })
      channel.answer = {
        message: body.message,
        signature: body.signature,
        fid: body.fid,
        ...Object.fromEntries(
          (['username', 'displayName', 'bio', 'pfpUrl', 'custody'] as const).flatMap((key) =>
            optional(body[key]) ? [[key, optional(body[key])]] : [],
          ),
        ),
      }
      return reply(201, status(channel))
    }
    return reply(404, { error: 'Not found' })
  }

  return {
    route,
    /** The parameters of a live channel (what the Farcaster client shows and signs), or undefined. */
    params: (token: string): ChannelParams | undefined => {
      const channel = channels.get(token)
      return channel && channel.expiresAt > Date.now() ? channel.params : undefined
    },
  }
}

/** The relay returned by {@link createFarcasterRelay}. */
export type FarcasterRelay = ReturnType<typeof createFarcasterRelay>
