import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { decodeAbiParameters, encodeFunctionData, recoverAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { NAME_RULE } from '../../core/names/nameRule.js'
import { buildNameRegistrationMessage } from '../../core/names/registrationMessage.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { addr, resolveCall } from './__fixtures__/gatewayCalls.js'
import { createNameService, type NameService } from './createNameService.js'
import { GATEWAY_ANSWER_PARAMETERS, gatewaySignatureHash, NAME_GATEWAY_ABI } from './gatewayAbi.js'

const DOMAIN = 'names.test'
const SUFFIX = 'modal.id'
const GATEWAY_KEY: Hex = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'
const RESOLVER = '0x00000000000000000000000000000000000e5e00'
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const mallory = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const T0 = new Date('2030-01-01T00:00:00.000Z')

function setup(now = () => T0) {
  const service = createNameService({
    suffix: SUFFIX,
    domain: DOMAIN,
    storage: createMemoryStorage(),
    gatewayPrivateKey: GATEWAY_KEY,
    now,
    mountPath: '/api/names',
  })
  const call = (path: string, init?: RequestInit) =>
    service.handle(new Request(`http://names.test/api/names${path}`, init))
  const post = (path: string, body: unknown) =>
    call(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  return { service, call, post }
}

async function signedEvm(service: NameService, name: string, signer = alice, edit: (m: string) => string = (m) => m) {
  const { nonce } = await service.issueNonce()
  const message = edit(
    buildNameRegistrationMessage({
      name: `${name.toLowerCase()}.${SUFFIX}`,
      address: alice.address,
      coinType: 60,
      domain: DOMAIN,
      nonce,
      issuedAt: T0.toISOString(),
    }),
  )
  return { name, coinType: 60, address: alice.address, message, signature: await signer.signMessage({ message }) }
}

describe('name service: gateway answers and registrations', () => {
  it('forgets its cached gateway answers when a name is registered: the next answer has the new record', async () => {
    const { service } = setup()
    const name = 'alice1234.modal.id'
    const data = resolveCall(name, addr(name))
    const resultOf = async () =>
      decodeAbiParameters(GATEWAY_ANSWER_PARAMETERS, await service.answerGateway(RESOLVER, data))[0]
    expect(await resultOf()).toBe('0x')
    await service.register(await signedEvm(service, 'alice1234'))
    expect(decodeAbiParameters([{ type: 'address' }], await resultOf())[0]).toBe(alice.address)
  })
})

describe('name service: registrations per address', () => {
  const registerFrom = (service: NameService, clientIp: string, body: unknown) =>
    service.handle(
      new Request('http://names.test/api/names/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
      { clientIp },
    )

  // Would have caught: only the per-IP limit held, so one key took 30 names in a minute from 3 IPs.
  it('takes 5 signed registrations per address per hour, from any IPs, then 429 with Retry-After; other addresses go on', async () => {
    let at = T0.getTime()
    const { service } = setup(() => new Date(at))
    const ips = ['192.0.2.1', '192.0.2.2', '192.0.2.3']
    for (let i = 0; i < 5; i++)
      expect((await registerFrom(service, ips[i % 3]!, await signedEvm(service, `alice${1000 + i}`))).status).toBe(201)
    const refused = await registerFrom(service, '192.0.2.9', await signedEvm(service, 'alice2000'))
    expect([refused.status, await refused.json(), refused.headers.get('Retry-After')]).toEqual([
      429,
      { error: 'Too many requests' },
      '3600',
    ])
    const bob = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
    const { nonce } = await service.issueNonce()
    const message = buildNameRegistrationMessage({
      name: `bob12345.${SUFFIX}`,
      address: bob.address,
      coinType: 60,
      domain: DOMAIN,
      nonce,
      issuedAt: T0.toISOString(),
    })
    const bobs = await registerFrom(service, '192.0.2.9', {
      name: 'bob12345',
      coinType: 60,
      address: bob.address,
      message,
      signature: await bob.signMessage({ message }),
    })
    expect(bobs.status).toBe(201)
    at += 3_600_000
    const later = await signedEvm(service, 'alice2000', alice, (m) =>
      m.replace(T0.toISOString(), new Date(at).toISOString()),
    )
    expect((await registerFrom(service, '192.0.2.9', later)).status).toBe(201)
  })

  it("counts only registrations whose signature checks out: forgeries naming an address do not spend its owner's", async () => {
    const { service } = setup()
    for (let i = 0; i < 6; i++)
      expect(
        (await registerFrom(service, '203.0.113.66', await signedEvm(service, `alice${1000 + i}`, mallory))).status,
      ).toBe(401)
    expect((await registerFrom(service, '192.0.2.1', await signedEvm(service, 'alice1234'))).status).toBe(201)
  })
})

describe('name service over HTTP', () => {
  it('registers a signed name (201), then looks it up, reverses it and marks it taken in suggestions', async () => {
    const { service, call, post } = setup()
    const response = await post('/register', await signedEvm(service, 'Alice1234'))
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      name: 'alice1234.modal.id',
      coinType: 60,
      address: alice.address,
      registeredAt: T0.toISOString(),
    })
    expect(await (await call('/lookup/alice1234.modal.id')).json()).toMatchObject({ address: alice.address })
    expect((await call('/lookup/nobody12.modal.id')).status).toBe(404)
    expect(await (await call(`/reverse/${alice.address.toLowerCase()}`)).json()).toMatchObject({
      names: [{ name: 'alice1234.modal.id' }],
    })
    expect(await (await call(`/reverse/${mallory.address}`)).json()).toEqual({ names: [] })
    const { suggestions } = (await (await call('/suggestions/alice1234')).json()) as {
      suggestions: { name: string; registered: boolean }[]
    }
    expect(suggestions[0]).toEqual({ name: 'alice1234.modal.id', registered: true })
    expect(suggestions[1]).toEqual({ name: 'alice12341.modal.id', registered: false })
  })

  it('refuses a signature by another key (401), a 3-letter name and an underscore with the rule (400), a taken name (409)', async () => {
    const { service, post } = setup()
    const forged = await post('/register', await signedEvm(service, 'alice1234', mallory))
    expect([forged.status, await forged.json()]).toEqual([401, { error: 'Invalid signature' }])
    for (const name of ['abc', 'ali_ce']) {
      const refused = await post('/register', await signedEvm(service, name))
      expect([refused.status, await refused.json()]).toEqual([400, { error: NAME_RULE }])
    }
    expect((await post('/register', await signedEvm(service, 'alice1234'))).status).toBe(201)
    const taken = await post('/register', await signedEvm(service, 'alice1234'))
    expect([taken.status, await taken.json()]).toEqual([409, { error: 'Name is already taken' }])
  })

  it('refuses a reused nonce, an old message, a message for another name or domain, and a bad body', async () => {
    let now = T0
    const { service, post } = setup(() => now)
    const body = await signedEvm(service, 'alice1234')
    expect((await post('/register', body)).status).toBe(201)
    const again = await post('/register', body)
    expect([again.status, await again.json()]).toEqual([401, { error: 'Unknown or reused nonce' }])
    const replay = await signedEvm(service, 'bob12345')
    const other = await post('/register', { ...replay, name: 'carol123' })
    expect([other.status, await other.json()]).toEqual([400, { error: 'Message does not match the request' }])
    const elsewhere = await signedEvm(service, 'dave1234', alice, (m) =>
      m.replace(`Domain: ${DOMAIN}`, 'Domain: evil.test'),
    )
    expect(await (await post('/register', elsewhere)).json()).toEqual({ error: 'Message does not match the request' })
    now = new Date(T0.getTime() + 5 * 60_000 + 1)
    expect(await (await post('/register', replay)).json()).toEqual({ error: 'Message expired' })
    expect(await (await post('/register', { name: 'x' })).json()).toEqual({
      error: 'Expected name, coinType, address, message and signature',
    })
    const notJson = await setup().call('/register', { method: 'POST', body: '{}' })
    expect(notJson.status).toBe(415)
  })

  it('refuses a nonce another service (another database) issued', async () => {
    const { service, post } = setup()
    const body = await signedEvm(service, 'erin1234')
    expect((await post('/register', body)).status).toBe(201)
    const second = setup()
    expect(await (await second.post('/register', body)).json()).toEqual({ error: 'Unknown or reused nonce' })
  })

  it('registers a Solana account by its ed25519 signature (coin type 501)', async () => {
    const { service, call, post } = setup()
    const secret = ed25519.utils.randomPrivateKey()
    const address = base58.encode(ed25519.getPublicKey(secret))
    const { nonce } = await service.issueNonce()
    const message = buildNameRegistrationMessage({
      name: `sol-user.${SUFFIX}`,
      address,
      coinType: 501,
      domain: DOMAIN,
      nonce,
      issuedAt: T0.toISOString(),
    })
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), secret))
    expect((await post('/register', { name: 'sol-user', coinType: 501, address, message, signature })).status).toBe(201)
    expect(await (await call(`/reverse/${address}?coinType=501`)).json()).toMatchObject({
      names: [{ name: 'sol-user.modal.id' }],
    })
  })

  it('answers EIP-3668 gateway requests signed by its key, for resolve and reverse', async () => {
    const { service, call, post } = setup()
    await post('/register', await signedEvm(service, 'alice1234'))
    const name = 'alice1234.modal.id'
    const request = resolveCall(name, addr(name))
    const { data } = (await (await call(`/gateway/${RESOLVER}/${request}.json`)).json()) as { data: Hex }
    const [result, expires, sig] = decodeAbiParameters(GATEWAY_ANSWER_PARAMETERS, data)
    expect(decodeAbiParameters([{ type: 'address' }], result)[0]).toBe(alice.address)
    expect(Number(expires)).toBe(T0.getTime() / 1000 + 300)
    expect(
      await recoverAddress({ hash: gatewaySignatureHash(RESOLVER, expires, request, result), signature: sig }),
    ).toBe(service.gatewaySigner)

    const reverse = encodeFunctionData({ abi: NAME_GATEWAY_ABI, functionName: 'reverse', args: [alice.address, 60n] })
    const answer = (await (await post('/gateway', { sender: RESOLVER, data: reverse })).json()) as { data: Hex }
    const [reversed] = decodeAbiParameters(GATEWAY_ANSWER_PARAMETERS, answer.data)
    expect(decodeAbiParameters([{ type: 'string' }], reversed)[0]).toBe(name)

    const wrongNode = resolveCall(name, addr('other.modal.id'))
    expect(await (await call(`/gateway/${RESOLVER}/${wrongNode}.json`)).json()).toEqual({
      error: 'Invalid gateway request',
    })
  })
})
