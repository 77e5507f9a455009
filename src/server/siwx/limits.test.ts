import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { SIWX_SERVER_ERRORS } from './errors.js'
import type { SiwxServerOptions } from './options.js'
import { createTestServer, evmAccount, evmMessage, otherEvmAccount } from './testFixtures.js'

const E = SIWX_SERVER_ERRORS
const BASE = 'http://127.0.0.1:14174/api/siwx'
const json = { 'Content-Type': 'application/json' }
const rule = (limit: number) => ({ limit, windowMs: 60_000 })

function post(path: string, body: string, headers: Record<string, string> = json): Request {
  return new Request(`${BASE}${path}`, { method: 'POST', body, headers })
}

/** A server whose limits are all off but `limits`, so each test sees one rule at work. */
function limited(limits: NonNullable<SiwxServerOptions['rateLimits']>, options: Partial<SiwxServerOptions> = {}) {
  return createTestServer({
    rateLimits: { noncePerIp: false, verifyPerIp: false, verifyPerAddress: false, sessionsPerIp: false, ...limits },
    ...options,
  })
}

const fromIp = (clientIp: string) => ({ clientIp })
const statusOf = async (answer: Promise<Response>) => (await answer).status

describe('POST needs Content-Type: application/json', () => {
  it.each([
    ['no Content-Type', {}],
    ['text/plain', { 'Content-Type': 'text/plain' }],
    ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['a look-alike', { 'Content-Type': 'application/jsonp' }],
  ])('refuses %s with 415 on nonce and verify', async (_, headers) => {
    const { server } = createTestServer()
    for (const path of ['/nonce', '/verify']) {
      const answer = await server.handle(post(path, '{}', headers))
      expect(answer.status).toBe(415)
      expect(await answer.json()).toEqual({ error: E.unsupportedMediaType })
    }
  })

  it('accepts application/json with parameters, in any letter case', async () => {
    const { server } = createTestServer()
    expect(
      await statusOf(server.handle(post('/nonce', '{}', { 'Content-Type': 'Application/JSON; charset=utf-8' }))),
    ).toBe(200)
  })
})

