import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerName } from '../../actions/registerName.js'
import { connectAccount, createTestContext, EVM_ADDRESS } from '../../actions/testContext.js'
import { queryKeys } from '../../core/queryKeys.js'
import { setAccount } from '../../core/store.js'
import { setProfileName } from '../../core/storeUpdates.js'
import { signedEvmRegistration } from '../../server/names/__fixtures__/signedRegistration.js'
import { createNameService } from '../../server/names/createNameService.js'
import { createMemoryStorage } from '../../server/storage/memory/memoryStorage.js'
import { queryClientOf } from '../../ui/QueryProvider.js'
import { watchProfileNamesLazily } from './index.js'
import { watchProfileNames } from './watchProfileNames.js'

// Anvil's dev account 1: the fake EVM adapter's EVM_ADDRESS, so its signatures are real.
const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const API = 'https://names.test/api/names'
const CAIP = `eip155:31337:${EVM_ADDRESS}` as const
const profileName = (store: ReturnType<typeof createTestContext>['store']) =>
  store.getState().accounts.eip155?.profileName

/** A context whose `fetch` reaches a real name service in this process; `reverseCalls()` counts its reverse lookups. */
function setup() {
  const service = createNameService({
    suffix: 'modal.test',
    domain: 'names.test',
    storage: createMemoryStorage(),
    mountPath: '/api/names',
  })
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => service.handle(new Request(input, init)))
  vi.stubGlobal('fetch', fetch)
  const test = createTestContext({ names: { api: API, suffix: 'modal.test' } })
  test.fakes.eip155.signMessage.mockImplementation((message: string) => owner.signMessage({ message }))
  const reverseCalls = () =>
    fetch.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/reverse/'))
      .length
  /** Registers `label` for the owner straight at the service, as another tab or app would. */
  const registerAtService = async (label: string) => {
    await service.register(
      await signedEvmRegistration(service, { label, suffix: 'modal.test', owner, issuedAt: new Date() }),
    )
  }
  return { ...test, service, fetch, reverseCalls, registerAtService }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('watchProfileNames (spec section 3: profileName)', () => {
  it('sets the connected account’s primary name from the name service', async () => {
    const { context, store, registerAtService } = setup()
    await registerAtService('alice1234')
    const stop = watchProfileNames(context)
    connectAccount(store, 'eip155', 'eip155:31337')
    await vi.waitFor(() => expect(profileName(store)).toBe('alice1234.modal.test'))
    stop()
  })

  it('falls back to ENS when the service has none, and leaves it unset when every source fails', async () => {
    const { context, store, fakes, fetch } = setup()
    fakes.eip155.lookupName = vi.fn(async () => 'from-ens.eth')
    const stop = watchProfileNames(context)
    connectAccount(store, 'eip155', 'eip155:31337')
    await vi.waitFor(() => expect(profileName(store)).toBe('from-ens.eth'))
    stop()

    const other = setup()
    other.fetch.mockResolvedValue(new Response('{}', { status: 404 }))
    other.fakes.eip155.lookupName = vi.fn(async () => {
      throw new Error('resolver down')
    })
    const stopOther = watchProfileNames(other.context)
    connectAccount(other.store, 'eip155', 'eip155:31337')
    await vi.waitFor(() => expect(other.fakes.eip155.lookupName).toHaveBeenCalled())
    await vi.waitFor(() =>
      expect(queryClientOf(other.store).getQueryState(queryKeys.profileName(CAIP))?.status).toBe('error'),
    )
    expect(profileName(other.store)).toBeUndefined()
    expect(other.store.getState().accounts.eip155?.status).toBe('connected')
    stopOther()
    expect(fetch).toHaveBeenCalled()
  })

  it('keeps an answer 5 minutes: a reconnect within them asks nothing, one after them asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { context, store, reverseCalls, registerAtService } = setup()
    await registerAtService('alice1234')
    const stop = watchProfileNames(context)
    connectAccount(store, 'eip155', 'eip155:31337')
    await vi.waitFor(() => expect(profileName(store)).toBe('alice1234.modal.test'))
    expect(reverseCalls()).toBe(1)

    setAccount(store, 'eip155', { status: 'disconnected' })
    expect(profileName(store)).toBeUndefined()
    vi.setSystemTime(Date.now() + 4 * 60_000)
    connectAccount(store, 'eip155', 'eip155:31337')
    await vi.waitFor(() => expect(profileName(store)).toBe('alice1234.modal.test'))
    expect(reverseCalls()).toBe(1)

    // A name registered elsewhere meanwhile shows once the cached answer is older than 5 minutes.
    await registerAtService('alice5678')
    setAccount(store, 'eip155', { status: 'disconnected' })
    vi.setSystemTime(Date.now() + 60_000 + 1)
    connectAccount(store, 'eip155', 'eip155:31337')
    await vi.waitFor(() => expect(profileName(store)).toBe('alice5678.modal.test'))
    expect(reverseCalls()).toBe(2)
    stop()
  })

  it('clears the name on disconnect and looks up the next account or network', async () => {
    const { context, store, fakes, registerAtService } = setup()
    await registerAtService('alice1234')
    fakes.eip155.lookupName = vi.fn(async (caipAddress: string) =>
      caipAddress.startsWith('eip155:31338:') ? undefined : 'unused.eth',
    )
    const stop = watchProfileNames(context)
    connectAccount(store, 'eip155', 'eip155:31337')
    await vi.waitFor(() => expect(profileName(store)).toBe('alice1234.modal.test'))
    setAccount(store, 'eip155', { status: 'disconnected' })
    expect(store.getState().accounts.eip155).toEqual({ status: 'disconnected' })
    // Another network: another CAIP-10 id, asked again (the service answers for the address).
    connectAccount(store, 'eip155', 'eip155:31338')
    expect(profileName(store)).toBeUndefined()
    await vi.waitFor(() => expect(profileName(store)).toBe('alice1234.modal.test'))
    stop()
  })

  it('takes a registration at once, and every answer that reaches the query cache (the Register view’s setQueryData)', async () => {
    const { context, store, reverseCalls } = setup()
    const stop = watchProfileNames(context)
    connectAccount(store, 'eip155', 'eip155:31337')
    store.setState({ activeNamespace: 'eip155' })
    await vi.waitFor(() =>
      expect(queryClientOf(store).getQueryState(queryKeys.profileName(CAIP))?.status).toBe('success'),
    )
    expect(profileName(store)).toBeUndefined()

    // The cached "no name" is still fresh; the registration does not wait for it to go stale.
    await registerName(context, { label: 'alice1234' })
    expect(profileName(store)).toBe('alice1234.modal.test')
    expect(reverseCalls()).toBe(1)

    queryClientOf(store).setQueryData(queryKeys.profileName(CAIP), 'bob12345.modal.test')
    expect(profileName(store)).toBe('bob12345.modal.test')
    stop()
    queryClientOf(store).setQueryData(queryKeys.profileName(CAIP), 'after-stop.modal.test')
    expect(profileName(store)).toBe('bob12345.modal.test')
  })
})

