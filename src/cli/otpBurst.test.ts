/**
 * A burst of login-code requests on PostgreSQL (PGlite over its socket server): 50 concurrent
 * POST /api/auth/otp/start for distinct addresses, through one `wallet-modal-server start` process
 * and through two behind a round-robin proxy, with every code limit raised out of the way. Each is
 * answered 200 and mailed; none fails with 500 or 503 while the database is there, and the server
 * logs no unexpected error.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningMailSink, startMailSink } from '../server/auth/testing/mailSink.js'
import { type RunningPgliteServer, startPgliteServer } from '../server/storage/testing/startPgliteServer.js'
import { initProject } from './init.js'
import { type RoundRobinProxy, startRoundRobinProxy } from './testing/roundRobinProxy.js'
import { type SpawnedServer, spawnServer } from './testing/spawnServer.js'

const SITE = 'http://127.0.0.1:14995'
const BURST = 50
const LIMITS_RAISED = {
  WALLET_MODAL__AUTH__OTP_SENDS_PER_IP_PER_HOUR: '1000000',
  WALLET_MODAL__AUTH__OTP_SENDS_PER_EMAIL_PER_HOUR: '1000000',
  WALLET_MODAL__AUTH__OTP_SENDS_PER_EMAIL_PER_HOUR_TOTAL: '1000000',
}
let postgres: RunningPgliteServer
let sink: RunningMailSink
const servers: SpawnedServer[] = []
let proxy: RoundRobinProxy

beforeAll(async () => {
  ;[postgres, sink] = await Promise.all([startPgliteServer(32), startMailSink({ keep: 4 * BURST })])
  const { configFile } = initProject({ dir: mkdtempSync(join(tmpdir(), 'wm-otp-burst-')), site: SITE })
  const env = { DATABASE_URL: postgres.connectionString, SMTP_URL: sink.url, ...LIMITS_RAISED }
  // One after the other: the first applies the migrations.
  servers.push(await spawnServer(configFile, env))
  servers.push(await spawnServer(configFile, env))
  proxy = await startRoundRobinProxy(servers.map((s) => s.apiUrl))
}, 90_000)

afterAll(async () => {
  await proxy?.close()
  await Promise.all(servers.map((s) => s.stop()))
  await Promise.all([postgres?.stop(), sink?.stop()])
})

/** `BURST` OTP starts at once through `base`, for `<prefix><i>@example.com`: each one's status and error. */
async function burst(base: string, prefix: string): Promise<string[]> {
  return Promise.all(
    Array.from({ length: BURST }, async (_, i) => {
      const response = await fetch(`${base}/api/auth/otp/start`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `${prefix}${i}@example.com`, site: SITE }),
      })
      const body = (await response.json()) as { error?: string }
      return response.status === 200 ? '200' : `${response.status} ${body.error}`
    }),
  )
}

const unexpectedErrors = () => servers.flatMap((s) => s.logs).filter((line) => line.msg === 'unexpected error')

describe(`${BURST} concurrent OTP starts on PostgreSQL`, () => {
  it('are all answered 200 and mailed by one process', async () => {
    expect(await burst(servers[0]!.apiUrl, 'one')).toEqual(Array(BURST).fill('200'))
    expect(unexpectedErrors()).toEqual([])
    for (const i of [0, BURST - 1])
      expect((await sink.waitFor(`one${i}@example.com`)).to).toEqual([`one${i}@example.com`])
  }, 60_000)

  it('are all answered 200 and mailed by two processes behind a round-robin proxy', async () => {
    expect(await burst(proxy.url, 'two')).toEqual(Array(BURST).fill('200'))
    expect(new Set(proxy.served.slice(-BURST)).size).toBe(2)
    expect(unexpectedErrors()).toEqual([])
    for (const i of [0, BURST - 1])
      expect((await sink.waitFor(`two${i}@example.com`)).to).toEqual([`two${i}@example.com`])
  }, 60_000)
})
