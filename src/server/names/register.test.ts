import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { evmChainCoinType, NAME_RULE } from '../../core/names/nameRule.js'
import { buildNameRegistrationMessage, type NameRegistrationFields } from '../../core/names/registrationMessage.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { createNameService } from './createNameService.js'
import { NameServiceError } from './errors.js'
import type { NameRegistrationInput } from './register.js'

const DOMAIN = 'names.test'
const SUFFIX = 'modal.id'
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const mallory = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const T0 = new Date('2030-01-01T00:00:00.000Z')

function setup() {
  const clock = { now: T0 }
  const storage = createMemoryStorage()
  const service = createNameService({ suffix: SUFFIX, domain: DOMAIN, storage, now: () => clock.now })
  return { service, storage, clock }
}

type Service = ReturnType<typeof setup>['service']

/** A registration of `label` by alice, signed by `signer`, its message's fields changed by `fields`. */
async function signed(
  service: Service,
  label: string,
  options: { signer?: typeof alice; fields?: Partial<NameRegistrationFields>; nonce?: string } = {},
) {
  const nonce = options.nonce ?? (await service.issueNonce()).nonce
  const message = buildNameRegistrationMessage({
    name: `${label}.${SUFFIX}`,
    address: alice.address,
    coinType: 60,
    domain: DOMAIN,
    nonce,
    issuedAt: T0.toISOString(),
    ...options.fields,
  })
  const input: NameRegistrationInput = {
    name: label,
    coinType: 60,
    address: alice.address,
    message,
    signature: await (options.signer ?? alice).signMessage({ message }),
  }
  return input
}

async function refusal(
  promise: Promise<unknown>,
): Promise<{ name: string; message: string; status: number } | 'registered'> {
  try {
    await promise
    return 'registered'
  } catch (error) {
    if (!(error instanceof NameServiceError)) throw error
    return { name: error.name, message: error.message, status: error.status }
  }
}
const refused = (message: string, status: number) => ({ name: 'NameServiceError', message, status })

describe('registerName: the message age', () => {
  it.each([
    ['exactly 5 minutes old', 5 * 60_000],
    ['1 minute ahead of the clock', -60_000],
  ])('accepts a message %s', async (_, age) => {
    const { service, clock } = setup()
    // The nonce, issued a minute after the message's Issued At, outlives the message.
    clock.now = new Date(T0.getTime() + 60_000)
    const input = await signed(service, 'alice1234')
    clock.now = new Date(T0.getTime() + age)
    expect(await service.register(input)).toEqual({
      name: 'alice1234.modal.id',
      coinType: 60,
      address: alice.address,
      registeredAt: clock.now.toISOString(),
    })
  })

  it.each([
    ['older than 5 minutes', 5 * 60_000 + 1],
    ['more than 1 minute ahead of the clock', -60_001],
  ])("refuses a message %s with 'Message expired' (401)", async (_, age) => {
    const { service, clock } = setup()
    const input = await signed(service, 'alice1234')
    clock.now = new Date(T0.getTime() + age)
    expect(await refusal(service.register(input))).toEqual(refused('Message expired', 401))
  })
})

describe('registerName: the message must match the request', () => {
  it('refuses a message naming another address, even signed by the address of the request', async () => {
    const { service } = setup()
    const input = await signed(service, 'alice1234', { fields: { address: mallory.address } })
    expect(await refusal(service.register(input))).toEqual(refused('Message does not match the request', 400))
  })

  it('refuses a message naming an address that is not one', async () => {
    const { service } = setup()
    const input = await signed(service, 'alice1234', { fields: { address: '0x1234' } })
    expect(await refusal(service.register(input))).toEqual(refused('Message does not match the request', 400))
  })

  it('refuses a message of another coin type, domain or name', async () => {
    const { service } = setup()
    for (const fields of [
      { coinType: 501 },
      { domain: 'evil.test' },
      { name: `bob12345.${SUFFIX}` },
      { name: 'alice1234.other.id' },
    ]) {
      const input = await signed(service, 'alice1234', { fields })
      expect(await refusal(service.register(input))).toEqual(refused('Message does not match the request', 400))
    }
  })

  it("refuses a message for another EVM coin type, though the address reads the same there: Base's is not 60's", async () => {
    const { service } = setup()
    const base = evmChainCoinType(8453)
    const forBase = await signed(service, 'alice1234', { fields: { coinType: base } })
    expect(await refusal(service.register(forBase))).toEqual(refused('Message does not match the request', 400))
    expect(await refusal(service.register({ ...forBase, coinType: base }))).toBe('registered')
  })

  it('takes the address in the message in any case, and the name in any case or with its suffix', async () => {
    const { service } = setup()
    const input = await signed(service, 'alice1234', { fields: { address: alice.address.toLowerCase() } })
    expect(
      (await service.register({ ...input, name: 'ALICE1234.modal.id', address: alice.address.toLowerCase() })).address,
    ).toBe(alice.address)
  })

  it("refuses a message that is not a registration message with 'Invalid message' (400)", async () => {
    const { service } = setup()
    const input = await signed(service, 'alice1234')
    expect(await refusal(service.register({ ...input, message: `${input.message}\nExtra: line` }))).toEqual(
      refused('Invalid message', 400),
    )
  })
})

