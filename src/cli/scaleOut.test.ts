/**
 * Scale-out: two `wallet-modal-server start` processes on one PostgreSQL (PGlite over its socket
 * server) behind a small round-robin proxy, as a load balancer runs them. A SIWX session made
 * through one is valid on the other; the per-IP code limit counts across both (the 21st code in
 * the hour is refused whichever process gets it); one process killed (SIGKILL) mid-run loses no
 * session and no name, and the survivor serves every request after it.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Hex, getAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildNameRegistrationMessage } from '../server/index.js'
import { startMailSink, type RunningMailSink } from '../server/auth/testing/mailSink.js'
import { startPgliteServer, type RunningPgliteServer } from '../server/storage/testing/startPgliteServer.js'
import { initProject } from './init.js'
import { type RoundRobinProxy, startRoundRobinProxy } from './testing/roundRobinProxy.js'
import { type SpawnedServer, spawnServer } from './testing/spawnServer.js'

const SITE = 'http://127.0.0.1:14996'
const DOMAIN = '127.0.0.1:14996'
/** Where browsers would reach the proxy (publicUrl): the host the name registrations name. */
const PUBLIC_URL = 'http://127.0.0.1:14997'
/** The address the proxy says each request came from (X-Forwarded-For), as a load balancer would. */
const CLIENT_IP = '198.51.100.7'
const dir = mkdtempSync(join(tmpdir(), 'wm-scale-'))
let postgres: RunningPgliteServer
let sink: RunningMailSink
const servers: SpawnedServer[] = []
let proxy: RoundRobinProxy

const post = async (base: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> }
}

/** Signs in with a fresh EVM key: nonce from `nonceFrom`, verify at `verifyAt`; returns the token and address. */
async function signIn(nonceFrom: string, verifyAt: string): Promise<{ token: string; address: string }> {
  const account = privateKeyToAccount(generatePrivateKey())
  const { body: issued } = await post(nonceFrom, '/api/siwx/nonce', {})
  const message = createSiweMessage({
    domain: DOMAIN,
    uri: SITE,
    address: account.address,
    chainId: 1,
    nonce: issued.nonce as string,
    version: '1',
    issuedAt: new Date(),
  })
  const verified = await post(verifyAt, '/api/siwx/verify', {
    message,
    signature: await account.signMessage({ message }),
  })
  expect(verified.status).toBe(200)
  return { token: verified.body.token as string, address: account.address }
}

