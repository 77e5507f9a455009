/**
 * Oversized bodies against the SIWX back end over real HTTP: the server of
 * `wallet-modal/server` mounted with @hono/node-server on loopback, as an operator would. For each
 * hostile body (the review's 200 KB blank-line Solana message, 10 MB and 100 MB streamed without
 * Content-Length, 100 MB announced by Content-Length) it sends a nonce request 1 ms later and
 * prints the time to the 413 and the nonce's latency, next to the nonce's latency on an idle server.
 * Runs 5 rounds; prints min / median / max in ms and the process RSS; asserts nothing (needs no build and no browser).
 */
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { createSiwxServer } from '../src/server/index.js'
import { solanaAccount, solanaMessage } from '../src/server/siwx/testFixtures.js'

const MiB = 1024 * 1024
const ROUNDS = 5

// Rate limits off: this measures the body limit alone (every request here comes from one IP).
const siwx = createSiwxServer({
  domain: '127.0.0.1',
  uri: 'http://127.0.0.1',
  rateLimits: { noncePerIp: false, verifyPerIp: false, verifyPerAddress: false, sessionsPerIp: false },
  sweepIntervalMs: false,
})
const server = serve({ fetch: (request) => siwx.handle(request), hostname: '127.0.0.1', port: 0 })
await new Promise((resolve) => server.once('listening', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const json = { 'Content-Type': 'application/json' }

/** A body made on demand, 64 KiB per pull, so the client never holds it whole either. */
function lazyBody(total: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x61)
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close()
      sent += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
}

const blankLines = JSON.stringify({
  message: solanaMessage('abcdef1234567890', new Date()).replace(
    `${solanaAccount.address}\n`,
    `${solanaAccount.address}\n${'\n'.repeat(100_000)}`,
  ),
  signature: 'x',
})

const hostile: Record<string, () => RequestInit> = {
  '200 KB blank-line Solana message': () => ({ method: 'POST', headers: json, body: blankLines }),
  '10 MB streamed, no Content-Length': () =>
    ({ method: 'POST', headers: json, body: lazyBody(10 * MiB), duplex: 'half' }) as RequestInit,
  '100 MB streamed, no Content-Length': () =>
    ({ method: 'POST', headers: json, body: lazyBody(100 * MiB), duplex: 'half' }) as RequestInit,
  '100 MB with Content-Length': () =>
    ({
      method: 'POST',
      headers: { ...json, 'Content-Length': String(100 * MiB) },
      body: lazyBody(100 * MiB),
      duplex: 'half',
    }) as RequestInit,
}

async function timed(init: RequestInit, path: string): Promise<{ ms: number; status: number }> {
  const t0 = performance.now()
  const response = await fetch(`${base}${path}`, init)
  const ms = performance.now() - t0
  await response.body?.cancel()
  return { ms, status: response.status }
}

const nonce = (): Promise<{ ms: number; status: number }> =>
  timed({ method: 'POST', headers: json, body: '{}' }, '/nonce')
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const f = (n: number) => n.toFixed(1).padStart(7)
  return `min ${f(s[0]!)}  median ${f(s[s.length >> 1]!)}  max ${f(s[s.length - 1]!)}`
}

for (let i = 0; i < 3; i++) await nonce() // warm up the connection pool and the JIT
const idle: number[] = []
for (let i = 0; i < ROUNDS; i++) idle.push((await nonce()).ms)
console.log(`${'nonce on an idle server'.padEnd(36)} ${stats(idle)}`)

for (const [name, init] of Object.entries(hostile)) {
  const refused: number[] = []
  const concurrent: number[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const attack = timed(init(), '/verify')
    await new Promise((resolve) => setTimeout(resolve, 1))
    const [a, n] = await Promise.all([attack, nonce()])
    if (a.status !== 413 || n.status !== 200) throw new Error(`${name}: got ${a.status} and nonce ${n.status}`)
    refused.push(a.ms)
    concurrent.push(n.ms)
  }
  console.log(`${name.padEnd(36)} 413 after ${stats(refused)} | concurrent nonce ${stats(concurrent)}`)
}

console.log(`server process RSS after all rounds: ${(process.memoryUsage().rss / MiB).toFixed(0)} MiB`)
server.close()
