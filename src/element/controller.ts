import type { CaipNetworkId } from '../core/caip.js'
import type { ChainAdapter } from '../core/chain-adapter.js'
import { isUserRejection, toWalletModalError, WalletModalError } from '../core/errors.js'
import { messages } from '../core/messages.js'
import { resolveOptions, type WalletModalOptions } from '../core/options.js'
import * as router from '../core/router.js'
import type { ModalRuntime } from '../core/runtime.js'
import { createPersistence } from '../core/storage.js'
import { RECENT_WALLETS_LIMIT } from '../core/constants.js'
import {
  activeAccount,
  createModalStore,
  findNetwork,
  isUnsupportedNetwork,
  publicSnapshot,
  setAccount,
  type ModalState,
} from '../core/store.js'
import { createEvmDiscovery } from '../chains/eip155/discovery.js'
import { dispatchModalEvent, eventsBetween } from './events.js'
import type { WalletModalApi, WalletModalState } from './types.js'

interface StoredConnection {
  namespace: 'eip155'
  connectorId: string
}
const isStoredConnection = (v: unknown): v is StoredConnection =>
  typeof v === 'object' && v !== null && (v as StoredConnection).namespace === 'eip155' && typeof (v as StoredConnection).connectorId === 'string'
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')
const isString = (v: unknown): v is string => typeof v === 'string'

export interface Controller {
  runtime: ModalRuntime
  api: WalletModalApi
  destroy(): void
}

/**
 * One `<wallet-modal>` instance's brain: its store, persistence, wallet discovery, the lazily
 * loaded chain adapter, and the DOM events. Framework-free; React only renders its store.
 */
