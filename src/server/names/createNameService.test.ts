import { privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { signedEvmRegistration } from './__fixtures__/signedRegistration.js'
import { createNameService, NAME_NONCE_TTL_MS } from './createNameService.js'
import { NameServiceError } from './errors.js'

const KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const T0 = new Date('2030-01-01T00:00:00.000Z')

function setup(options: { gatewayPrivateKey?: `0x${string}` } = {}) {
  const storage = createMemoryStorage()
  const clock = { now: T0 }
  const service = createNameService({
    suffix: 'modal.id',
    legacySuffixes: ['old.id'],
    domain: 'names.test',
    storage,
    now: () => clock.now,
    ...options,
  })
  return { service, storage, clock }
}

async function register(service: ReturnType<typeof setup>['service'], label: string) {
  return service.register(
    await signedEvmRegistration(service, { label, suffix: 'modal.id', owner: alice, issuedAt: T0 }),
  )
}

describe('createNameService', () => {
  it('issues nonces that stay valid for 5 minutes', async () => {
    const { service, storage, clock } = setup()
    expect(NAME_NONCE_TTL_MS).toBe(300_000)
    clock.now = new Date(T0.getTime() + 1500)
    const first = await service.issueNonce()
    const second = await service.issueNonce()
    expect(first.expiresAt).toBe('2030-01-01T00:05:01.500Z')
    expect(first.nonce).not.toBe(second.nonce)
    expect(await storage.names.consumeNonce(first.nonce, new Date(T0.getTime() + 1500 + NAME_NONCE_TTL_MS - 1))).toBe(
      true,
    )
    expect(await storage.names.consumeNonce(second.nonce, new Date(T0.getTime() + 1500 + NAME_NONCE_TTL_MS))).toBe(
      false,
    )
  })

  it('looks a name up under the suffix or a legacy one, and nothing for another name', async () => {
    const { service } = setup()
    await register(service, 'alice1234')
    const registered = {
      name: 'alice1234.modal.id',
      coinType: 60,
      address: alice.address,
      registeredAt: T0.toISOString(),
    }
    expect(await service.lookup('Alice1234.modal.id')).toEqual(registered)
    expect(await service.lookup('alice1234.old.id')).toEqual(registered)
    expect(await service.lookup('alice1234.eth')).toBeUndefined()
    expect(await service.lookup('alice1234')).toBeUndefined()
    expect(await service.lookup('bob12345.modal.id')).toBeUndefined()
  })

  it('reverses an address to its names, newest first; [] for an invalid address; refuses other coin types', async () => {
    const { service, clock } = setup()
    await register(service, 'alice1234')
    clock.now = new Date(T0.getTime() + 1000)
    await register(service, 'alice5678')
    expect((await service.reverse(60, alice.address.toLowerCase())).map((r) => r.name)).toEqual([
      'alice5678.modal.id',
      'alice1234.modal.id',
    ])
    expect(await service.reverse(60, '0x1234')).toEqual([])
    expect(await service.reverse(501, alice.address)).toEqual([])
    const error = await service.reverse(0, alice.address).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NameServiceError)
    expect(error).toMatchObject({ name: 'NameServiceError', message: 'Unsupported coin type', status: 400 })
  })

  it('offers suggestions with whether each is taken', async () => {
    const { service } = setup()
    await register(service, 'alice1')
    expect(await service.suggestions('alice1.modal.id')).toEqual([
      { name: 'alice1.modal.id', registered: true },
      ...['alice11', 'alice12', 'alice13', 'alice14'].map((label) => ({
        name: `${label}.modal.id`,
        registered: false,
      })),
    ])
  })

  it('has a gateway signer only with a gateway key, and refuses gateway requests without one', async () => {
    expect(setup({ gatewayPrivateKey: KEY }).service.gatewaySigner).toBe(privateKeyToAddress(KEY))
    const { service } = setup()
    expect(service.gatewaySigner).toBeUndefined()
    await expect(service.answerGateway('0x00000000000000000000000000000000000e5e00', '0x')).rejects.toThrow(
      new Error('names: no gatewayPrivateKey configured'),
    )
  })

  it('serves its routes at the root without a mountPath', async () => {
    const { service } = setup()
    await register(service, 'alice1234')
    const response = await service.handle(new Request('http://names.test/lookup/alice1234.modal.id'))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ name: 'alice1234.modal.id' })
  })
})
