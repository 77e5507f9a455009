/**
 * Test support for the actions' unit tests: an instance context over a memory store, memory
 * persistence and fake {@link ChainAdapter}s that behave like the real ones towards the store
 * (a connect publishes the account, a disconnect clears it). Not part of the bundle.
 */
import { vi } from 'vitest'
import { EVM_AND_SOLANA_TEST_NETWORKS } from '../core/__fixtures__/networks.js'
import { formatCaipAddress, parseCaipAddress, type CaipNetworkId } from '../core/caip.js'
import type { ChainAdapter, ChainAdapters } from '../core/chainAdapter.js'
import type { ModalContext } from '../core/context.js'
import type { EmbeddedAccount } from '../core/embedded/protocol.js'
import type { EmbeddedWalletHost, SignerClient } from '../core/embedded/signerTypes.js'
import { NetworkNotFoundError } from '../core/specificErrors.js'
import type { HistorySource } from '../core/history.js'
import type { SiwxOptions, SiwxSession, SiwxStorage } from '../core/siwx.js'
import { resolveOptions, type ChainNamespace, type NetworkConfig, type WalletModalOptions } from '../core/options.js'
import { createMemoryBackend, createPersistence } from '../core/storage.js'
import { createModalStore, findNetwork, setAccount, type ModalStore } from '../core/store.js'
import { setConnectedAccount } from '../core/storeUpdates.js'