/** The sessions of `address` as seen through `base` with `token` (200 and the list, or the status). */
async function sessionsAt(base: string, address: string, token: string) {
  const response = await fetch(`${base}/api/siwx/sessions?caipNetworkId=eip155:1&address=${address}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return { status: response.status, sessions: ((await response.json()) as { sessions?: unknown[] }).sessions }
}

/** Registers `label` for a fresh EVM key through `base`. */
async function registerName(base: string, label: string): Promise<number> {
  const account = privateKeyToAccount(generatePrivateKey() as Hex)
  const { body: issued } = await post(base, '/api/names/nonce', {})
  const name = `${label}.names.example.com`
  const message = buildNameRegistrationMessage({
    name,
    address: getAddress(account.address),
    coinType: 60,
    domain: new URL(PUBLIC_URL).host,
    nonce: issued.nonce as string,
    issuedAt: new Date().toISOString(),
  })
  const signature = await account.signMessage({ message })
  return (await post(base, '/api/names/register', { name, coinType: 60, address: account.address, message, signature }))
    .status
}

beforeAll(async () => {
  ;[postgres, sink] = await Promise.all([startPgliteServer(16), startMailSink()])
  const { configFile } = initProject({ dir, site: SITE, publicUrl: PUBLIC_URL })
  const env = {
    DATABASE_URL: postgres.connectionString,
    SMTP_URL: sink.url,
    WALLET_MODAL__TRUST_PROXY: 'true',
    WALLET_MODAL__DATABASE__POOL_SIZE: '4',
    WALLET_MODAL__NAMES__SUFFIX: 'names.example.com',
  }
  // One after the other: the first applies the migrations, the second finds them applied.
  servers.push(await spawnServer(configFile, env))
  servers.push(await spawnServer(configFile, env))
  proxy = await startRoundRobinProxy(
    servers.map((s) => s.apiUrl),
    { forwardedFor: CLIENT_IP },
  )
}, 90_000)

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()))
  await proxy?.close()
  await Promise.all([postgres?.stop(), sink?.stop()])
})

describe('two wallet-modal-server processes on one PostgreSQL behind a round-robin proxy', () => {
  it('keeps a SIWX session made through one valid on the other', async () => {
    const [a, b] = servers.map((s) => s.apiUrl) as [string, string]
    const { token, address } = await signIn(a, b)
    for (const base of [a, b, proxy.url, proxy.url]) {
      const { status, sessions } = await sessionsAt(base, address, token)
      expect(status).toBe(200)
      expect(sessions).toHaveLength(1)
    }
  })

  it('counts the per-IP code limit across both: the 21st code in the hour is refused', async () => {
    const statuses: number[] = []
    for (let i = 1; i <= 21; i++) {
      statuses.push((await post(proxy.url, '/api/auth/otp/start', { email: `ip${i}@example.com`, site: SITE })).status)
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200))
    expect(statuses[20]).toBe(429)
    // Whichever process gets it: both refuse now.
    for (const base of servers.map((s) => s.apiUrl)) {
      const refused = await post(
        base,
        '/api/auth/otp/start',
        { email: 'late@example.com', site: SITE },
        {
          'x-forwarded-for': CLIENT_IP,
        },
      )
      expect(refused.status).toBe(429)
    }
    expect(new Set(proxy.served.slice(-21)).size).toBe(2)
    expect((await sink.waitFor('ip20@example.com')).to).toEqual(['ip20@example.com'])
    const metrics = await (await fetch(servers[0]!.metricsUrl)).text()
    expect(metrics).toMatch(/wallet_modal_rate_limited_total\{route="\/api\/auth\/otp\/start"\} [1-9]/)
    expect(metrics).toMatch(/wallet_modal_otp_mails_sent_total [1-9]/)
  })

  it('loses no session and no name when one process is killed mid-run; the survivor serves the rest', async () => {
    const before = []
    for (let i = 0; i < 2; i++) before.push(await signIn(proxy.url, proxy.url))
    const names = ['scale-one', 'scale-two', 'scale-three']
    for (const label of names) expect(await registerName(proxy.url, label)).toBe(201)

    // Mid-run: a burst of requests is under way through the proxy when the process dies.
    const burst = Array.from({ length: 20 }, (_, i) =>
      i % 2
        ? post(proxy.url, '/api/siwx/nonce', {}).then((r) => r.status)
        : fetch(`${proxy.url}/api/names/lookup/${names[i % 3]}.names.example.com`).then((r) => r.status),
    )
    await new Promise((resolve) => setTimeout(resolve, 5))
    servers[1]!.child.kill('SIGKILL')
    expect(await servers[1]!.exited).toBe('SIGKILL')
    // What B had not answered, the proxy sent to A (as a proxy retries a refused or reset upstream).
    expect(await Promise.all(burst)).toEqual(Array(20).fill(200))
    const survivor = servers[0]!.apiUrl
    const servedBefore = proxy.served.length

    const after = ['scale-four', 'scale-five']
    for (const label of after) expect(await registerName(proxy.url, label)).toBe(201)
    for (const label of [...names, ...after]) {
      const lookup = await fetch(`${proxy.url}/api/names/lookup/${label}.names.example.com`)
      expect(lookup.status).toBe(200)
    }
    for (const { token, address } of [...before, await signIn(proxy.url, proxy.url)]) {
      expect((await sessionsAt(proxy.url, address, token)).status).toBe(200)
    }
    expect(new Set(proxy.served.slice(servedBefore))).toEqual(new Set([survivor]))
    expect((await fetch(`${survivor}/readyz`)).status).toBe(200)
  })
})
