/**
 * A fault-injecting JSON-RPC proxy for e2e: stands in front of anvil or the
 * Solana RPC, forwards every request, and answers the next ones the test queues with a fault
 * instead: 429 with Retry-After, 503, a hang (no answer until the proxy closes, past the page's
 * request timeout), or malformed JSON. With `wsTarget` it also proxies the WebSocket on HTTP port + 1
 * (where @solana/web3.js looks for it) and can drop those connections.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { WebSocket, WebSocketServer } from 'ws'

/** One fault answered instead of forwarding. */
export type Fault = { status: 429; retryAfter: string } | { status: 503 } | 'hang' | 'malformed'

/** A running {@link startFaultProxy}. */
export interface FaultProxy {
  /** `http://127.0.0.1:<port>`: point the page's network here. */
  url: string
  /** `ws://127.0.0.1:<port + 1>` when proxying a WebSocket. */
  wsUrl: string | undefined
  /** Answers the next `times` JSON-RPC requests (optionally only those of `method`) with `fault`; `Infinity` until clear(). */
  inject(fault: Fault, times: number, method?: string): void
  /** Drops queued and sticky faults, and answers hung requests with 503 so nothing waits on them. */
  clear(): void
  /** Faults answered so far, by kind ('429', '503', 'hang', 'malformed'). */
  served(): Record<string, number>
  /** JSON-RPC methods forwarded or faulted so far, in order. */
  methods(): string[]
  /** Closes every open WebSocket (the page sees a dropped connection); returns how many. */
  dropWebSockets(): number
  /** The next WebSocket connection is dropped on its first message (e.g. signatureSubscribe), before forwarding it. */
  dropNextWebSocket(): void
  /** WebSocket connections dropped so far. */
  droppedWebSockets(): number
  close(): Promise<void>
}

interface Rule {
  fault: Fault
  left: number
  method: string | undefined
}

const kindOf = (fault: Fault): string => (typeof fault === 'string' ? fault : String(fault.status))

/**
 * Starts a proxy to `target` (HTTP JSON-RPC) on a free port, or on a free pair of ports (HTTP and
 * HTTP + 1) when `wsTarget` is given.
 */
export async function startFaultProxy(target: string, wsTarget?: string): Promise<FaultProxy> {
  const rules: Rule[] = []
  const served: Record<string, number> = {}
  const methods: string[] = []
  const hung = new Set<ServerResponse>()
  const sockets = new Set<Socket>()
  const clients = new Set<WebSocket>()
  let dropNext = false
  let dropped = 0

  const take = (method: string): Fault | undefined => {
    const rule = rules.find((r) => r.left > 0 && (r.method === undefined || r.method === method))
    if (!rule) return undefined
    rule.left -= 1
    return rule.fault
  }

  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'POST, GET, OPTIONS',
    'access-control-expose-headers': 'Retry-After',
  }
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    let method = 'batch'
    try {
      const parsed = JSON.parse(body.toString('utf8')) as { method?: string } | { method?: string }[]
      method = Array.isArray(parsed) ? parsed.map((p) => p.method).join(',') : (parsed.method ?? '?')
    } catch {
      /* forwarded as is */
    }
    methods.push(method)
    const fault = take(method)
    if (fault) served[kindOf(fault)] = (served[kindOf(fault)] ?? 0) + 1
    if (fault === 'hang') return void hung.add(res)
    if (fault === 'malformed')
      return void res
        .writeHead(200, { ...cors, 'content-type': 'application/json' })
        .end('{"jsonrpc":"2.0","id":1,"result":')
    if (fault)
      return void res
        .writeHead(fault.status, { ...cors, ...('retryAfter' in fault ? { 'retry-after': fault.retryAfter } : {}) })
        .end('fault injected')
    const upstream = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    res
      .writeHead(upstream.status, {
        ...cors,
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
      })
      .end(Buffer.from(await upstream.arrayBuffer()))
  }

  const server = createServer((req, res) => void handle(req, res).catch(() => res.writeHead(502, cors).end()))
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  let wss: WebSocketServer | undefined
  let wsServer: Server | undefined
  const port = await listenPair(server, wsTarget ? (s) => (wsServer = s) : undefined)
  if (wsTarget && wsServer) {
    wss = new WebSocketServer({ server: wsServer })
    wss.on('connection', (client) => {
      clients.add(client)
      const upstream = new WebSocket(wsTarget)
      const pending: (Buffer | string)[] = []
      upstream.on('open', () => pending.splice(0).forEach((m) => upstream.send(m)))
      upstream.on(
        'message',
        (data, isBinary) => client.readyState === WebSocket.OPEN && client.send(data, { binary: isBinary }),
      )
      client.on('message', (data, isBinary) => {
        if (dropNext) {
          dropNext = false
          dropped += 1
          return void client.terminate()
        }
        const message = isBinary ? (data as Buffer) : data.toString()
        if (upstream.readyState === WebSocket.OPEN) upstream.send(message)
        else pending.push(message)
      })
      const end = () => {
        clients.delete(client)
        client.terminate()
        upstream.terminate()
      }
      client.on('close', end)
      client.on('error', end)
      upstream.on('close', end)
      upstream.on('error', end)
    })
  }
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: wsTarget ? `ws://127.0.0.1:${port + 1}` : undefined,
    inject: (fault, times, method) => void rules.push({ fault, left: times, method }),
    clear: () => {
      rules.splice(0)
      for (const res of hung) res.writeHead(503, cors).end()
      hung.clear()
    },
    served: () => ({ ...served }),
    methods: () => [...methods],
    dropWebSockets: () => {
      const count = clients.size
      for (const client of clients) client.terminate()
      dropped += count
      return count
    },
    dropNextWebSocket: () => {
      dropNext = true
    },
    droppedWebSockets: () => dropped,
    close: async () => {
      for (const res of hung) res.destroy()
      for (const client of clients) client.terminate()
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      if (wss) await new Promise<void>((resolve) => wss!.close(() => resolve()))
      if (wsServer) await new Promise<void>((resolve) => wsServer!.close(() => resolve()))
    },
  }
}

/** Listens on a free port, or on a free port whose next port is free too (then `withNext` gets that server). */
async function listenPair(server: Server, withNext?: (next: Server) => void): Promise<number> {
  if (!withNext) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return (server.address() as { port: number }).port
  }
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 20_000)
    const next = createServer()
    const ok = await new Promise<boolean>((resolve) => {
      server
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => {
          next
            .once('error', () => server.close(() => resolve(false)))
            .listen(port + 1, '127.0.0.1', () => resolve(true))
        })
    })
    if (ok) {
      withNext(next)
      return port
    }
  }
  throw new Error('fault proxy: no free pair of ports')
}
