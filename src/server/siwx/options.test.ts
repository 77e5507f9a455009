import { describe, expect, it } from 'vitest'
import { resolveSiwxServerOptions } from './options.js'

const base = { domain: 'app.example.com', uri: 'https://app.example.com/login' }

describe('resolveSiwxServerOptions', () => {
  it('fills in the defaults and keeps the origin of uri', () => {
    const resolved = resolveSiwxServerOptions(base)
    expect(resolved).toMatchObject({
      origin: 'https://app.example.com',
      scheme: 'https',
      nonceTtlMs: 300_000,
      sessionTtlMs: 86_400_000,
      bodyReadTimeoutMs: 10_000,
    })
    expect(resolved.allowedNetworks).toBeUndefined()
    expect(resolved.allowedOrigins.size).toBe(0)
  })

  it.each([
    [{ domain: '' }, 'SIWX server: domain is required'],
    [{ uri: '/login' }, 'SIWX server: uri must be an absolute http(s) URL, got "/login"'],
    [{ uri: 'myapp://login' }, 'SIWX server: uri must be an absolute http(s) URL, got "myapp://login"'],
    [{ nonceTtlMs: 0 }, 'SIWX server: nonceTtlMs must be a positive number of ms'],
    [{ sessionTtlMs: Number.NaN }, 'SIWX server: sessionTtlMs must be a positive number of ms'],
    [{ maxBodyBytes: 0 }, 'SIWX server: maxBodyBytes must be a positive integer'],
    [{ maxBodyBytes: -1 }, 'SIWX server: maxBodyBytes must be a positive integer'],
    [{ maxBodyBytes: 1.5 }, 'SIWX server: maxBodyBytes must be a positive integer'],
    [{ maxMessageLength: 0 }, 'SIWX server: maxMessageLength must be a positive integer'],
    [{ maxMessageLength: Number.POSITIVE_INFINITY }, 'SIWX server: maxMessageLength must be a positive integer'],
    [{ sweepIntervalMs: 0 }, 'SIWX server: sweepIntervalMs must be a positive number of ms'],
    [{ bodyReadTimeoutMs: 0 }, 'SIWX server: bodyReadTimeoutMs must be a positive number of ms'],
    [{ allowedNetworks: ['eip155'] }, 'Invalid CAIP-2 network id "eip155": expected namespace:reference'],
    [{ rpcUrls: { 'x:y:z': 'http://rpc' } }, 'Invalid CAIP-2 network id "x:y:z": expected namespace:reference'],
  ])('refuses %o', (override, error) => {
    expect(() => resolveSiwxServerOptions({ ...base, ...(override as object) })).toThrow(error)
  })

  it('takes the smallest valid limits, and sweepIntervalMs false as no sweeping', () => {
    expect(
      resolveSiwxServerOptions({ ...base, maxBodyBytes: 1, maxMessageLength: 1, sweepIntervalMs: false }),
    ).toMatchObject({
      maxBodyBytes: 1,
      maxMessageLength: 1,
      sweepIntervalMs: undefined,
    })
  })
})