export function createController(host: HTMLElement, initial: WalletModalOptions = {}): Controller {
  const store = createModalStore(resolveOptions(initial))
  let persistence = createPersistence(store.getState().options.storageKey)
  const discovery = createEvmDiscovery()
  let adapterPromise: Promise<ChainAdapter> | undefined

  const recent = persistence.get('recentConnectors', isStringList) ?? []
  store.setState({ recentConnectorIds: recent, connectors: discovery.connectors() })
  const unsubscribeDiscovery = discovery.subscribe((connectors) => store.setState({ connectors }))

  function loadAdapter(): Promise<ChainAdapter> {
    adapterPromise ??= import('../chains/eip155/adapter.js').then(({ createEvmAdapter }) => {
      const backend = {
        getItem: (k: string) => { try { return localStorage.getItem(k) } catch { return null } },
        setItem: (k: string, v: string) => { try { localStorage.setItem(k, v) } catch { /* storage blocked: keep going in memory */ } },
        removeItem: (k: string) => { try { localStorage.removeItem(k) } catch { /* ignore */ } },
      }
      return createEvmAdapter({ store, discovery, backend })
    })
    adapterPromise.catch(() => (adapterPromise = undefined))
    return adapterPromise
  }

  const setRouter = (next: ModalState['router']) => store.setState({ router: next })
  const defaultView = (state: ModalState) =>
    isUnsupportedNetwork(state) ? 'UnsupportedChain' : activeAccount(state).status === 'connected' ? 'Account' : 'Connect'

  // Store → DOM events, in order; and the wallet moving to an unconfigured chain opens the modal.
  let previous: WalletModalState = publicSnapshot(store.getState())
  const unsubscribeEvents = store.subscribe((state) => {
    const next = publicSnapshot(state)
    const before = previous
    previous = next
    if (next.caipNetworkId !== before.caipNetworkId || next.status !== before.status) {
      if (isUnsupportedNetwork(state)) setRouter(router.openRouter(state.router, 'UnsupportedChain'))
      else if (state.router.history.some((e) => e.view === 'UnsupportedChain')) setRouter(router.close(state.router))
      if (next.caipNetworkId && findNetwork(state, next.caipNetworkId)) persistence.set('network', next.caipNetworkId)
    }
    for (const name of eventsBetween(before, next)) dispatchModalEvent(host, name, next)
  })

  const runtime: ModalRuntime = {
    store,
    open(view, data) {
      const state = store.getState()
      setRouter(router.openRouter(state.router, view ?? defaultView(state), data))
    },
    close: () => setRouter(router.close(store.getState().router)),
    push: (view, data) => setRouter(router.push(store.getState().router, view, data)),
    replace: (view, data) => setRouter(router.replace(store.getState().router, view, data)),
    goBack: () => setRouter(router.goBack(store.getState().router)),
    async connect(connectorId) {
      const state = store.getState()
      store.setState({ attempt: { connectorId } })
      if (router.currentView(state.router)?.view !== 'ConnectingExternal') runtime.push('ConnectingExternal', { connectorId })
      setAccount(store, 'eip155', { status: 'connecting', connectorId })
      try {
        const adapter = await loadAdapter()
        await adapter.connect(connectorId)
        persistence.set('connection', { namespace: 'eip155', connectorId } satisfies StoredConnection)
        const recentIds = [connectorId, ...store.getState().recentConnectorIds.filter((id) => id !== connectorId)].slice(0, RECENT_WALLETS_LIMIT)
        persistence.set('recentConnectors', recentIds)
        store.setState({ recentConnectorIds: recentIds, attempt: {} })
        const after = store.getState()
        // A successful connection closes the modal (spec section 4); an unconfigured chain keeps it on UnsupportedChain.
        if (!isUnsupportedNetwork(after)) setRouter(router.close(after.router))
      } catch (error) {
        const rejected = isUserRejection(error)
        const text = rejected ? messages.connectionRejected : toWalletModalError(error).message || messages.failedToConnect
        if (store.getState().accounts.eip155?.status !== 'connected') setAccount(store, 'eip155', { status: 'disconnected' })
        store.setState({ attempt: { connectorId, error: text, rejected } })
      }
    },
    cancelConnect() {
      store.setState({ attempt: {} })
      if (activeAccount(store.getState()).status === 'connecting') setAccount(store, 'eip155', { status: 'disconnected' })
      runtime.goBack()
    },
    async disconnect() {
      persistence.remove('connection')
      const adapter = activeAccount(store.getState()).status === 'disconnected' && !adapterPromise ? undefined : await loadAdapter()
      await adapter?.disconnect()
      setAccount(store, 'eip155', { status: 'disconnected' })
      const state = store.getState()
      if (state.router.open) setRouter(router.close(state.router))
    },
    async switchNetwork(caipNetworkId: CaipNetworkId) {
      const state = store.getState()
      const network = findNetwork(state, caipNetworkId)
      if (!network) throw new WalletModalError('Network not found', { code: 'NETWORK_NOT_FOUND' })
      if (activeAccount(state).status !== 'connected') {
        store.setState({ network: { ...state.network, caipNetwork: network } })
        persistence.set('network', caipNetworkId)
        return
      }
      const adapter = await loadAdapter()
      await adapter.switchNetwork(caipNetworkId)
    },
    async getBalance(caipAddress) {
      return (await loadAdapter()).getBalance(caipAddress)
    },
  }

  // Silent reconnect of the stored connection (no prompt), once networks are known.
  async function restore() {
    const stored = persistence.get('connection', isStoredConnection)
    if (!stored || store.getState().options.networks.length === 0) return
    setAccount(store, 'eip155', { status: 'connecting', connectorId: stored.connectorId })
    try {
      const adapter = await loadAdapter()
      // An announced wallet may answer after us: wait for it briefly before giving up.
      for (let i = 0; i < 20 && !store.getState().connectors.some((c) => c.id === stored.connectorId); i++)
        await new Promise((r) => setTimeout(r, 50))
      const ok = await adapter.reconnect(stored.connectorId)
      if (!ok) {
        persistence.remove('connection')
        setAccount(store, 'eip155', { status: 'disconnected' })
      }
    } catch {
      setAccount(store, 'eip155', { status: 'disconnected' })
    }
  }
  let restored = false

  const api: WalletModalApi = {
    open: (opts) => runtime.open(opts?.view),
    close: () => runtime.close(),
    getState: () => publicSnapshot(store.getState()),
    subscribeState(listener) {
      let last = publicSnapshot(store.getState())
      return store.subscribe((state) => {
        const next = publicSnapshot(state)
        if (JSON.stringify(next) !== JSON.stringify(last)) listener((last = next))
      })
    },
    disconnect: () => runtime.disconnect(),
    switchNetwork: (id) => runtime.switchNetwork(id),
    setOptions(partial) {
      const before = store.getState().options
      const options = resolveOptions(partial, before)
      if (options.storageKey !== before.storageKey) persistence = createPersistence(options.storageKey)
      store.setState((s) => ({
        options,
        network: {
          ...s.network,
          caipNetwork: s.network.caipNetwork && options.networks.some((n) => n.caipNetworkId === s.network.caipNetwork?.caipNetworkId) ? s.network.caipNetwork : options.networks[0],
          approvedCaipNetworkIds: options.networks.map((n) => n.caipNetworkId),
          requestedCaipNetworks: options.networks,
        },
      }))
      if (!restored && options.networks.length > 0) {
        restored = true
        const stored = persistence.get('network', isString)
        const net = findNetwork(store.getState(), stored)
        if (net) store.setState((s) => ({ network: { ...s.network, caipNetwork: net } }))
        void restore()
      }
    },
  }
  if (store.getState().options.networks.length > 0) api.setOptions({})

  return {
    runtime,
    api,
    destroy() {
      unsubscribeDiscovery()
      unsubscribeEvents()
      discovery.destroy()
      void adapterPromise?.then((a) => a.destroy())
    },
  }
}
