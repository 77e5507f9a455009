/**
 * Test and bench helper: a small round-robin HTTP proxy in front of several `wallet-modal-server`
 * processes, as a load balancer runs them. Bodies are buffered both ways; upstream connections are
 * kept alive. A request whose upstream refuses or resets the connection before answering goes to
 * the next one (as a proxy with passive health checks does); 502 when none answers.
 */
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Options of {@link startRoundRobinProxy}. */
export interface RoundRobinProxyOptions {
  /** Set as `X-Forwarded-For` on every forwarded request (the client address a load balancer would report). */
  forwardedFor?: string
  /** The address to listen on; default 127.0.0.1 (any free port). */
  host?: string
}

/** A running proxy. */
export interface RoundRobinProxy {
  /** e.g. 'http://127.0.0.1:40123'. */
  url: string
  /** The upstream that answered each request, in order. */
  served: string[]
  /** Stops listening and drops every connection, both sides. */
  close(): Promise<void>
}

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** Hop-by-hop headers a proxy does not pass on, and the Host it sets itself. */
const NOT_FORWARDED = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding'])

/** Starts the proxy over `upstreams` (base URLs such as 'http://127.0.0.1:8787'). */
export async function startRoundRobinProxy(
  upstreams: string[],
  options: RoundRobinProxyOptions = {},
): Promise<RoundRobinProxy> {
  if (upstreams.length === 0) throw new Error('round-robin proxy: no upstream')
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })
  const served: string[] = []
  let next = 0

  const forward = (upstream: string, method: string, path: string, headers: Record<string, string>, body: Buffer) =>
    new Promise<Answer>((resolve, reject) => {
      const url = new URL(upstream)
      const outgoing = httpRequest({ agent, host: url.hostname, port: url.port, method, path, headers }, (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 502, headers: incoming.headers, body: Buffer.concat(chunks) }),
        )
        incoming.on('error', reject)
      })
      outgoing.on('error', reject)
      outgoing.end(body)
    })

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers: Record<string, string> = {}
    for (const [key, value] of Object.entries(req.headers))
      if (typeof value === 'string' && !NOT_FORWARDED.has(key)) headers[key] = value
    if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor
    const first = next++
    for (let tries = 0; tries < upstreams.length; tries++) {
      const upstream = upstreams[(first + tries) % upstreams.length]!
      let answer: Answer
      try {
        answer = await forward(upstream, req.method ?? 'GET', req.url ?? '/', headers, Buffer.concat(chunks))
      } catch {
        continue // refused or reset: the next upstream
      }
      served.push(upstream)
      const out: Record<string, string | string[]> = {}
      for (const [key, value] of Object.entries(answer.headers))
        if (value !== undefined && !NOT_FORWARDED.has(key)) out[key] = value
      res.writeHead(answer.status, out).end(answer.body)
      return
    }
    res.writeHead(502).end()
  })
  await new Promise<void>((resolve) => server.listen(0, options.host ?? '127.0.0.1', resolve))
  const { address, port } = server.address() as AddressInfo
  return {
    url: `http://${address}:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
        agent.destroy()
      }),
  }
}
