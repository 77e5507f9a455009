import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeSigner, EMBEDDED_ACCOUNT, EVM_ADDRESS } from '../../actions/testContext.js'
import type { NetworkConfig } from '../../core/options.js'
import { resolveOptions } from '../../core/options.js'
import { createMemoryBackend, type KeyValueBackend } from '../../core/storage.js'
import { createModalStore, type ModalStore } from '../../core/store.js'
import { ACCOUNT_TYPE_STORAGE_KEY } from '../../core/embedded/accountType.js'
import { createEmbeddedEvmProvider } from './embeddedProvider.js'
import { BUNDLER_NETWORK } from './smartAccount/__fixtures__/bundlerNetwork.js'

const NETWORKS: NetworkConfig[] = [BUNDLER_NETWORK]
const STORAGE_KEY = 'wm-test'
const STORED = `${STORAGE_KEY}:${ACCOUNT_TYPE_STORAGE_KEY}`
const SMART_CAPABILITIES = { '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: false } } }

/** localStorage as the provider finds it, holding `stored` (raw) under the account type key when given. */
function storage(stored?: string): KeyValueBackend {
  const backend = createMemoryBackend()
  if (stored !== undefined) backend.setItem(STORED, stored)
  vi.stubGlobal('localStorage', backend)
  return backend
}

/**
 * A store, and the embedded provider over it with the host's option `preferredAccountType` (default
 * 'smartAccount'; `hostType: 'none'` sets none), signed in.
 */
async function setup(
  hostType: 'eoa' | 'smartAccount' | 'none' = 'smartAccount',
): Promise<{ store: ModalStore; provider: ReturnType<typeof createEmbeddedEvmProvider> }> {
  const option = hostType === 'none' ? {} : { preferredAccountType: hostType }
  // eth_getCode of the account: no delegation yet.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_: unknown, init?: RequestInit) => {
      const { id } = JSON.parse(String(init?.body)) as { id: number }
      return Response.json({ jsonrpc: '2.0', id, result: '0x' })
    }),
  )
  const store = createModalStore(
    resolveOptions({
      networks: NETWORKS,
      metadata: { name: 'Test' },
      storageKey: STORAGE_KEY,
      embeddedWallet: { signerUrl: 'https://signer.test/', ...option },
    }),
  )
  const signer = createFakeSigner()
  signer.setAccount(EMBEDDED_ACCOUNT)
  const provider = createEmbeddedEvmProvider({
    host: signer.host,
    networks: NETWORKS,
    onDisallowed: () => undefined,
    ...option,
    store,
  })
  await provider.request({ method: 'eth_accounts' })
  return { store, provider }
}

/** The embedded account connected on anvil in `store`, with `fields` (its published type and deployment). */
const connect = (
  store: ModalStore,
  fields: { preferredAccountType?: 'eoa' | 'smartAccount'; smartAccountDeployed?: boolean } = {},
) =>
  store.setState({
    activeNamespace: 'eip155',
    accounts: {
      eip155: {
        status: 'connected',
        address: EVM_ADDRESS,
        caipAddress: `eip155:31337:${EVM_ADDRESS}`,
        connectorId: 'auth',
        ...fields,
      },
    },
  })

const choose = (store: ModalStore, type: 'eoa' | 'smartAccount') =>
  store.setState((s) => ({ embedded: { ...s.embedded, preferredAccountType: type } }))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("the embedded EVM provider's account type (Account's switch)", () => {
  it("follows the store's choice on every request, over the option it was made with", async () => {
    storage()
    const { store, provider } = await setup()
    expect(await provider.request({ method: 'wallet_getCapabilities' })).toEqual(SMART_CAPABILITIES)
    choose(store, 'eoa')
    expect(await provider.request({ method: 'wallet_getCapabilities' })).toEqual({})
    await expect(provider.request({ method: 'wallet_sendCalls', params: [] })).rejects.toMatchObject({ code: -32004 })
    choose(store, 'smartAccount')
    expect(await provider.request({ method: 'wallet_getCapabilities' })).toEqual(SMART_CAPABILITIES)
  })

  it('starts from the choice stored by an earlier visit', async () => {
    storage('"eoa"')
    const { store, provider } = await setup()
    expect(store.getState().embedded.preferredAccountType).toBe('eoa')
    expect(await provider.request({ method: 'wallet_getCapabilities' })).toEqual({})
  })

  it('discards a corrupt stored choice and keeps the option', async () => {
    for (const corrupt of ['"banana"', '{not json', '1']) {
      const backend = storage(corrupt)
      const { store, provider } = await setup()
      expect(store.getState().embedded.preferredAccountType).toBeUndefined()
      expect(backend.getItem(STORED)).toBeNull()
      expect(await provider.request({ method: 'wallet_getCapabilities' })).toEqual(SMART_CAPABILITIES)
    }
  })

  it("republishes the connected account's type when the choice changes, the address unchanged", async () => {
    storage()
    const { store } = await setup()
    connect(store, { preferredAccountType: 'smartAccount', smartAccountDeployed: true })
    choose(store, 'eoa')
    expect(store.getState().accounts.eip155).toMatchObject({
      address: EVM_ADDRESS,
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    choose(store, 'smartAccount')
    await vi.waitFor(() => expect(store.getState().accounts.eip155?.preferredAccountType).toBe('smartAccount'))
    expect(store.getState().accounts.eip155).toMatchObject({ address: EVM_ADDRESS, smartAccountDeployed: false })
  })
})

describe("the embedded EVM provider and the project's default account type", () => {
  it('becomes a smart account when the project’s config says so and the host set no type', async () => {
    storage()
    const { store, provider } = await setup('none')
    connect(store)
    expect(await provider.request({ method: 'wallet_getCapabilities' })).toEqual({})
    store.setState((s) => ({ embedded: { ...s.embedded, projectAccountType: 'smartAccount' } }))
    expect(await provider.request({ method: 'wallet_getCapabilities' })).toEqual(SMART_CAPABILITIES)
    await vi.waitFor(() => expect(store.getState().accounts.eip155?.preferredAccountType).toBe('smartAccount'))
    choose(store, 'eoa')
    expect(await provider.request({ method: 'wallet_getCapabilities' })).toEqual({})
    expect(store.getState().accounts.eip155?.preferredAccountType).toBe('eoa')
  })
})
