import type { CaipNetworkId } from '../core/caip.js'
import { RECENT_WALLETS_LIMIT } from '../core/constants.js'
import { isUserRejection, toWalletModalError, WalletModalError } from '../core/errors.js'
import { messages } from '../core/messages.js'
import { resolveOptions, type ChainNamespace, type WalletModalOptions } from '../core/options.js'
import * as router from '../core/router.js'
import type { ModalRuntime } from '../core/runtime.js'
import { createPersistence } from '../core/storage.js'
import {
  activeAccount,
  createModalStore,
  findNetwork,
  isUnsupportedNetwork,
  namespaceOf,
  publicSnapshot,
  setAccount,
  showToast,
  type ModalState,
} from '../core/store.js'
import { createSiwxFlow } from '../features/siwx/siwxFlow.js'
import { createAdapterRegistry } from './adapters.js'
import { WALLET_CONNECT_ID } from '../chains/eip155/discovery.js'
import { dispatchModalEvent, eventsBetween } from './events.js'
import { sessionStore } from './session.js'
import type { WalletModalApi, WalletModalState } from './types.js'

const NETWORK_NOT_FOUND = 'Network not found'

export interface Controller {
  runtime: ModalRuntime
  api: WalletModalApi
  destroy(): void
}

/**
 * One `<wallet-modal>` instance's brain: its store, persistence, wallet discovery, the lazily
 * loaded chain adapters, and the DOM events. Framework-free; React only renders its store.
 */
