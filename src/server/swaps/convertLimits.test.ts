import { describe, expect, it } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../../core/swaps/slippage.js'
import type { RequestInfo } from '../http/requestInfo.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { createConvertService, DEFAULT_CONVERT_RATE_LIMIT, type ConvertServiceOptions } from './createConvertService.js'

// No chain behind it: the routes used here (tokens, approve/spender) never call the RPC.
const CHAIN = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:9',
  router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
  weth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  tokens: [],
} as const

function setup(options: Partial<ConvertServiceOptions> = {}) {
  const service = createConvertService({ chains: [{ ...CHAIN, tokens: [] }], now: () => 1_900_000_000, ...options })
  const get = async (path: string, info?: RequestInfo, init?: RequestInit) => {
    const response = await service.handle(new Request(`http://local/swap/v6.0/31337/${path}`, init), info)
    return {
      status: response.status,
      retryAfter: response.headers.get('Retry-After'),
      body: (await response.json()) as Record<string, unknown>,
    }
  }
  return { service, get }
}

describe('convert service: the per-IP limit', () => {
  // Would have caught: no limit at all; one client got 6,004 RPC-backed quotes in 12 s.
  it('answers 429 "Too many requests" with Retry-After past the limit, per client IP, every route together', async () => {
    const { get } = setup({ rateLimit: { limit: 2, windowMs: 60_000 } })
    expect((await get('tokens', { clientIp: '192.0.2.1' })).status).toBe(200)
    expect((await get('approve/spender', { clientIp: '192.0.2.1' })).status).toBe(200)
    // 1_900_000_000 s is 40 s into its minute: 20 s left.
    expect(await get('tokens', { clientIp: '192.0.2.1' })).toEqual({
      status: 429,
      retryAfter: '20',
      body: { error: 'Too many requests' },
    })
    expect((await get('tokens', { clientIp: '192.0.2.2' })).status).toBe(200)
  })

  it('limits to 300 requests per IP per minute by default, counting IPv6 clients by their /64', async () => {
    expect(DEFAULT_CONVERT_RATE_LIMIT).toEqual({ limit: 300, windowMs: 60_000 })
    const { get } = setup()
    for (let i = 0; i < 300; i++)
      expect((await get('tokens', { clientIp: `2001:db8:1:2::${i.toString(16)}` })).status).toBe(200)
    expect((await get('tokens', { clientIp: '2001:db8:1:2::ffff' })).status).toBe(429)
  }, 30_000)

  it('takes the client IP from the clientIp option first, and counts in the storage it is given', async () => {
    const storage = createMemoryStorage()
    const hits: string[] = []
    const recording = {
      ...storage,
      rateLimits: {
        hit: (key: string, windowMs: number, now: Date) => (hits.push(key), storage.rateLimits.hit(key, windowMs, now)),
      },
    }
    const { get } = setup({
      storage: recording,
      clientIp: (request) => request.headers.get('X-Forwarded-For') ?? undefined,
    })
    await get('tokens', { clientIp: '10.0.0.1' }, { headers: { 'X-Forwarded-For': '198.51.100.7' } })
    await get('tokens', { clientIp: '10.0.0.1' })
    await get('tokens')
    expect(hits).toEqual(['convert:ip:198.51.100.7', 'convert:ip:10.0.0.1', 'convert:ip:unknown'])
  })

  it('does not count CORS preflights', async () => {
    const { service, get } = setup({ rateLimit: { limit: 1, windowMs: 60_000 } })
    const preflight = {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.test', 'Access-Control-Request-Method': 'GET' },
    }
    for (let i = 0; i < 3; i++)
      expect((await service.handle(new Request('http://local/swap/v6.0/31337/tokens', preflight))).status).toBe(204)
    expect((await get('tokens')).status).toBe(200)
  })
  it("counts in the minutes of the service's clock (now(), unix seconds): Retry-After runs to the minute's end, then the client is served again", async () => {
    let now = 1_900_000_000
    const { get } = setup({ rateLimit: { limit: 1, windowMs: 60_000 }, now: () => now })
    expect((await get('tokens')).status).toBe(200)
    now += 10
    expect((await get('tokens')).retryAfter).toBe('10')
    now += 10
    expect((await get('tokens')).status).toBe(200)
  })
})

describe('convert service: CORS and the token list (no RPC call)', () => {
  it('lets any origin GET, and tells preflights GET only, for 10 minutes', async () => {
    const { service } = setup()
    const preflight = await service.handle(
      new Request('http://local/swap/v6.0/31337/tokens', {
        method: 'OPTIONS',
        headers: { Origin: 'https://app.test', 'Access-Control-Request-Method': 'GET' },
      }),
    )
    expect({
      origin: preflight.headers.get('Access-Control-Allow-Origin'),
      methods: preflight.headers.get('Access-Control-Allow-Methods'),
      maxAge: preflight.headers.get('Access-Control-Max-Age'),
    }).toEqual({ origin: '*', methods: 'GET', maxAge: '600' })
    const answer = await service.handle(
      new Request('http://local/swap/v6.0/31337/tokens', { headers: { Origin: 'https://app.test' } }),
    )
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*')
  })

  it('lists the native currency at its 0xEeee… address as ETH, "Ether", 18 decimals', async () => {
    const { get } = setup()
    const { body } = await get('tokens')
    expect(body.tokens).toEqual({
      [NATIVE_TOKEN_ADDRESS.toLowerCase()]: {
        address: NATIVE_TOKEN_ADDRESS,
        symbol: 'ETH',
        name: 'Ether',
        decimals: 18,
      },
    })
  })
})

describe('convert service: amounts over uint256', () => {
  // Would have caught: a 78-digit amount above 2^256 - 1 passed the check and reached the ABI encoder (500).
  it.each([
    ['approve/transaction?tokenAddress=0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2&amount=', String(2n ** 256n)],
    ['approve/transaction?tokenAddress=0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2&amount=', String(10n ** 78n - 1n)],
    [
      'quote?src=0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE&dst=0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2&amount=',
      String(2n ** 256n),
    ],
  ])('refuses %s%s with 400 naming amount, before any RPC call', async (path, value) => {
    const { get } = setup()
    expect(await get(`${path}${value}`)).toEqual({
      status: 400,
      retryAfter: null,
      body: {
        error: 'Bad Request',
        description: 'amount: expected a positive integer in base units, at most 2^256 - 1',
        statusCode: 400,
      },
    })
  })
})
