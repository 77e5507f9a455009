import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { DEFAULT_NAME_RATE_LIMITS, resolveNameServiceOptions } from './options.js'

const KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'
const BASE = { suffix: 'modal.id', domain: 'names.test' }

describe('name service options', () => {
  it('fills in the defaults', () => {
    const before = Date.now()
    const resolved = resolveNameServiceOptions(BASE)
    expect(resolved).toMatchObject({
      suffix: 'modal.id',
      suffixes: ['modal.id'],
      domain: 'names.test',
      evmRpcUrl: undefined,
      gatewayPrivateKey: undefined,
      gatewayTtlSeconds: 300,
      maxBodyBytes: 8192,
      bodyReadTimeoutMs: 10_000,
      rateLimits: DEFAULT_NAME_RATE_LIMITS,
      clientIp: undefined,
    })
    expect([...resolved.allowedOrigins]).toEqual([])
    expect(typeof resolved.storage.names.saveNonce).toBe('function')
    const now = resolved.now().getTime()
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now).toBeLessThanOrEqual(Date.now())
  })

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses a bodyReadTimeoutMs of %s', (value) => {
    expect(() => resolveNameServiceOptions({ ...BASE, bodyReadTimeoutMs: value })).toThrow(
      'names: bodyReadTimeoutMs must be a positive number of ms',
    )
    expect(resolveNameServiceOptions({ ...BASE, bodyReadTimeoutMs: 1 }).bodyReadTimeoutMs).toBe(1)
  })

  it('defaults to 30 nonces, 10 registrations, 600 reads and 600 gateway answers per IP per minute, and 5 registrations per address per hour', () => {
    expect(DEFAULT_NAME_RATE_LIMITS).toEqual({
      nonce: { limit: 30, windowMs: 60_000 },
      register: { limit: 10, windowMs: 60_000 },
      reads: { limit: 600, windowMs: 60_000 },
      gateway: { limit: 600, windowMs: 60_000 },
      registerPerAddress: { limit: 5, windowMs: 3_600_000 },
    })
  })

  it('keeps what the operator gives, the current suffix first, and merges partial rate limits', () => {
    const storage = createMemoryStorage()
    const now = () => new Date(0)
    const clientIp = () => '192.0.2.1'
    const resolved = resolveNameServiceOptions({
      ...BASE,
      legacySuffixes: ['old.id', 'older.example.com'],
      storage,
      evmRpcUrl: 'http://rpc.test',
      gatewayPrivateKey: KEY,
      gatewayTtlSeconds: 60,
      allowedOrigins: ['https://app.test', 'https://app.test', 'https://other.test'],
      maxBodyBytes: 100,
      rateLimits: { register: { limit: 1, windowMs: 1000 } },
      clientIp,
      now,
    })
    expect(resolved.suffixes).toEqual(['modal.id', 'old.id', 'older.example.com'])
    expect(resolved.storage).toBe(storage)
    expect(resolved.evmRpcUrl).toBe('http://rpc.test')
    expect(resolved.gatewayPrivateKey).toBe(KEY)
    expect(resolved.gatewayTtlSeconds).toBe(60)
    expect([...resolved.allowedOrigins]).toEqual(['https://app.test', 'https://other.test'])
    expect(resolved.maxBodyBytes).toBe(100)
    expect(resolved.rateLimits).toEqual({ ...DEFAULT_NAME_RATE_LIMITS, register: { limit: 1, windowMs: 1000 } })
    expect(resolved.clientIp).toBe(clientIp)
    expect(resolved.now).toBe(now)
  })

  it('keeps an explicit 0 for the TTL and the body limit', () => {
    const resolved = resolveNameServiceOptions({ ...BASE, gatewayTtlSeconds: 0, maxBodyBytes: 0 })
    expect([resolved.gatewayTtlSeconds, resolved.maxBodyBytes]).toEqual([0, 0])
  })

  it.each(['Modal.id', '.modal.id', 'modal.id.', 'modal..id', 'modal_id', 'modal id', '', 'a.b/c', ' modal.id'])(
    'refuses the suffix %j with its text',
    (suffix) => {
      expect(() => resolveNameServiceOptions({ ...BASE, suffix })).toThrow(
        new Error(`names: suffix must be lowercase labels separated by dots, got "${suffix}"`),
      )
    },
  )

  it.each(['modal.id', 'id', 'names.example-1.com', 'x-y'])('accepts the suffix %j', (suffix) => {
    expect(resolveNameServiceOptions({ ...BASE, suffix }).suffix).toBe(suffix)
  })

  it('refuses a legacy suffix that is not lowercase labels, naming it', () => {
    expect(() => resolveNameServiceOptions({ ...BASE, legacySuffixes: ['old.id', 'Old.ID'] })).toThrow(
      new Error('names: suffix must be lowercase labels separated by dots, got "Old.ID"'),
    )
  })

  it('requires a domain', () => {
    expect(() => resolveNameServiceOptions({ ...BASE, domain: '' })).toThrow(new Error('names: domain is required'))
  })

  it.each([
    ['63 hex digits', KEY.slice(0, -1)],
    ['65 hex digits', `${KEY}0`],
    ['no 0x', KEY.slice(2)],
    ['a non-hex digit', `${KEY.slice(0, -1)}g`],
    ['empty', ''],
  ])('refuses a gateway key with %s', (_, gatewayPrivateKey) => {
    expect(() => resolveNameServiceOptions({ ...BASE, gatewayPrivateKey: gatewayPrivateKey as `0x${string}` })).toThrow(
      new Error('names: gatewayPrivateKey must be 0x and 64 hex digits'),
    )
  })

  it('checks the suffixes before the domain and the domain before the key', () => {
    expect(() => resolveNameServiceOptions({ suffix: 'BAD', domain: '', gatewayPrivateKey: '0x1' })).toThrow(
      'names: suffix must',
    )
    expect(() => resolveNameServiceOptions({ suffix: 'ok.id', domain: '', gatewayPrivateKey: '0x1' })).toThrow(
      'names: domain is required',
    )
  })
})