describe('rate limits on every endpoint, fixed windows on the server clock', () => {
  it('limits nonces per IP, answers 429 with Retry-After, and counts again in the next window', async () => {
    const { server, clock } = limited({ noncePerIp: rule(3) })
    for (let i = 0; i < 3; i++)
      expect(await statusOf(server.handle(post('/nonce', '{}'), fromIp('198.51.100.7')))).toBe(200)
    clock.advance(15_000)
    const refused = await server.handle(post('/nonce', '{}'), fromIp('198.51.100.7'))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBe('45')
    expect(await refused.json()).toEqual({ error: E.tooManyRequests })
    expect(await statusOf(server.handle(post('/nonce', '{}'), fromIp('198.51.100.8')))).toBe(200)
    clock.advance(45_000)
    expect(await statusOf(server.handle(post('/nonce', '{}'), fromIp('198.51.100.7')))).toBe(200)
  })

  it('limits verify attempts per IP, failed ones included', async () => {
    const { server } = limited({ verifyPerIp: rule(2) })
    const junk = JSON.stringify({ message: 'hello', signature: '0x' })
    expect(await statusOf(server.handle(post('/verify', junk), fromIp('203.0.113.1')))).toBe(400)
    expect(await statusOf(server.handle(post('/verify', junk), fromIp('203.0.113.1')))).toBe(400)
    expect(await statusOf(server.handle(post('/verify', junk), fromIp('203.0.113.1')))).toBe(429)
  })

  it('limits verify attempts per address across IPs; other addresses go on', async () => {
    const { server, clock } = limited({ verifyPerAddress: rule(2) })
    const attempt = async (account: typeof evmAccount, ip: string) => {
      const { nonce } = await server.issueNonce()
      const message = evmMessage(nonce, clock.now(), { address: account.address })
      const body = JSON.stringify({ message, signature: await account.signMessage({ message }) })
      return statusOf(server.handle(post('/verify', body), fromIp(ip)))
    }
    expect(await attempt(evmAccount, '203.0.113.1')).toBe(200)
    expect(await attempt(evmAccount, '203.0.113.2')).toBe(200)
    expect(await attempt(evmAccount, '203.0.113.3')).toBe(429)
    expect(await attempt(otherEvmAccount, '203.0.113.3')).toBe(200)
  })

  it('does not count a message with an unknown nonce against its address', async () => {
    const { server, clock } = limited({ verifyPerAddress: rule(1) })
    const send = async (nonce: string) => {
      const message = evmMessage(nonce, clock.now())
      return server.handle(
        post('/verify', JSON.stringify({ message, signature: await evmAccount.signMessage({ message }) })),
      )
    }
    for (const unknown of ['unknownNonce12345', 'unknownNonce67890']) {
      const answer = await send(unknown)
      expect([answer.status, await answer.json()]).toEqual([401, { error: E.unknownNonce }])
    }
    expect(await statusOf(send((await server.issueNonce()).nonce))).toBe(200)
  })

  it('limits the sessions routes per IP, before the token is looked at', async () => {
    const { server } = limited({ sessionsPerIp: rule(1) })
    const list = () =>
      server.handle(
        new Request(`${BASE}/sessions?caipNetworkId=eip155:1&address=${evmAccount.address}`),
        fromIp('192.0.2.1'),
      )
    expect(await statusOf(list())).toBe(401)
    expect(await statusOf(list())).toBe(429)
  })

  it('takes the IP from the clientIp option (behind a proxy), and one IPv6 /64 counts as one client', async () => {
    const { server } = limited(
      { noncePerIp: rule(1) },
      { clientIp: (request) => request.headers.get('X-Real-IP') ?? undefined },
    )
    const from = (ip: string) => server.handle(post('/nonce', '{}', { ...json, 'X-Real-IP': ip }), fromIp('10.0.0.1'))
    expect(await statusOf(from('2001:db8:1:2::1'))).toBe(200)
    expect(await statusOf(from('2001:db8:1:2:ffff::9'))).toBe(429)
    expect(await statusOf(from('2001:db8:1:3::1'))).toBe(200)
    expect(await statusOf(from('::ffff:192.0.2.9'))).toBe(200)
    expect(await statusOf(from('192.0.2.9'))).toBe(429)
  })

  it('shares limits between two servers on one storage (processes behind one database)', async () => {
    const storage = createMemoryStorage()
    const a = limited({ noncePerIp: rule(2) }, { storage }).server
    const b = limited({ noncePerIp: rule(2) }, { storage }).server
    const statuses = [
      await statusOf(a.handle(post('/nonce', '{}'), fromIp('192.0.2.1'))),
      await statusOf(b.handle(post('/nonce', '{}'), fromIp('192.0.2.1'))),
    ]
    statuses.push(await statusOf(a.handle(post('/nonce', '{}'), fromIp('192.0.2.1'))))
    expect(statuses).toEqual([200, 200, 429])
  })

  it('keeps one counter per route: nonces do not use up verify attempts of the same IP', async () => {
    const { server } = limited({ noncePerIp: rule(1), verifyPerIp: rule(1), sessionsPerIp: rule(1) })
    expect(await statusOf(server.handle(post('/nonce', '{}'), fromIp('192.0.2.1')))).toBe(200)
    expect(await statusOf(server.handle(post('/verify', '{}'), fromIp('192.0.2.1')))).toBe(400)
    expect(await statusOf(server.handle(new Request(`${BASE}/sessions`), fromIp('192.0.2.1')))).toBe(400)
    expect(await statusOf(server.handle(post('/verify', '{}'), fromIp('192.0.2.1')))).toBe(429)
  })

  it('names the counters in the shared storage siwx:<route>:ip:<client>, the client "unknown" when no IP is known', async () => {
    const storage = createMemoryStorage()
    const keys: string[] = []
    const hit = storage.rateLimits.hit.bind(storage.rateLimits)
    storage.rateLimits.hit = (key, windowMs, now) => (keys.push(key), hit(key, windowMs, now))
    const { server } = createTestServer({ storage })
    await server.handle(post('/nonce', '{}'), fromIp('192.0.2.1'))
    await server.handle(post('/verify', '{}'), fromIp('192.0.2.1'))
    await server.handle(new Request(`${BASE}/sessions`), fromIp('192.0.2.1'))
    await server.handle(post('/nonce', '{}'))
    expect(keys).toEqual([
      'siwx:nonce:ip:192.0.2.1',
      'siwx:verify:ip:192.0.2.1',
      'siwx:sessions:ip:192.0.2.1',
      'siwx:nonce:ip:unknown',
    ])
  })

  it('has limits by default: the 31st nonce of one IP in a minute is refused', async () => {
    const { server } = createTestServer()
    for (let i = 0; i < 30; i++)
      expect(await statusOf(server.handle(post('/nonce', '{}'), fromIp('192.0.2.1')))).toBe(200)
    expect(await statusOf(server.handle(post('/nonce', '{}'), fromIp('192.0.2.1')))).toBe(429)
  })
})
