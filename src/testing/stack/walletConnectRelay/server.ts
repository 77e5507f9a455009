/**
 * An in-memory WalletConnect v2 relay (the `irn` JSON-RPC protocol over WebSocket) for the local
 * stack and tests: enough for @walletconnect/sign-client 2.2x and @reown/walletkit, with no cloud.
 * Accepts any `projectId` and `auth` query parameters; logs only when `DEBUG_WC_RELAY=1`.
 */
import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { createMailbox, type RelayMessage } from './mailbox.js'
import { relayMethods, RpcError, type RelayClient, type RelayState } from './methods.js'
import { clientIdFromAuth, parseFrame, stringifyFrame, subscriptionId } from './wire.js'

/** Options for {@link startWcRelay}. */
export interface WcRelayOptions {
  /** TCP port; 0 picks a free one. */
  port: number
  /** Default 127.0.0.1. */
  host?: string
}

/** A running relay, as returned by {@link startWcRelay}. */
export interface RunningWcRelay {
  /** e.g. `ws://127.0.0.1:18950`: what `relayUrl` takes. */
  url: string
  port: number
  /** Closes every connection and the server. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Node clients drop a socket the relay has not pinged for 35 s (core's heartBeatTimeout); ping
 * well inside that, and prune expired mailbox messages on the same beat.
 */
const PING_INTERVAL_MS = 15_000

/**
 * Listens on `host:port` and serves the relay protocol (see methods.ts for the method list).
 * @throws Error 'wc relay: port <port> on <host> is already in use'
 */
export async function startWcRelay({ port, host = '127.0.0.1' }: WcRelayOptions): Promise<RunningWcRelay> {
  const debug =
    process.env.DEBUG_WC_RELAY === '1' ? (...args: unknown[]) => console.error('[wc-relay]', ...args) : () => undefined
  const server = new WebSocketServer({ port, host })
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`wc relay: port ${port} on ${host} is already in use`) : error)
    })
    server.once('listening', () => resolveListen())
  })
  server.on('error', (error) => debug('server error', error))

  let pushId = 0
  const send = (socket: WebSocket, frame: unknown): void => {
    if (socket.readyState === socket.OPEN) socket.send(stringifyFrame(frame))
  }
  const state: RelayState = {
    mailbox: createMailbox(),
    subscribers: new Map(),
    push: (client: RelayClient, message: RelayMessage) => {
      debug('push', client.id.slice(-8), message.topic.slice(0, 8), `tag ${message.tag}`)
      const params = { id: subscriptionId(message.topic, client.id), data: message }
      send(client.socket, { id: (pushId += 1), jsonrpc: '2.0', method: 'irn_subscription', params })
    },
  }
  const methods = relayMethods(state)

  server.on('connection', (socket, request) => {
    const query = new URL(request.url ?? '/', 'ws://relay').searchParams
    const client: RelayClient = {
      socket,
      id: clientIdFromAuth(query.get('auth')) ?? `anonymous:${randomUUID()}`,
      topics: new Set(),
    }
    debug('connect', client.id, query.get('projectId'))
    socket.on('message', (data) => {
      const frame = parseFrame(data.toString())
      if (!frame?.method) return // acks of our pushes, or garbage
      const reply = (body: object): void => send(socket, { id: frame.id ?? null, jsonrpc: '2.0', ...body })
      const handler = methods[frame.method]
      if (!handler) return reply({ error: { code: -32601, message: `Method not found: ${frame.method}` } })
      try {
        const { result, after } = handler(client, frame.params)
        debug(frame.method, client.id.slice(-8))
        reply({ result })
        after?.()
      } catch (error) {
        debug(frame.method, 'failed', error)
        const code = error instanceof RpcError ? error.code : -32603
        reply({ error: { code, message: error instanceof Error ? error.message : String(error) } })
      }
    })
    socket.on('close', () => {
      for (const topic of client.topics) state.subscribers.get(topic)?.delete(client)
      debug('close', client.id)
    })
  })

  const timer = setInterval(() => {
    for (const socket of server.clients) socket.ping()
    state.mailbox.prune()
  }, PING_INTERVAL_MS)
  timer.unref()

  const actualPort = (server.address() as AddressInfo).port
  let stopped: Promise<void> | undefined
  return {
    url: `ws://${host}:${actualPort}`,
    port: actualPort,
    stop: () => {
      stopped ??= new Promise<void>((resolveClose) => {
        clearInterval(timer)
        for (const socket of server.clients) socket.terminate()
        server.close(() => resolveClose())
      })
      return stopped
    },
  }
}
