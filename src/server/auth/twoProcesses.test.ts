/**
 * Integration: two auth-server processes behind one PostgreSQL database (PGlite over its socket
 * server, the real wire protocol), mail over real SMTP into a local sink. A code asked for through
 * one process is accepted by the other; the rate limits count across both.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPgliteServer, type RunningPgliteServer } from '../storage/testing/startPgliteServer.js'
import { AUTH_ERRORS } from './errors.js'
import { generateAuthKeyFile } from './keyFile.js'
import { codeInMail, startMailSink, type RunningMailSink } from './testing/mailSink.js'

const SITE = 'http://127.0.0.1:14273'
const dir = mkdtempSync(join(tmpdir(), 'auth-two-'))
let postgres: RunningPgliteServer
let sink: RunningMailSink
const children: ChildProcess[] = []
let urls: string[] = []

async function startProcess(env: Record<string, string>): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'testing', 'authServerProcess.ts')],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  children.push(child)
  const line = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`auth server process exited (${code})`)))
    createInterface({ input: child.stdout! }).once('line', resolve)
  })
  return `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`
}

const post = async (base: string, path: string, body: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  ;[postgres, sink] = await Promise.all([startPgliteServer(), startMailSink()])
  const keyFile = join(dir, 'auth-keys.json')
  writeFileSync(keyFile, generateAuthKeyFile(), { mode: 0o600 })
  const env = {
    DATABASE_URL: postgres.connectionString,
    AUTH_KEY_FILE: keyFile,
    SMTP_URL: sink.url,
    OTP_SENDS_PER_IP_PER_HOUR: '4',
  }
  // Sequentially: the first applies the migrations; the second finds them applied.
  urls = [await startProcess(env), await startProcess(env)]
}, 60_000)

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(undefined)
          child.once('exit', resolve)
          child.kill('SIGTERM')
        }),
    ),
  )
  await Promise.all([postgres?.stop(), sink?.stop()])
  rmSync(dir, { recursive: true, force: true })
})

describe('two auth-server processes on one PostgreSQL database', () => {
  it('accepts through B the code asked for through A, once, and the session works on both', async () => {
    const [a, b] = urls as [string, string]
    const started = await post(a, '/otp/start', { email: 'two@example.com', site: SITE })
    expect(started.status).toBe(200)
    const code = codeInMail(await sink.waitFor('two@example.com'))
    const verified = await post(b, '/otp/verify', {
      challengeId: started.body.challengeId,
      code,
      deviceId: 'device-0001',
    })
    expect(verified.status).toBe(200)
    const replay = await post(a, '/otp/verify', {
      challengeId: started.body.challengeId,
      code,
      deviceId: 'device-0001',
    })
    expect(replay.body.error).toBe(AUTH_ERRORS.codeUsed)
    for (const base of [a, b]) {
      const session = await fetch(`${base}/session`, {
        headers: { Authorization: `Bearer ${verified.body.token as string}` },
      })
      expect(await session.json()).toEqual({ account: { email: 'two@example.com' } })
    }
  })

  it('counts the resend cooldown and the per-IP hourly limit across both processes', async () => {
    const [a, b] = urls as [string, string]
    // One send so far from this IP (the test above); the limit is 4 per hour.
    expect((await post(a, '/otp/start', { email: 'x1@example.com', site: SITE })).status).toBe(200)
    const cooldown = await post(b, '/otp/start', { email: 'x1@example.com', site: SITE })
    expect([cooldown.status, cooldown.body.error]).toEqual([429, AUTH_ERRORS.resendTooSoon])
    expect((await post(b, '/otp/start', { email: 'x2@example.com', site: SITE })).status).toBe(200)
    expect((await post(a, '/otp/start', { email: 'x3@example.com', site: SITE })).status).toBe(200)
    const overIp = await post(b, '/otp/start', { email: 'x4@example.com', site: SITE })
    expect([overIp.status, overIp.body.error]).toEqual([429, AUTH_ERRORS.tooManyCodes])
  })
})
