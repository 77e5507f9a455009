/**
 * Integration: `wallet-modal-server start` with DATABASE_URL on PostgreSQL (PGlite over its socket
 * server, the real wire protocol): migrations at start, a name of an EVM L2 address (ENSIP-11 coin
 * type 0x80000000 | chainId, above 2^31) registered over HTTP, stored and resolved, and the database going away: /readyz
 * and requests answer 503 at once (no hang), and both recover without a restart when it is back.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { evmChainCoinType } from '../core/names/nameRule.js'
import { buildNameRegistrationMessage } from '../core/names/registrationMessage.js'
import { initProject } from './init.js'
import { type SpawnedServer, spawnServer } from './testing/spawnServer.js'

const dir = mkdtempSync(join(tmpdir(), 'wm-pg-'))
let db: PGlite
let socket: PGLiteSocketServer
let port: number
let server: SpawnedServer

async function serveDatabase(atPort = 0): Promise<void> {
  socket = new PGLiteSocketServer({ db, host: '127.0.0.1', port: atPort, maxConnections: 16 })
  await socket.start()
  port = Number(socket.getServerConn().split(':').pop())
}

const nonce = () =>
  fetch(`${server.apiUrl}/api/siwx/nonce`, { method: 'POST', headers: { 'Content-Type': 'application/json' } })

async function eventually<T>(check: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (accept(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

beforeAll(async () => {
  db = await PGlite.create()
  await serveDatabase()
  const { configFile } = initProject({ dir, site: 'http://127.0.0.1:14998' })
  server = await spawnServer(configFile, {
    DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
    SMTP_URL: 'smtp://127.0.0.1:2525',
    WALLET_MODAL__DATABASE__POOL_SIZE: '4',
    WALLET_MODAL__DATABASE__CONNECT_TIMEOUT_MS: '1000',
    WALLET_MODAL__NAMES__SUFFIX: 'names.example.com',
  })
}, 60_000)

afterAll(async () => {
  await server?.stop()
  await socket?.stop()
  await db?.close()
})

describe('wallet-modal-server start (PostgreSQL)', () => {
  it('applies the migrations at start and is ready', async () => {
    expect(server.logs.find((entry) => entry.msg === 'listening')?.database).toBe('postgres')
    const ready = await fetch(`${server.apiUrl}/readyz`)
    expect(ready.status).toBe(200)
    expect((await nonce()).status).toBe(200)
  })

  it('registers through POST /api/names/register and resolves a name of an EVM L2 address (ENSIP-11 coin type above 2^31)', async () => {
    const coinType = evmChainCoinType(8453) // Base: 0x80000000 | 8453 = 2147492101
    expect(coinType).toBeGreaterThan(2 ** 31)
    const account = privateKeyToAccount(generatePrivateKey())
    const names = `${server.apiUrl}/api/names`
    const json = { 'Content-Type': 'application/json' }
    const { nonce } = (await (await fetch(`${names}/nonce`, { method: 'POST', headers: json, body: '{}' })).json()) as {
      nonce: string
    }
    const message = buildNameRegistrationMessage({
      name: 'basealice.names.example.com',
      address: account.address,
      coinType,
      domain: 'localhost:8787', // the host of init's default publicUrl
      nonce,
      issuedAt: new Date().toISOString(),
    })
    const registered = await fetch(`${names}/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: 'basealice',
        coinType,
        address: account.address,
        message,
        signature: await account.signMessage({ message }),
      }),
    })
    expect(registered.status).toBe(201)
    expect(await registered.json()).toMatchObject({ name: 'basealice.names.example.com', coinType })

    const lookup = await fetch(`${names}/lookup/basealice.names.example.com`)
    expect(lookup.status).toBe(200)
    expect(await lookup.json()).toMatchObject({
      name: 'basealice.names.example.com',
      coinType,
      address: account.address,
    })
    const reverse = await fetch(`${names}/reverse/${account.address}?coinType=${coinType}`)
    expect(await reverse.json()).toMatchObject({ names: [{ name: 'basealice.names.example.com', coinType }] })
    // Stored as bigint: the row holds the coin type itself, not a 32-bit wrap.
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`, max: 1 })
    try {
      const { rows } = await pool.query('SELECT coin_type::text AS coin_type FROM names WHERE label = $1', [
        'basealice',
      ])
      expect(rows).toEqual([{ coin_type: String(coinType) }])
    } finally {
      await pool.end()
    }
  })

  it('answers 503 fast while the database is away, and recovers without a restart', async () => {
    await socket.stop()
    const started = Date.now()
    const ready = await fetch(`${server.apiUrl}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ status: 'unavailable', checks: { database: 'unreachable' } })
    const refused = await nonce()
    expect(refused.status).toBe(503)
    expect(refused.headers.get('Retry-After')).toBe('5')
    expect(Date.now() - started).toBeLessThan(5_000)
    expect((await fetch(`${server.apiUrl}/healthz`)).status).toBe(200) // alive all along

    await serveDatabase(port)
    expect(
      (
        await eventually(
          () => fetch(`${server.apiUrl}/readyz`),
          (r) => r.status === 200,
        )
      ).status,
    ).toBe(200)
    expect((await eventually(nonce, (r) => r.status === 200)).status).toBe(200)
    const metrics = await (await fetch(server.metricsUrl)).text()
    expect(metrics).toMatch(
      /wallet_modal_http_requests_total\{method="POST",route="\/api\/siwx\/nonce",status="503"\} [1-9]/,
    )
    expect(metrics).toMatch(/wallet_modal_database_unavailable_total [1-9]/)
    expect(metrics).toMatch(/wallet_modal_db_pool_connections\{state="total"\} \d+/)
  })
})
