/**
 * The processes `bench/server-load.ts` runs next to `wallet-modal-server start`, each in its own
 * process so its CPU time is measured apart from the load generator's:
 * - `reference <names.suffix> <siwe domain> <owner address>`: the reference server (hono on
 *   @hono/node-server, `siwe`'s SiweMessage.verify, nonces, sessions and one name in better-sqlite3);
 * - `pglite`: PostgreSQL as PGlite behind its socket server;
 * - `proxy <upstream>...`: the round-robin HTTP proxy of the scale-out test (`startRoundRobinProxy`),
 *   as a load balancer in front of several processes.
 * Each prints one JSON line `{ "url": ... }` once it listens and runs until SIGTERM.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import Database from 'better-sqlite3'
import { Hono } from 'hono'
import { generateNonce, SiweMessage } from 'siwe'
import type { Hex } from 'viem'
import { startRoundRobinProxy } from '../src/cli/testing/roundRobinProxy.js'
import { startPgliteServer } from '../src/server/storage/testing/startPgliteServer.js'

const [mode, ...args] = process.argv.slice(2)
const cleanups: (() => Promise<void> | void)[] = []
const ready = (url: string) => console.log(JSON.stringify({ url }))
process.once('SIGTERM', async () => {
  for (const cleanup of cleanups) await cleanup()
  process.exit(0)
})

if (mode === 'reference') {
  const [suffix, domain, owner] = args as [string, string, string]
  const dir = mkdtempSync(join(tmpdir(), 'wm-bench-ref-'))
  const db = new Database(join(dir, 'reference.sqlite'))
  db.pragma('journal_mode = WAL')
  db.exec('CREATE TABLE nonces (nonce TEXT PRIMARY KEY, expires INTEGER NOT NULL)')
  db.exec('CREATE TABLE sessions (token TEXT PRIMARY KEY, address TEXT NOT NULL, expires INTEGER NOT NULL)')
  db.exec('CREATE TABLE names (label TEXT PRIMARY KEY, coin_type INTEGER NOT NULL, address TEXT NOT NULL)')
  db.prepare('INSERT INTO names VALUES (?, 60, ?)').run('benchname', owner)
  const insertNonce = db.prepare('INSERT INTO nonces VALUES (?, ?)')
  const takeNonce = db.prepare('DELETE FROM nonces WHERE nonce = ? AND expires > ?')
  const insertSession = db.prepare('INSERT INTO sessions VALUES (?, ?, ?)')
  const findName = db.prepare('SELECT label, coin_type, address FROM names WHERE label = ?')
  const app = new Hono()
  app.post('/nonce', (c) => {
    const nonce = generateNonce()
    insertNonce.run(nonce, Date.now() + 300_000)
    return c.json({ nonce })
  })
  app.post('/verify', async (c) => {
    const { message, signature } = await c.req.json<{ message: string; signature: Hex }>()
    const siwe = new SiweMessage(message)
    if (siwe.domain !== domain) return c.json({ error: 'domain' }, 401)
    const result = await siwe.verify({ signature, domain }, { suppressExceptions: true })
    if (!result.success || takeNonce.run(siwe.nonce, Date.now()).changes !== 1) return c.json({ error: 'invalid' }, 401)
    const token = crypto.randomUUID()
    insertSession.run(token, siwe.address, Date.now() + 86_400_000)
    return c.json({ token })
  })
  app.get('/lookup/:name', (c) => {
    const row = findName.get(c.req.param('name').replace(`.${suffix}`, '')) as { address: string } | undefined
    return row ? c.json({ name: c.req.param('name'), coinType: 60, address: row.address }) : c.json({}, 404)
  })
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
  await new Promise((resolve) => server.once('listening', resolve))
  cleanups.push(
    () => new Promise<void>((resolve) => server.close(() => resolve())),
    () => {
      db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  )
  ready(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
} else if (mode === 'pglite') {
  const postgres = await startPgliteServer(32)
  cleanups.push(() => postgres.stop())
  ready(postgres.connectionString)
} else if (mode === 'proxy') {
  const proxy = await startRoundRobinProxy(args)
  cleanups.push(() => proxy.close())
  ready(proxy.url)
} else {
  console.error('usage: server-load-child.ts reference <suffix> <domain> <owner> | pglite | proxy <upstream>...')
  process.exit(2)
}
