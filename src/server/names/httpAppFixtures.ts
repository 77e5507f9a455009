import { expect } from 'vitest'
import { encodeFunctionData, namehash, toHex, type Hex } from 'viem'
import { packetToBytes } from 'viem/ens'
import type { RequestInfo } from '../http/requestInfo.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import type { ServerStorage } from '../storage/types.js'
import { createNameService } from './createNameService.js'
import { NAME_GATEWAY_ABI, RESOLVER_PROFILE_ABI } from './gatewayAbi.js'
import type { NameServiceOptions } from './options.js'

/** The names HTTP tests' service, storage, requests and CORS helpers (httpApp*.test.ts). */
export const BASE = 'http://names.test/api/names'
export const APP = 'https://app.test'
export const KEY: Hex = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'
export const RESOLVER = '0x00000000000000000000000000000000000e5e00'
export const T0 = new Date('2030-01-01T00:00:00.000Z')

/** The memory storage, its rate-limit hits recorded as 'key windowMs now'. */
export function recordingStorage(): { storage: ServerStorage; hits: string[] } {
  const storage = createMemoryStorage()
  const hits: string[] = []
  const rateLimits = {
    hit: (key: string, windowMs: number, now: Date) => {
      hits.push(`${key} ${windowMs} ${now.toISOString()}`)
      return storage.rateLimits.hit(key, windowMs, now)
    },
  }
  return { storage: { ...storage, rateLimits }, hits }
}

export function setup(options: Partial<NameServiceOptions> = {}) {
  const { storage, hits } = recordingStorage()
  const service = createNameService({
    suffix: 'modal.id',
    domain: 'names.test',
    storage,
    gatewayPrivateKey: KEY,
    allowedOrigins: [APP],
    now: () => T0,
    mountPath: '/api/names',
    ...options,
  })
  const call = (path: string, init?: RequestInit, info?: RequestInfo) =>
    service.handle(new Request(`${BASE}${path}`, init), info)
  const post = (
    path: string,
    body: string,
    headers: Record<string, string> = { 'Content-Type': 'application/json' },
    info?: RequestInfo,
  ) => call(path, { method: 'POST', headers, body }, info)
  return { service, call, post, hits }
}

export async function expectJson(response: Response, status: number, body: unknown) {
  expect(response.status).toBe(status)
  expect(response.headers.get('Content-Type')).toBe('application/json')
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  expect(await response.json()).toEqual(body)
}

export const preflight = (origin: string, method = 'POST') => ({
  method: 'OPTIONS',
  headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'x-other' },
})
export const corsOf = (response: Response) => ({
  origin: response.headers.get('Access-Control-Allow-Origin'),
  methods: response.headers.get('Access-Control-Allow-Methods'),
  headers: response.headers.get('Access-Control-Allow-Headers'),
  maxAge: response.headers.get('Access-Control-Max-Age'),
})

export const NAME = 'alice1234.modal.id'
export const RESOLVE = encodeFunctionData({
  abi: NAME_GATEWAY_ABI,
  functionName: 'resolve',
  args: [
    toHex(packetToBytes(NAME)),
    encodeFunctionData({ abi: RESOLVER_PROFILE_ABI, functionName: 'addr', args: [namehash(NAME)] }),
  ],
})
