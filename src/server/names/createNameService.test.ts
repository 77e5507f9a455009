import { decodeAbiParameters, type Hex } from 'viem'
import { privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { addr, resolveCall } from './__fixtures__/gatewayCalls.js'
import { signedEvmRegistration } from './__fixtures__/signedRegistration.js'
import { createNameService, GATEWAY_CACHE_ENTRIES, NAME_NONCE_TTL_MS } from './createNameService.js'
import { NameServiceError } from './errors.js'
import { GATEWAY_ANSWER_PARAMETERS } from './gatewayAbi.js'

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

describe('createNameService: the gateway answer cache', () => {
  const RESOLVER = '0x00000000000000000000000000000000000eff00'
  const NAME = 'alice1234.modal.id'
  const DATA = resolveCall(NAME, addr(NAME))
  /** A service with a gateway key (answers valid 300 s), and how many records its gateway has read so far. */
  function gateway() {
    const { service, storage, clock } = setup({ gatewayPrivateKey: KEY })
    const findByLabel = vi.spyOn(storage.names, 'findByLabel')
    const readsOf = async (sender: string, data: string = DATA) => {
      const before = findByLabel.mock.calls.length
      const answer = await service.answerGateway(sender, data)
      return { reads: findByLabel.mock.calls.length - before, answer }
    }
    const at = (ms: number) => {
      clock.now = new Date(T0.getTime() + ms)
    }
    return { service, readsOf, at }
  }
  const expiresOf = (answer: Hex) => decodeAbiParameters(GATEWAY_ANSWER_PARAMETERS, answer)[1]

  it('reuses an answer for the same sender and call data from the instant it is made through half its validity: repeats read no record', async () => {
    const { readsOf, at } = gateway()
    const first = await readsOf(RESOLVER)
    expect(first.reads).toBe(1)
    expect(await readsOf(RESOLVER)).toEqual({ reads: 0, answer: first.answer })
    expect(await readsOf(RESOLVER.toUpperCase().replace('0X', '0x'), DATA.toUpperCase().replace('0X', '0x'))).toEqual({
      reads: 0,
      answer: first.answer,
    })
    at(150_000 - 1)
    expect(await readsOf(RESOLVER)).toEqual({ reads: 0, answer: first.answer })
    at(150_000)
    expect((await readsOf(RESOLVER)).reads).toBe(1)
  })

  it('does not reuse an answer when the clock is set back before it was made: that instant gets its own expiry', async () => {
    const { readsOf, at } = gateway()
    at(10_000)
    const later = await readsOf(RESOLVER)
    at(0)
    const earlier = await readsOf(RESOLVER)
    expect(earlier.reads).toBe(1)
    expect(expiresOf(earlier.answer)).toBe(expiresOf(later.answer) - 10n)
  })

  it('keeps the answers of several requests at once: a, b, then a again reads the record of a once', async () => {
    const { readsOf } = gateway()
    const other = resolveCall('bob12345.modal.id', addr('bob12345.modal.id'))
    expect((await readsOf(RESOLVER)).reads).toBe(1)
    expect((await readsOf(RESOLVER, other)).reads).toBe(1)
    expect((await readsOf(RESOLVER)).reads).toBe(0)
    expect((await readsOf(RESOLVER, other)).reads).toBe(0)
  })

  it('keeps at most GATEWAY_CACHE_ENTRIES answers, the oldest dropped first: one request more and the first is read again, the second not', async () => {
    const { readsOf } = gateway()
    const sender = (i: number) => `0x${(i + 1).toString(16).padStart(40, '0')}`
    for (let i = 0; i <= GATEWAY_CACHE_ENTRIES; i++) expect((await readsOf(sender(i))).reads).toBe(1)
    expect((await readsOf(sender(1))).reads).toBe(0)
    expect((await readsOf(sender(0))).reads).toBe(1)
  }, 60_000)

  it("reuses an answer only for that very request: a sender or call data spelled with the ligature 'ﬀ' (upper case 'FF') is still refused", async () => {
    const { service, readsOf } = gateway()
    const data = resolveCall('alice1000.modal.id', addr('alice1000.modal.id')) // its node has an 'ff'
    expect(data).toContain('ff')
    expect((await readsOf(RESOLVER, data)).reads).toBe(1)
    for (const [sender, call] of [
      [RESOLVER.replace('ff', 'ﬀ'), data],
      [RESOLVER, data.replace('ff', 'ﬀ')],
    ] as const)
      await expect(service.answerGateway(sender, call)).rejects.toMatchObject({
        message: 'Invalid gateway request',
        status: 400,
      })
  })
})