describe('watchProfileNames asks once and copies only profile names', () => {
  it('asks once per connected account: other store changes after a failed lookup ask nothing more', async () => {
    const { context, store, fakes, fetch } = setup()
    fetch.mockResolvedValue(new Response('{}', { status: 404 }))
    const lookupName = vi.fn(async (_caipAddress: string): Promise<string | undefined> => {
      throw new Error('resolver down')
    })
    fakes.eip155.lookupName = lookupName
    const stop = watchProfileNames(context)
    connectAccount(store, 'eip155', 'eip155:31337')
    await vi.waitFor(() =>
      expect(queryClientOf(store).getQueryState(queryKeys.profileName(CAIP))?.status).toBe('error'),
    )
    const lookups = (network: string) =>
      lookupName.mock.calls.filter(([caip]) => String(caip).startsWith(`${network}:`)).length
    expect(lookups('eip155:31337')).toBe(1)
    store.setState({ toast: undefined })
    store.setState({ activeNamespace: 'eip155' })
    // A lookup that must happen (another network) as the signal that a wrong one would have too.
    connectAccount(store, 'eip155', 'eip155:31338')
    await vi.waitFor(() => expect(lookups('eip155:31338')).toBe(1))
    expect(lookups('eip155:31337')).toBe(1)
    stop()
  })

  it('does not look up an account that connects with its name already known', async () => {
    const { context, store, reverseCalls } = setup()
    const stop = watchProfileNames(context)
    connectAccount(store, 'eip155', 'eip155:31337')
    setAccount(store, 'eip155', { status: 'disconnected' })
    const before = reverseCalls()
    setAccount(store, 'eip155', {
      status: 'connected',
      address: EVM_ADDRESS,
      caipAddress: `eip155:31338:${EVM_ADDRESS}`,
      profileName: 'known.modal.test',
    } as never)
    await Promise.resolve()
    expect(reverseCalls()).toBe(before)
    expect(store.getState().accounts.eip155?.profileName).toBe('known.modal.test')
    stop()
  })

  it('copies only successful answers of the profile-name query, not other queries or other cache events', async () => {
    const { context, store } = setup()
    const client = queryClientOf(store)
    const stop = watchProfileNames(context)
    connectAccount(store, 'eip155', 'eip155:31337')
    await vi.waitFor(() => expect(client.getQueryState(queryKeys.profileName(CAIP))?.status).toBe('success'))
    client.setQueryData(['balance', CAIP], 'not-a-name')
    expect(profileName(store)).toBeUndefined()
    client.setQueryData(queryKeys.profileName(CAIP), 'old.modal.test')
    expect(profileName(store)).toBe('old.modal.test')
    // A name set since (e.g. by a registration) is not overwritten by the cache's invalidation event.
    setProfileName(store, CAIP, 'new.modal.test')
    await client.invalidateQueries({ queryKey: queryKeys.profileName(CAIP), refetchType: 'none' })
    expect(profileName(store)).toBe('new.modal.test')
    stop()
  })
})

describe('watchProfileNamesLazily', () => {
  it('loads the watcher once an account connects, not before, and stops it', async () => {
    const { context, store, reverseCalls, registerAtService } = setup()
    await registerAtService('alice1234')
    const stop = watchProfileNamesLazily(context)
    store.setState({ activeNamespace: 'eip155' })
    expect(reverseCalls()).toBe(0)
    connectAccount(store, 'eip155', 'eip155:31337')
    await vi.waitFor(() => expect(profileName(store)).toBe('alice1234.modal.test'))
    stop()
    await Promise.resolve()
    setAccount(store, 'eip155', { status: 'disconnected' })
    connectAccount(store, 'eip155', 'eip155:31338')
    expect(reverseCalls()).toBe(1)
  })
})
