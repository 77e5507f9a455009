import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NameError } from '../core/names/nameErrors.js'
import { parseNameRegistrationMessage } from '../core/names/registrationMessage.js'
import { createMemoryStorage } from '../server/storage/memory/memoryStorage.js'
import { createNameService } from '../server/names/createNameService.js'
import { getNameSuggestions } from './getNameSuggestions.js'
import { getProfileName } from './getProfileName.js'
import { registerName } from './registerName.js'
import { connectAccount, createTestContext, EVM_ADDRESS, SOLANA_ADDRESS } from './testContext.js'

// Anvil's dev account 1: the fake EVM adapter's EVM_ADDRESS, so its signatures are real.
const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const API = 'https://names.test/api/names'

/** A context whose `fetch` reaches a real name service in this process. */
function setup(names: { api: string; suffix: string } | null = { api: API, suffix: 'modal.test' }) {
  const storage = createMemoryStorage()
  const service = createNameService({ suffix: 'modal.test', domain: 'names.test', storage, mountPath: '/api/names' })
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => service.handle(new Request(input, init)))
  vi.stubGlobal('fetch', fetch)
  const test = createTestContext(names ? { names } : {})
  connectAccount(test.store, 'eip155', 'eip155:31337')
  test.store.setState({ activeNamespace: 'eip155' })
  test.fakes.eip155.signMessage.mockImplementation((message: string) => owner.signMessage({ message }))
  return { ...test, service, storage, fetch }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('registerName', () => {
  it('gets a nonce, has the wallet sign the message that binds the name, and registers it', async () => {
    const { context, fakes, service } = setup()
    expect(await registerName(context, { label: 'alice1234' })).toMatchObject({
      name: 'alice1234.modal.test',
      coinType: 60,
      address: EVM_ADDRESS,
    })
    const signed = parseNameRegistrationMessage(fakes.eip155.signMessage.mock.calls[0]![0])
    expect(signed).toMatchObject({
      name: 'alice1234.modal.test',
      address: EVM_ADDRESS,
      coinType: 60,
      domain: 'names.test',
    })
    expect(await service.lookup('alice1234.modal.test')).toMatchObject({ address: EVM_ADDRESS })
  })

  it("throws 'Error registering name': taken (409), the rule (400), a wallet rejection", async () => {
    const { context, fakes } = setup()
    await registerName(context, { label: 'alice1234' })
    const taken = await registerName(context, { label: 'alice1234' }).catch((e: unknown) => e)
    expect(taken).toBeInstanceOf(NameError)
    expect(taken).toMatchObject({ message: 'Error registering name', refusal: 'taken' })
    await expect(registerName(context, { label: 'abc' })).rejects.toMatchObject({
      message: 'Error registering name',
      refusal: 'rule',
    })
    fakes.eip155.signMessage.mockRejectedValueOnce(
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    )
    const rejected = await registerName(context, { label: 'bob12345' }).catch((e: unknown) => e)
    expect(rejected).toMatchObject({ message: 'Error registering name', refusal: undefined })
    expect((rejected as NameError).cause).toMatchObject({ code: 4001 })
  })

  it("throws 'Error registering name' without the names option", async () => {
    const { context } = setup(null)
    await expect(registerName(context, { label: 'alice1234' })).rejects.toMatchObject({
      message: 'Error registering name',
      cause: { message: 'no account or names option' },
    })
  })

  it('only an HTTP answer of the service counts as taken (409) or against the rule (400)', async () => {
    const { context, fakes } = setup()
    fakes.eip155.signMessage.mockRejectedValueOnce(Object.assign(new Error('wallet says 409'), { status: 409 }))
    await expect(registerName(context, { label: 'carol1234' })).rejects.toMatchObject({
      message: 'Error registering name',
      refusal: undefined,
    })
  })
})

