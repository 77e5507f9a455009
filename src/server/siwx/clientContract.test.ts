import { afterEach, describe, expect, it, vi } from 'vitest'
import { createServerSiwxStorage } from '../../features/siwx/serverStorage.js'
import { createSiwxMessage } from '../../features/siwx/createSiwxMessage.js'
import type { SiwxMessageFields, SiwxSession } from '../../core/siwx.js'
import { createTestServer, DOMAIN, evmAccount, signSolana, SOLANA_NETWORK, solanaAccount, URI } from './testFixtures.js'

/** The modal's server storage, with its fetch answered by `handle` (same origin: no CORS). */
function connectModal(options: Parameters<typeof createTestServer>[0] = {}) {
  const { server, clock } = createTestServer({ allowedNetworks: ['eip155:1', SOLANA_NETWORK], ...options })
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => server.handle(new Request(new URL(input, URI), init)))
  return { server, clock, storage: createServerSiwxStorage(`${URI}/api/siwx/`) }
}

function fields(chainId: SiwxMessageFields['chainId'], accountAddress: string, nonce: string, now: Date): SiwxMessageFields {
  const expirationTime = new Date(now.getTime() + 3_600_000).toISOString()
  return { accountAddress, chainId, domain: DOMAIN, uri: URI, version: '1', nonce, issuedAt: now.toISOString(), expirationTime }
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
    const message = createSiwxMessage(fields(SOLANA_NETWORK, solanaAccount.address, await storage.getNonce(), clock.now()))
    const signed = { message, signature: signSolana(message), session: {} as SiwxSession }
    expect((await storage.add(signed)).caipAddress).toBe(`${SOLANA_NETWORK}:${solanaAccount.address}`)
    await expect(storage.add(signed)).rejects.toThrow('Unknown or reused nonce')
  })
})