describe('registerName: the order of the checks', () => {
  it('checks the name, then the address, then the message', async () => {
    const { service } = setup()
    const input = await signed(service, 'alice1234')
    expect(await refusal(service.register({ ...input, name: 'abc', address: 'nope', message: '' }))).toEqual(
      refused(NAME_RULE, 400),
    )
    expect(await refusal(service.register({ ...input, name: 'alice1234.eth', address: 'nope' }))).toEqual(
      refused('Name is not under this service', 400),
    )
    expect(await refusal(service.register({ ...input, address: 'nope', message: '' }))).toEqual(
      refused('Invalid address', 400),
    )
    expect(await refusal(service.register({ ...input, coinType: 0, message: '' }))).toEqual(
      refused('Unsupported coin type', 400),
    )
  })

  it('checks the age before the signature, and the signature before the nonce', async () => {
    const { service, clock } = setup()
    const forged = await signed(service, 'alice1234', { signer: mallory, nonce: 'neverissued1' })
    clock.now = new Date(T0.getTime() + 6 * 60_000)
    expect(await refusal(service.register(forged))).toEqual(refused('Message expired', 401))
    clock.now = T0
    expect(await refusal(service.register(forged))).toEqual(refused('Invalid signature', 401))
    const unknown = await signed(service, 'alice1234', { nonce: 'neverissued1' })
    expect(await refusal(service.register(unknown))).toEqual(refused('Unknown or reused nonce', 401))
  })

  it('uses the nonce up only with a valid signature', async () => {
    const { service } = setup()
    const { nonce } = await service.issueNonce()
    const forged = await signed(service, 'alice1234', { signer: mallory, nonce })
    expect(await refusal(service.register(forged))).toEqual(refused('Invalid signature', 401))
    expect((await service.register(await signed(service, 'alice1234', { nonce }))).name).toBe('alice1234.modal.id')
    expect(await refusal(service.register(await signed(service, 'bob12345', { nonce })))).toEqual(
      refused('Unknown or reused nonce', 401),
    )
  })

  it('checks the nonce before the availability, and uses it up on a taken name', async () => {
    const { service } = setup()
    await service.register(await signed(service, 'alice1234'))
    const reused = await signed(service, 'alice1234', { nonce: 'neverissued1' })
    expect(await refusal(service.register(reused))).toEqual(refused('Unknown or reused nonce', 401))
    const { nonce } = await service.issueNonce()
    expect(await refusal(service.register(await signed(service, 'alice1234', { nonce })))).toEqual(
      refused('Name is already taken', 409),
    )
    expect(await refusal(service.register(await signed(service, 'carol123', { nonce })))).toEqual(
      refused('Unknown or reused nonce', 401),
    )
  })
})

describe('registerName: what is stored', () => {
  it('stores the label, the checksummed address, the message, the signature and the time', async () => {
    const { service, storage, clock } = setup()
    const input = await signed(service, 'alice1234')
    clock.now = new Date(T0.getTime() + 1234)
    await service.register({ ...input, name: ' Alice1234 ', address: alice.address.toLowerCase() })
    expect(await storage.names.findByLabel('alice1234')).toEqual({
      label: 'alice1234',
      coinType: 60,
      address: alice.address,
      message: input.message,
      signature: input.signature,
      createdAt: clock.now,
    })
  })
})