describe('getProfileName and getNameSuggestions', () => {
  it('asks the name service first, then ENS through the adapter', async () => {
    const { context, fakes } = setup()
    fakes.eip155.lookupName = vi.fn(async () => 'from-ens.eth')
    expect(await getProfileName(context, { caipAddress: `eip155:31337:${EVM_ADDRESS}` })).toBe('from-ens.eth')
    await registerName(context, { label: 'alice1234' })
    expect(await getProfileName(context, { caipAddress: `eip155:31337:${EVM_ADDRESS}` })).toBe('alice1234.modal.test')
  })

  it("asks the service for the account's own coin type: a Solana account's name (501), not an EVM one's (60)", async () => {
    const { context, storage, fetch } = setup()
    await storage.names.register({
      label: 'sol12345',
      coinType: 501,
      address: SOLANA_ADDRESS,
      message: 'm',
      signature: 's',
      createdAt: new Date(),
    })
    expect(await getProfileName(context, { caipAddress: `solana:localnet:${SOLANA_ADDRESS}` })).toBe(
      'sol12345.modal.test',
    )
    expect(String(fetch.mock.calls.at(-1)![0])).toBe(`${API}/reverse/${SOLANA_ADDRESS}?coinType=501`)
    expect(await getProfileName(context, { caipAddress: `eip155:31337:${EVM_ADDRESS}` })).toBeUndefined()
    expect(String(fetch.mock.calls.at(-1)![0])).toBe(`${API}/reverse/${EVM_ADDRESS}?coinType=60`)
  })

  it("falls back to ENS when the service fails, and throws 'Error fetching names for address' when both do", async () => {
    const { context, fakes, fetch } = setup()
    fetch.mockResolvedValue(new Response('{}', { status: 404 }))
    fakes.eip155.lookupName = vi.fn(async () => 'from-ens.eth')
    expect(await getProfileName(context, { caipAddress: `eip155:31337:${EVM_ADDRESS}` })).toBe('from-ens.eth')
    fakes.eip155.lookupName = vi.fn(async () => {
      throw new Error('resolver down')
    })
    await expect(getProfileName(context, { caipAddress: `eip155:31337:${EVM_ADDRESS}` })).rejects.toThrow(
      'Error fetching names for address',
    )
  })

  it("lists suggestions with availability, and throws 'Error fetching name suggestions' on a failure", async () => {
    const { context, fetch } = setup()
    await registerName(context, { label: 'alice1234' })
    const suggestions = await getNameSuggestions(context, { query: 'alice1234' })
    expect(suggestions[0]).toEqual({ name: 'alice1234.modal.test', registered: true })
    expect(suggestions[1]).toEqual({ name: 'alice12341.modal.test', registered: false })
    fetch.mockResolvedValue(new Response('{}', { status: 404 }))
    await expect(getNameSuggestions(context, { query: 'bob1' })).rejects.toThrow('Error fetching name suggestions')
  })

  it('an account the service knows no name for has none, even when ENS fails', async () => {
    const { context, fakes } = setup()
    fakes.eip155.lookupName = vi.fn(async () => {
      throw new Error('resolver down')
    })
    expect(await getProfileName(context, { caipAddress: `eip155:31337:${EVM_ADDRESS}` })).toBeUndefined()
    delete fakes.eip155.lookupName
    expect(await getProfileName(context, { caipAddress: `eip155:31337:${EVM_ADDRESS}` })).toBeUndefined()
  })

  it('without ENS on the network, a failing service is an error naming the service failure', async () => {
    const { context, fetch } = setup()
    fetch.mockResolvedValue(new Response('{}', { status: 404 }))
    const error = await getProfileName(context, { caipAddress: `eip155:31337:${EVM_ADDRESS}` }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NameError)
    expect(error).toMatchObject({
      message: 'Error fetching names for address',
      cause: { message: 'HTTP status code: 404' },
    })
  })

  it('without the names option: ENS only; no ENS, no name; an ENS failure is the cause', async () => {
    const { context, fakes, fetch } = setup(null)
    expect(await getProfileName(context, { caipAddress: `eip155:31337:${EVM_ADDRESS}` })).toBeUndefined()
    fakes.eip155.lookupName = vi.fn(async () => {
      throw new Error('resolver down')
    })
    await expect(getProfileName(context, { caipAddress: `eip155:31337:${EVM_ADDRESS}` })).rejects.toMatchObject({
      cause: { message: 'resolver down' },
    })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('suggestions: none for a blank query or without the option; the query is trimmed; odd entries are dropped', async () => {
    const { context, fetch } = setup()
    expect(await getNameSuggestions(context, { query: '   ' })).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
    await getNameSuggestions(context, { query: ' alice1234 ' })
    expect(String(fetch.mock.calls[0]![0])).toBe(`${API}/suggestions/alice1234`)
    fetch.mockResolvedValueOnce(
      Response.json({
        suggestions: [
          { name: 'a.modal.test', registered: false },
          { name: 'b.modal.test' },
          null,
          { name: 3, registered: true },
        ],
      }),
    )
    expect(await getNameSuggestions(context, { query: 'zed' })).toEqual([{ name: 'a.modal.test', registered: false }])
    fetch.mockResolvedValueOnce(Response.json({ suggestions: 'none' }))
    expect(await getNameSuggestions(context, { query: 'zed2' })).toEqual([])
    fetch.mockResolvedValueOnce(new Response(null, { status: 204 }))
    expect(await getNameSuggestions(context, { query: 'zed3' })).toEqual([])
    expect(await getNameSuggestions(setup(null).context, { query: 'alice1234' })).toEqual([])
  })

  it("'Error fetching name suggestions' keeps the failure as its cause", async () => {
    const { context, fetch } = setup()
    fetch.mockResolvedValue(new Response('{}', { status: 400 }))
    await expect(getNameSuggestions(context, { query: 'bob1' })).rejects.toMatchObject({
      message: 'Error fetching name suggestions',
      cause: { message: 'HTTP status code: 400' },
    })
  })
})
