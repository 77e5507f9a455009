/**
 * Integration: `wallet-modal-server init` then `start` as child processes, SQLite in a temp
 * folder, free ports: health, readiness, a SIWX nonce, the metrics of those requests (on their own
 * listener, behind METRICS_TOKEN; not on the API port), the signer
 * origin, JSON logs without the request's details, and SIGTERM draining an in-flight request.
 */
import { request as httpRequest } from 'node:http'
import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli, type SpawnedServer, spawnServer } from './testing/spawnServer.js'

const dir = mkdtempSync(join(tmpdir(), 'wm-start-'))
const SITE = 'http://127.0.0.1:14999'
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef'
let server: SpawnedServer

beforeAll(async () => {
  const init = runCli(['init', '--dir', dir, '--site', SITE])
  const code = await new Promise((resolve) => init.once('exit', resolve))
  expect(code).toBe(0)
  server = await spawnServer(join(dir, 'wallet-modal.config.json'), {
    SMTP_URL: 'smtp://127.0.0.1:2525',
    METRICS_TOKEN,
  })
}, 60_000)

afterAll(async () => {
  await server?.stop()
})

describe('wallet-modal-server start (SQLite)', () => {
  it('is healthy and ready, with its database in data/ (mode 0600)', async () => {
    const health = await fetch(`${server.apiUrl}/healthz`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const ready = await fetch(`${server.apiUrl}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', keyFile: 'ok', shutdown: 'no' },
    })
    expect(statSync(join(dir, 'data', 'wallet-modal.sqlite')).mode & 0o777).toBe(0o600)
  })

  it('issues a SIWX nonce under /api/siwx, echoes the request id, and counts it in /metrics', async () => {
    const response = await fetch(`${server.apiUrl}/api/siwx/nonce`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-request-id': 'test-nonce-1' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-request-id')).toBe('test-nonce-1')
    const body = (await response.json()) as { nonce: string; expiresAt: string }
    expect(body.nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    const metrics = await (
      await fetch(server.metricsUrl, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text()
    expect(metrics).toMatch(
      /wallet_modal_http_requests_total\{method="POST",route="\/api\/siwx\/nonce",status="200"\} 1/,
    )
    expect(metrics).toMatch(
      /wallet_modal_http_request_duration_seconds_bucket\{le="[0-9.+Inf]+",method="POST",route="\/api\/siwx\/nonce",status="200"\}/,
    )
    const line = await server.waitForLog((entry) => entry.reqId === 'test-nonce-1')
    expect(line).toMatchObject({ method: 'POST', route: '/api/siwx/nonce', status: 200, msg: 'request' })
    expect(Object.keys(line).sort()).toEqual(
      ['durationMs', 'level', 'method', 'msg', 'pid', 'reqId', 'route', 'service', 'status', 'time'].sort(),
    )
  })

  it('serves /metrics on its own loopback listener, only with the token, and not on the API port', async () => {
    expect(new URL(server.metricsUrl).hostname).toBe('127.0.0.1')
    expect((await fetch(`${server.apiUrl}/metrics`)).status).toBe(404)
    const without = await fetch(server.metricsUrl)
    expect(without.status).toBe(401)
    expect(without.headers.get('WWW-Authenticate')).toBe('Bearer realm="metrics"')
    expect(await without.text()).not.toContain('wallet_modal_')
    const wrong = await fetch(server.metricsUrl, { headers: { Authorization: 'Bearer not-the-token' } })
    expect(wrong.status).toBe(401)
    const scraped = await fetch(server.metricsUrl, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
    expect(scraped.status).toBe(200)
    expect(scraped.headers.get('Content-Type')).toMatch(/^text\/plain/)
    expect(await scraped.text()).toMatch(
      /wallet_modal_http_requests_total\{method="GET",route="\/metrics",status="404"\} 1/,
    )
    expect((await fetch(new URL('/healthz', server.metricsUrl))).status).toBe(404)
  })

  it('logs a lookup by its route pattern, never the name or address in the path', async () => {
    await fetch(`${server.apiUrl}/api/names/lookup/alice.names.example.com`, {
      headers: { 'x-request-id': 'lookup-1' },
    })
    const line = await server.waitForLog((entry) => entry.reqId === 'lookup-1')
    expect(line.route).toBe('/api/names/lookup/:name')
    expect(JSON.stringify(server.logs)).not.toContain('alice')
  })

  it('serves the signer page config and the auth server on the signer origin', async () => {
    const config = await fetch(`${server.signerUrl}/signer-config.json`)
    expect(await config.json()).toEqual({
      authServerUrl: '/api/auth',
      allowedOrigins: [SITE],
      recoveryMode: 'passphrase',
    })
    const session = await fetch(`${server.signerUrl}/api/auth/session`)
    expect(session.status).toBe(401)
  })

  it('on SIGTERM stops accepting, finishes the request in flight, and exits 0', async () => {
    const url = new URL(`${server.apiUrl}/api/siwx/verify`)
    const body = JSON.stringify({ message: 'not a SIWX message', signature: '0x00' })
    const answer = new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        },
      )
      req.on('error', reject)
      req.write(body.slice(0, 10)) // the request is in flight: its body is half sent
      setTimeout(() => {
        server.child.kill('SIGTERM')
        setTimeout(async () => {
          // Draining: no new connection is accepted...
          await expect(fetch(`${server.apiUrl}/healthz`)).rejects.toThrow()
          // ...but the one in flight completes.
          req.end(body.slice(10))
        }, 300)
      }, 300)
    })
    expect(await answer).toBe(400)
    expect(await server.exited).toBe(0)
    expect(server.logs.map((entry) => entry.msg)).toContain('stopped')
  })
})
