/**
 * Over real sockets: a client that sends the headers and 10 bytes of a body, then
 * nothing, gets 408 and its connection closed at the route's read deadline. Before, the handler
 * waited for the rest as long as the runtime let the connection live (200 such connections stayed
 * open 18 s and more).
 */
import { connect } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestAuthServer } from '../auth/testFixtures.js'
import { createNameService } from '../names/createNameService.js'
import { createSiwxServer } from '../siwx/createSiwxServer.js'
import { DOMAIN, URI } from '../siwx/testFixtures.js'
import { HTTP_ERRORS } from './problems.js'
import { type LoopbackServer, serveOnLoopback } from './__fixtures__/loopbackServer.js'

const DEADLINE_MS = 300

const GATEWAY_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'
const names = createNameService({
  suffix: 'modal.id',
  domain: 'names.test',
  mountPath: '/api/names',
  gatewayPrivateKey: GATEWAY_KEY,
  bodyReadTimeoutMs: DEADLINE_MS,
})
const siwx = createSiwxServer({ domain: DOMAIN, uri: URI, sweepIntervalMs: false, bodyReadTimeoutMs: DEADLINE_MS })

let server: LoopbackServer
beforeAll(async () => {
  server = await serveOnLoopback(
    getRequestListener((request, env) => {
      const info = { clientIp: env.incoming.socket.remoteAddress }
      return new URL(request.url).pathname.startsWith('/api/names/')
        ? names.handle(request, info)
        : siwx.handle(request, info)
    }),
  )
})
afterAll(async () => {
  siwx.close()
  await server.stop()
})

/** Sends the headers and the first 10 bytes of a 100-byte JSON body, then waits: what came back, and after how long the server closed. */
function stall(path: string): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const socket = connect(server.port, '127.0.0.1')
    let text = ''
    const giveUp = setTimeout(() => {
      socket.destroy()
      reject(new Error(`still open after 5 s; got ${JSON.stringify(text)}`))
    }, 5_000)
    socket.on('data', (chunk) => void (text += chunk.toString()))
    socket.on('error', reject)
    socket.on('close', () => {
      clearTimeout(giveUp)
      resolve({ text, closedAfterMs: Date.now() - started })
    })
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":"a`,
    )
  })
}

describe('request bodies have a read deadline', () => {
  it.each(['/api/names/register', '/api/names/gateway', '/api/siwx/verify'])(
    'answers a body stalled after 10 bytes on %s with 408 and closes the connection',
    async (path) => {
      const { text, closedAfterMs } = await stall(path)
      expect(text).toMatch(/^HTTP\/1\.1 408 /)
      expect(text.toLowerCase()).toContain('connection: close')
      expect(text.endsWith(JSON.stringify({ error: HTTP_ERRORS.bodyTimeout }))).toBe(true)
      expect(closedAfterMs).toBeGreaterThanOrEqual(DEADLINE_MS - 20)
      expect(closedAfterMs).toBeLessThan(3_000)
    },
  )
})

describe('the default read deadline reaches services that do not set one', () => {
  // The auth server (like the project server and the ramp broker) reads its bodies with the
  // default deadline, DEFAULT_BODY_READ_TIMEOUT_MS.
  it('answers a stalled POST /otp/start on the auth server 408 after 10 s', async () => {
    const { server: auth } = createTestAuthServer()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode('{"email":')),
      })
      const request = new Request('http://auth.test/otp/start', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit)
      let answer: Response | undefined
      const pending = auth.handle(request).then((response) => (answer = response))
      await vi.advanceTimersByTimeAsync(9_999)
      expect(answer).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      await pending
      expect([answer?.status, await answer?.json(), answer?.headers.get('Connection')]).toEqual([
        408,
        { error: HTTP_ERRORS.bodyTimeout },
        'close',
      ])
    } finally {
      vi.useRealTimers()
    }
  })
})
