import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { CaipAddress } from '../src/core/caip.js'
import { createMemoryStorage } from '../src/server/storage/memory/memoryStorage.js'
import type { ServerStorage } from '../src/server/storage/types.js'
import { ACCOUNTS_RESET_PATH, accountTestControls } from './accountTestControls.js'

const ALICE: CaipAddress = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB: CaipAddress = 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const session = (caipAddress: CaipAddress) => ({
  caipAddress,
  caipNetworkId: 'eip155:31337' as const,
  message: 'm',
  signature: '0x01',
  issuedAt: new Date(0).toISOString(),
  expirationTime: new Date(Date.now() + 60_000).toISOString(),
})

const name = (label: string, caipAddress: CaipAddress) => ({
  label,
  coinType: 60,
  address: caipAddress.split(':')[2]!,
  message: 'm',
  signature: '0x01',
  createdAt: new Date(0),
})

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function serve(storage: ServerStorage): Promise<string> {
  const route = accountTestControls(storage)
  server = createServer((request, response) => {
    void route(request, response).then((handled) => handled || response.writeHead(404).end())
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

const post = (url: string, body: string) => fetch(`${url}${ACCOUNTS_RESET_PATH}`, { method: 'POST', body })

describe('the demo test control that resets accounts (SIWX sessions, names)', () => {
  it("deletes the named accounts' sessions and no one else's", async () => {
    const storage = createMemoryStorage()
    await storage.siwx.saveSession(session(ALICE), 'a1')
    await storage.siwx.saveSession(session(ALICE), 'a2')
    await storage.siwx.saveSession(session(BOB), 'b1')
    await storage.names.register(name('alice1234', ALICE))
    await storage.names.register(name('bob12345', BOB))
    const url = await serve(storage)
    const response = await post(url, JSON.stringify({ caipAddresses: [ALICE] }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ sessions: 2, names: 1 })
    expect(await storage.siwx.findSessions(ALICE, new Date())).toEqual([])
    expect(await storage.siwx.findSessions(BOB, new Date())).toHaveLength(1)
    expect(await storage.names.registeredAmong(['alice1234', 'bob12345'])).toEqual(new Set(['bob12345']))
  })

  it('refuses a body that is not a list of CAIP-10 ids, and leaves other paths alone', async () => {
    const url = await serve(createMemoryStorage())
    for (const body of [
      'not json',
      '{}',
      JSON.stringify({ caipAddresses: ['0xabc'] }),
      JSON.stringify({ caipAddresses: Array(101).fill(ALICE) }),
    ]) {
      const response = await post(url, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'Expected { caipAddresses: at most 100 CAIP-10 account ids }' })
    }
    expect((await fetch(`${url}/__test/other`, { method: 'POST' })).status).toBe(404)
  })
})