export function createController(host: HTMLElement, initial: WalletModalOptions = {}): Controller {
  const store = createModalStore(resolveOptions(initial))
  let persistence = createPersistence(store.getState().options.storageKey)
  const session = sessionStore(() => persistence)
  const adapters = createAdapterRegistry(store)
  store.setState({ recentConnectorIds: session.recent() })

  const setRouter = (next: ModalState['router']) => store.setState({ router: next })
  const defaultView = (state: ModalState) =>
    isUnsupportedNetwork(state) ? 'UnsupportedChain' : activeAccount(state).status === 'connected' ? 'Account' : 'Connect'
  const connectedIn = (ns: ChainNamespace) => store.getState().accounts[ns]?.status === 'connected'

  // Store → DOM events, in order; a wallet moving to an unconfigured chain opens the modal.
  let previous: WalletModalState = publicSnapshot(store.getState())
  let pendingBefore = false
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
    // A WalletConnect request waits for the phone: say so (spec: the modal shows a waiting state).
    if (state.walletConnect.pending !== pendingBefore) {
      pendingBefore = state.walletConnect.pending
      if (pendingBefore) showToast(store, { variant: 'loading', message: messages.wcWaiting })
      else if (store.getState().toast?.message === messages.wcWaiting) showToast(store, undefined)
    }
    // A connected account without a session signs in (spec section 4).
    if (next.status === 'connected' && (next.caipAddress !== before.caipAddress || before.status !== 'connected')) void siwx.check()
  })

  /** Makes a connected namespace active on `caipNetworkId` (no prompt). */
  function activate(caipNetworkId: CaipNetworkId) {
    const ns = namespaceOf(caipNetworkId)!
    const network = findNetwork(store.getState(), caipNetworkId)
    store.setState((s) => ({ activeNamespace: ns, network: { ...s.network, caipNetwork: network ?? s.network.caipNetwork } }))
    session.setActive(ns)
  }

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
    async connect(connectorId, namespace) {
      const ns = namespace ?? store.getState().connectors.find((c) => c.id === connectorId)?.chain ?? 'eip155'
      store.setState({ attempt: { connectorId } })
      const connectingView = connectorId === WALLET_CONNECT_ID ? 'ConnectingWalletConnect' : 'ConnectingExternal'
      if (router.currentView(store.getState().router)?.view !== connectingView) runtime.push(connectingView, { connectorId })
      const before = store.getState().accounts[ns]
      setAccount(store, ns, { status: 'connecting', connectorId })
      try {
        const adapter = await adapters.load(ns)
        await adapter.connect(connectorId)
        session.remember(ns, connectorId)
        const recentIds = [connectorId, ...store.getState().recentConnectorIds.filter((id) => id !== connectorId)].slice(0, RECENT_WALLETS_LIMIT)
        session.setRecent(recentIds)
        store.setState({ recentConnectorIds: recentIds, attempt: {} })
        const after = store.getState()
        // A successful connection closes the modal (spec section 4); an unconfigured chain keeps it on
        // UnsupportedChain, and a sign-in that already took over the modal stays.
        const top = router.currentView(after.router)?.view
        if (!isUnsupportedNetwork(after) && (top === 'ConnectingExternal' || top === 'ConnectingWalletConnect' || top === 'Connect' || top === 'AllWallets' || top === 'SwitchActiveChain'))
          setRouter(router.close(after.router))
      } catch (error) {
        const rejected = isUserRejection(error)
        const text = rejected ? messages.connectionRejected : toWalletModalError(error).message || messages.failedToConnect
        if (store.getState().accounts[ns]?.status !== 'connected') setAccount(store, ns, before?.status === 'connected' ? before : { status: 'disconnected' })
        store.setState({ attempt: { connectorId, error: text, rejected } })
      }
    },
    cancelConnect() {
      store.setState({ attempt: {} })
      for (const ns of ['eip155', 'solana'] as const)
        if (store.getState().accounts[ns]?.status === 'connecting') setAccount(store, ns, { status: 'disconnected' })
      runtime.goBack()
    },
    async disconnect() {
      session.forget()
      const signedIn = Object.values(store.getState().accounts).flatMap((a) => (a?.status === 'connected' && a.caipAddress ? [a.caipAddress] : []))
      await siwx.signOut(signedIn)
      const namespaces = Object.keys(store.getState().accounts) as ChainNamespace[]
      await Promise.all(
        namespaces.map(async (ns) => {
          const adapter = adapters.loaded(ns)
          await (await adapter)?.disconnect().catch(() => undefined)
        }),
      )
      for (const ns of namespaces) setAccount(store, ns, { status: 'disconnected' })
      const state = store.getState()
      if (state.router.open) setRouter(router.close(state.router))
    },
    async switchNetwork(caipNetworkId: CaipNetworkId) {
      const state = store.getState()
      const network = findNetwork(state, caipNetworkId)
      if (!network) throw new WalletModalError(NETWORK_NOT_FOUND, { code: 'NETWORK_NOT_FOUND' })
      const ns = namespaceOf(caipNetworkId)!
      const anyConnected = activeAccount(state).status === 'connected'
      if (!anyConnected) {
        store.setState({ activeNamespace: ns, network: { ...state.network, caipNetwork: network } })
        persistence.set('network', caipNetworkId)
        return
      }
      if (ns !== state.activeNamespace) {
        if (connectedIn(ns)) return runtime.activateNetwork(caipNetworkId)
        // No account there yet: SwitchActiveChain connects one (spec section 4).
        return runtime.open('SwitchActiveChain', { caipNetworkId })
      }
      const adapter = await adapters.load(ns)
      await adapter.switchNetwork(caipNetworkId)
    },
    async activateNetwork(caipNetworkId) {
      const ns = namespaceOf(caipNetworkId)
      if (!ns || !connectedIn(ns)) throw new WalletModalError(NETWORK_NOT_FOUND, { code: 'NETWORK_NOT_FOUND' })
      const adapter = await adapters.load(ns)
      const account = store.getState().accounts[ns]
      const current = account?.caipAddress?.split(':').slice(0, 2).join(':')
      if (current !== caipNetworkId) await adapter.switchNetwork(caipNetworkId)
      activate(caipNetworkId)
    },
    async getBalance(caipAddress) {
      const ns = namespaceOf(caipAddress)
      if (!ns) throw new WalletModalError('Unsupported chain', { code: 'UNSUPPORTED_CHAIN' })
      return (await adapters.load(ns)).getBalance(caipAddress)
    },
    async getTokenBalances(caipAddress, tokens) {
      const ns = namespaceOf(caipAddress)
      if (!ns) throw new WalletModalError('Unsupported chain', { code: 'UNSUPPORTED_CHAIN' })
      return (await adapters.load(ns)).getTokenBalances(caipAddress, tokens)
    },
    async sendTransfer(request) {
      const ns = store.getState().activeNamespace
      if (!ns) throw new WalletModalError('Unsupported chain', { code: 'UNSUPPORTED_CHAIN' })
      return (await adapters.load(ns)).sendTransfer(request)
    },
    async resolveName(name, caipNetworkId) {
      const ns = namespaceOf(caipNetworkId)
      return ns ? (await adapters.load(ns)).resolveName(name, caipNetworkId) : undefined
    },
    siwx: {
      signIn: () => siwx.signIn(),
      cancel: () => siwx.cancel(),
    },
  }
  const siwx = createSiwxFlow({
    runtime,
    persistence: () => persistence,
    signMessage: async (ns, message) => (await adapters.load(ns)).signMessage(message),
    onSuccess: (s) => host.dispatchEvent(new CustomEvent('wallet-modal:siwx-success', { detail: { caipAddress: s.caipAddress, caipNetworkId: s.caipNetworkId }, bubbles: true, composed: true })),
  })

  // Silent reconnect of each stored connection (no prompt), once networks are known.
  async function restore() {
    const stored = session.read()
    const configured = new Set(store.getState().options.networks.map((n) => namespaceOf(n.caipNetworkId)))
    const entries = (Object.entries(stored.connections) as [ChainNamespace, string][]).filter(([ns]) => configured.has(ns))
    await Promise.all(
      entries.map(async ([ns, connectorId]) => {
        setAccount(store, ns, { status: 'connecting', connectorId })
        try {
          const adapter = await adapters.load(ns)
          // A wallet may announce itself after us: wait for it briefly before giving up.
          for (let i = 0; i < 40 && !store.getState().connectors.some((c) => c.id === connectorId); i++)
            await new Promise((r) => setTimeout(r, 50))
          if (await adapter.reconnect(connectorId)) return
          session.forget(ns)
        } catch {
          session.forget(ns)
        }
        setAccount(store, ns, { status: 'disconnected' })
      }),
    )
    const active = stored.activeNamespace
    const account = active && store.getState().accounts[active]
    if (active && account?.status === 'connected' && account.caipAddress) activate(account.caipAddress.split(':').slice(0, 2).join(':') as CaipNetworkId)
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
      adapters.discover(options.networks.map((n) => namespaceOf(n.caipNetworkId)).filter((ns): ns is ChainNamespace => !!ns))
      if (!restored && options.networks.length > 0) {
        restored = true
        const net = findNetwork(store.getState(), persistence.get('network', (v): v is string => typeof v === 'string'))
        if (net) store.setState((s) => ({ network: { ...s.network, caipNetwork: net }, activeNamespace: namespaceOf(net.caipNetworkId) }))
        void restore()
      }
    },
  }
  if (store.getState().options.networks.length > 0) api.setOptions({})

  return {
    runtime,
    api,
    destroy() {
      unsubscribeEvents()
      adapters.destroy()
    },
  }
}
