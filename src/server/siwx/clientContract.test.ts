import { afterEach, describe, expect, it, vi } from 'vitest'
import { createServerSiwxStorage } from '../../features/siwx/serverStorage.js'
import { createSiwxMessage } from '../../features/siwx/createSiwxMessage.js'
import type { SiwxMessageFields, SiwxSession } from '../../core/siwx.js'
import { createMemoryBackend, createPersistence, type KeyValueBackend } from '../../core/storage.js'
import { createTestServer, DOMAIN, evmAccount, signSolana, SOLANA_NETWORK, solanaAccount, URI } from './testFixtures.js'

/** The modal's server storage, with its fetch answered by `handle` (same origin: no CORS). */
function connectModal(options: Parameters<typeof createTestServer>[0] = {}) {
  const { server, clock } = createTestServer({ allowedNetworks: ['eip155:1', SOLANA_NETWORK], ...options })
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => server.handle(new Request(new URL(input, URI), init)))
  /** A modal instance: its own persistence over `backend` (a page's localStorage, say). */
  const instance = (backend: KeyValueBackend = createMemoryBackend(), storageKey = 'wallet-modal') => {
    const persistence = createPersistence(storageKey, backend)
    return createServerSiwxStorage(`${URI}/api/siwx/`, () => persistence)
  }
  return { server, clock, storage: instance(), instance }
}

async function signInEvm(storage: ReturnType<typeof createServerSiwxStorage>, now: Date): Promise<SiwxSession> {
  const message = createSiwxMessage(fields('eip155:1', evmAccount.address, await storage.getNonce(), now))
  return storage.add({ message, signature: await evmAccount.signMessage({ message }), session: {} as SiwxSession })
}

function fields(
  chainId: SiwxMessageFields['chainId'],
  accountAddress: string,
  nonce: string,
  now: Date,
): SiwxMessageFields {
  const expirationTime = new Date(now.getTime() + 3_600_000).toISOString()
  return {
    accountAddress,
    chainId,
    domain: DOMAIN,
    uri: URI,
    version: '1',
    nonce,
    issuedAt: now.toISOString(),
    expirationTime,
  }
}

describe("the modal's SIWX client against this server", () => {
  afterEach(() => vi.unstubAllGlobals())

  it('signs in, lists and signs out an EVM account', async () => {
    const { clock, storage } = connectModal()
    const message = createSiwxMessage(fields('eip155:1', evmAccount.address, await storage.getNonce(), clock.now()))
    const signature = await evmAccount.signMessage({ message })
    const session = await storage.add({ message, signature, session: {} as SiwxSession })
    expect(session.expirationTime).toBe('2030-01-01T01:00:00.000Z')
    expect(await storage.get('eip155:1', evmAccount.address)).toEqual([session])
    await storage.delete('eip155:1', evmAccount.address)
    expect(await storage.get('eip155:1', evmAccount.address)).toEqual([])
  })

  it('signs in a Solana account; a replay fails with the server reason', async () => {
    const { clock, storage } = connectModal()
    const message = createSiwxMessage(
      fields(SOLANA_NETWORK, solanaAccount.address, await storage.getNonce(), clock.now()),
    )
    const signed = { message, signature: signSolana(message), session: {} as SiwxSession }
    expect((await storage.add(signed)).caipAddress).toBe(`${SOLANA_NETWORK}:${solanaAccount.address}`)
    await expect(storage.add(signed)).rejects.toThrow('Unknown or reused nonce')
  })

  it('keeps the session token per instance: a reload finds the session, another instance does not', async () => {
    const { clock, instance } = connectModal()
    const page = createMemoryBackend()
    const session = await signInEvm(instance(page), clock.now())
    expect(await instance(page).get('eip155:1', evmAccount.address)).toEqual([session])
    expect(await instance(page, 'other-modal').get('eip155:1', evmAccount.address)).toEqual([])
    expect(await instance().get('eip155:1', evmAccount.address)).toEqual([])
  })

  it('cannot sign another instance out: its DELETE is refused and the session stays', async () => {
    const { server, clock, instance } = connectModal()
    await signInEvm(instance(), clock.now())
    await expect(instance().delete('eip155:1', evmAccount.address)).rejects.toThrow('Missing or invalid session token')
    expect(await server.getSessions({ caipNetworkId: 'eip155:1', address: evmAccount.address })).toHaveLength(1)
  })

  it('discards a corrupt stored token map without failing, and signs in again', async () => {
    const { clock, instance } = connectModal()
    const page = createMemoryBackend()
    page.setItem('wallet-modal:siwx:tokens', '{"eip155:1:0xab": 42')
    expect(await instance(page).get('eip155:1', evmAccount.address)).toEqual([])
    expect(page.getItem('wallet-modal:siwx:tokens')).toBeNull()
    const session = await signInEvm(instance(page), clock.now())
    expect(await instance(page).get('eip155:1', evmAccount.address)).toEqual([session])
  })

  it('forgets the token on sign-out; the server refuses it afterwards', async () => {
    const { server, clock, instance } = connectModal()
    const page = createMemoryBackend()
    await signInEvm(instance(page), clock.now())
    const token = (JSON.parse(page.getItem('wallet-modal:siwx:tokens')!) as Record<string, string>)[
      `eip155:1:${evmAccount.address.toLowerCase()}`
    ]!
    await instance(page).delete('eip155:1', evmAccount.address)
    expect(JSON.parse(page.getItem('wallet-modal:siwx:tokens')!)).toEqual({})
    expect(await server.authenticate(token)).toBeUndefined()
  })
})