export const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const SOLANA_ADDRESS = '83xaygDkAM9tkFEgtP1Gj1PtVWZiBa2xSrtWGtv1Hf9u'
export const BITCOIN_ADDRESS = 'bcrt1qxhwlfpl2eh2yzpayrlg7dmy5jfr6yzyckt3nv8'
export const NETWORKS: NetworkConfig[] = [
  ...EVM_AND_SOLANA_TEST_NETWORKS,
  { caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', name: 'Bitcoin Regtest', rpcUrl: 'http://e' },
]

/** A user rejection as wallets report it (EIP-1193 code 4001). */
export const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

type FakeAdapter = {
  [K in keyof ChainAdapter]: ChainAdapter[K] extends (...args: infer A) => infer R
    ? ReturnType<typeof vi.fn<(...args: A) => R>>
    : ChainAdapter[K]
}

/**
 * A fake adapter of `namespace`: `connect` publishes `address` on the selected network (or the
 * namespace's first), `switchNetwork` moves the account, `disconnect` clears it. Every method is a
 * vi.fn, so a test can make one fail: `adapter.connect.mockRejectedValueOnce(rejection())`.
 */
const addressOf = (namespace: ChainNamespace) =>
  namespace === 'eip155' ? EVM_ADDRESS : namespace === 'solana' ? SOLANA_ADDRESS : BITCOIN_ADDRESS

function createFakeAdapter(store: ModalStore, namespace: ChainNamespace): FakeAdapter {
  const address = addressOf(namespace)
  const publish = (caipNetworkId: CaipNetworkId, connectorId: string) =>
    setConnectedAccount(store, namespace, caipNetworkId, {
      status: 'connected',
      address,
      caipAddress: formatCaipAddress(caipNetworkId, address),
      connectorId,
    })
  const firstNetwork = () => {
    const selected = store.getState().network.caipNetwork
    const network = selected?.caipNetworkId.startsWith(`${namespace}:`)
      ? selected
      : store.getState().options.networks.find((n) => n.caipNetworkId.startsWith(`${namespace}:`))
    return network!.caipNetworkId
  }
  const history: HistorySource = { fetchPage: vi.fn(async () => ({ data: [], next: undefined })) }
  return {
    namespace,
    connect: vi.fn(async (connectorId: string) => publish(firstNetwork(), connectorId)),
    reconnect: vi.fn(async (connectorId: string) => (publish(firstNetwork(), connectorId), true)),
    disconnect: vi.fn(async () => setAccount(store, namespace, { status: 'disconnected' })),
    switchNetwork: vi.fn(async (caipNetworkId: CaipNetworkId) => {
      if (!findNetwork(store.getState(), caipNetworkId)) throw new NetworkNotFoundError()
      const account = store.getState().accounts[namespace]
      if (account?.caipAddress) publish(caipNetworkId, account.connectorId ?? 'fake')
    }),
    getBalance: vi.fn(async () => ({ value: 10n ** 18n, decimals: 18, symbol: 'ETH' })),
    signMessage: vi.fn(async () => '0xsignature'),
    getTokenBalances: vi.fn(async () => []),
    sendTransfer: vi.fn(async () => '0xhash'),
    resolveName: vi.fn(async (name: string) =>
      name.toLowerCase() === 'demo.eth' ? { name: 'demo.eth', address: EVM_ADDRESS } : undefined,
    ),
    isAddress: vi.fn((value: string) => /^0x[0-9a-fA-F]{40}$/.test(value)),
    createSignInMessage: vi.fn(
      async (fields) => `${fields.domain} wants you to sign in with ${fields.accountAddress} (nonce ${fields.nonce})`,
    ),
    historySource: vi.fn(async () => history),
    getProvider: vi.fn(async () => undefined),
    destroy: vi.fn(),
  }
}

/** The embedded account fake signers sign in to. */
export const EMBEDDED_ACCOUNT: EmbeddedAccount = {
  email: 'ada@example.com',
  eip155: EVM_ADDRESS,
  solana: SOLANA_ADDRESS,
  recoveryMode: 'operator',
}

/**
 * A fake signer frame: `handle` answers each request (a vi.fn a test replaces per method); the
 * account follows verifyEmailCode / signOut answers as the real client does.
 */
export function createFakeSigner() {
  let account: EmbeddedAccount | undefined
  const accountListeners = new Set<(a: EmbeddedAccount | undefined) => void>()
  const approvalListeners = new Set<(open: boolean) => void>()
  const setAccount = (next: EmbeddedAccount | undefined) => {
    account = next
    for (const l of accountListeners) l(next)
  }
  const handle = vi.fn(async (method: string, params?: unknown): Promise<unknown> => {
    const sent = {
      email: (params as { email?: string } | undefined)?.email ?? account?.email ?? 'ada@example.com',
      expiresAt: '2030-01-01T00:10:00.000Z',
      resendAt: '2030-01-01T00:00:30.000Z',
    }
    switch (method) {
      case 'getSession':
        return { account: account ?? null }
      case 'startEmailLogin':
      case 'resendEmailCode':
      case 'startEmailChange':
      case 'resendEmailChangeCode':
        return sent
      case 'verifyEmailCode':
        return { account: EMBEDDED_ACCOUNT }
      case 'verifyEmailChangeCode':
        return { step: 'done', account: { ...EMBEDDED_ACCOUNT, email: 'new@example.com' } }
      default:
        return {}
    }
  })
  const client: SignerClient = {
    frame: {} as HTMLIFrameElement,
    account: () => account,
    request: (async (method: string, params?: unknown) => {
      const result = (await handle(method, params)) as Record<string, unknown>
      if (method === 'verifyEmailCode' || method === 'getSession')
        setAccount((result.account ?? undefined) as EmbeddedAccount | undefined)
      if (method === 'verifyEmailChangeCode' && result.step === 'done') setAccount(result.account as EmbeddedAccount)
      if (method === 'signOut') setAccount(undefined)
      return result
    }) as SignerClient['request'],
    session: async () => account,
    onAccount: (l) => (accountListeners.add(l), () => accountListeners.delete(l)),
    onApproval: (l) => (approvalListeners.add(l), () => approvalListeners.delete(l)),
    approvalOpen: () => false,
    place: vi.fn(),
    destroy: vi.fn(),
  }
  let loaded = false
  const host: EmbeddedWalletHost & { fail?: Error } = {
    load: vi.fn(async () => {
      if (host.fail) throw host.fail
      loaded = true
      return client
    }),
    current: () => (loaded ? client : undefined),
    reset: vi.fn(() => {
      loaded = false
    }),
    onClient: vi.fn(() => () => undefined),
  }
  return {
    host,
    client,
    handle,
    setAccount,
    emitApproval: (open: boolean) => approvalListeners.forEach((l) => l(open)),
  }
}

/** A context over a fresh store with {@link NETWORKS} (unless `options` says otherwise) and fake adapters. */
export function createTestContext(options: WalletModalOptions = {}) {
  vi.stubGlobal('location', { host: 'app.test', origin: 'https://app.test' })
  const store = createModalStore(resolveOptions({ networks: NETWORKS, metadata: { name: 'Test' }, ...options }))
  const fakes = {
    eip155: createFakeAdapter(store, 'eip155'),
    solana: createFakeAdapter(store, 'solana'),
    bip122: createFakeAdapter(store, 'bip122'),
  }
  const loaded = new Set<ChainNamespace>()
  const adapters: ChainAdapters = {
    load: vi.fn(async (ns: ChainNamespace) => (loaded.add(ns), fakes[ns] as unknown as ChainAdapter)),
    loaded: (ns) => (loaded.has(ns) ? Promise.resolve(fakes[ns] as unknown as ChainAdapter) : undefined),
    discover: vi.fn(),
    destroy: vi.fn(),
  }
  const signer = createFakeSigner()
  const context: ModalContext = {
    store,
    adapters,
    embedded: signer.host,
    persistence: createPersistence('test', createMemoryBackend()),
  }
  return { context, store, fakes, signer }
}

/** Connects `namespace` through its fake adapter, as a wallet would, on `caipNetworkId`. */
export function connectAccount(
  store: ModalStore,
  namespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
  connectorId = 'io.demo',
) {
  const address = addressOf(namespace)
  setConnectedAccount(store, namespace, caipNetworkId, {
    status: 'connected',
    address,
    caipAddress: formatCaipAddress(caipNetworkId, address),
    connectorId,
  })
  return parseCaipAddress(formatCaipAddress(caipNetworkId, address))
}

/** The EVM test account on the local chain (31337), as a CAIP-10 address. */
export const EVM_CAIP_ADDRESS = `eip155:31337:${EVM_ADDRESS}` as const

/** A live SIWX session of `caipAddress` (default {@link EVM_CAIP_ADDRESS}) on the local chain. */
export function siwxSession(caipAddress: SiwxSession['caipAddress'] = EVM_CAIP_ADDRESS): SiwxSession {
  return {
    caipAddress,
    caipNetworkId: 'eip155:31337',
    message: 'm',
    signature: 's',
    issuedAt: new Date().toISOString(),
  }
}

/** A SIWX storage in memory, as a host's custom `siwx.storage`. */
export function memorySiwxStorage(): SiwxStorage & { sessions: SiwxSession[] } {
  const sessions: SiwxSession[] = []
  return {
    sessions,
    getNonce: async () => 'Nonce12345678',
    add: async ({ session }) => (sessions.push(session), session),
    get: async (id, address) => sessions.filter((s) => s.caipAddress === `${id}:${address}`),
    delete: async (id, address) =>
      void sessions.splice(0, sessions.length, ...sessions.filter((s) => s.caipAddress !== `${id}:${address}`)),
  }
}

/**
 * A test context with SIWX on over a memory storage that holds `sessions`, and the EVM test account
 * connected on the local chain (31337): what a sign-in test starts from. `siwx` adds SIWX options
 * (e.g. `required`). Its answer adds the storage to {@link createTestContext}'s.
 */
export function siwxTestContext(sessions: SiwxSession[] = [], siwx: Omit<SiwxOptions, 'storage'> = {}) {
  const storage = memorySiwxStorage()
  storage.sessions.push(...sessions)
  const test = createTestContext({ siwx: { storage, ...siwx } })
  connectAccount(test.store, 'eip155', 'eip155:31337')
  return { ...test, storage }
}
