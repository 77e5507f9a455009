import SignClient from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import type { ModalStore } from '../../core/store.js'
import { createEmitter } from './emitter.js'

/** EVM methods the wallet answers through the relay. */
export const EVM_WALLET_METHODS = ['personal_sign', 'eth_sign', 'eth_signTypedData', 'eth_signTypedData_v4', 'eth_sendTransaction', 'eth_signTransaction'] as const
/** Solana methods the wallet answers (WalletConnect's Solana JSON-RPC). */
const SOLANA_WALLET_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'] as const
/** A pairing URI lives 5 minutes; a new one is made shortly before. */
export const URI_REFRESH_MS = 4.5 * 60_000

/**
 * One WalletConnect v2 session per modal instance, shared by the EVM and Solana adapters: one
 * sign-client, one pairing asking for every configured namespace (optional namespaces), our own QR
 * from the pairing URI (refreshed before it expires), requests routed to the wallet while the modal
 * shows a waiting state, `session_delete` from the wallet reported as a disconnect. Offline-safe:
 * only the configured relay is contacted (telemetry off, the verify iframe skipped).
 */
export interface WalletConnectSession {
  /** The live session, restored from storage after a reload. */
  current(): Promise<SessionTypes.Struct | undefined>
  /** Pairs (showing a URI) unless a live session already has an account in `namespace`. */
  ensure(namespace: 'eip155' | 'solana'): Promise<SessionTypes.Struct>
  /** Sends `method` to the wallet on a CAIP-2 chain. */
  request<T>(chainId: string, method: string, params: unknown): Promise<T>
  disconnect(): Promise<void>
  on(event: 'delete' | 'event', listener: (...args: never[]) => void): void
}

/** Accounts of one namespace in a session, as `[caipNetworkId, address]`, in the session's order. */
export function sessionAccounts(session: SessionTypes.Struct | undefined, namespace: string): [string, string][] {
  return (session?.namespaces[namespace]?.accounts ?? []).map((a) => {
    const [ns, ref, address] = a.split(':')
    return [`${ns}:${ref}`, address!]
  })
}

const sessions = new WeakMap<ModalStore, WalletConnectSession>()

/** The instance's WalletConnect session (created on first use). Needs `options.walletConnect`. */
export function walletConnectSessionFor(store: ModalStore): WalletConnectSession {
  let session = sessions.get(store)
  if (!session) sessions.set(store, (session = createSession(store)))
  return session
}

function createSession(store: ModalStore): WalletConnectSession {
  const emitter = createEmitter()
  const { options } = store.getState()
  const config = options.walletConnect
  if (!config) throw new Error('WalletConnect is not configured')
  const setUri = (uri: string | undefined) => store.setState((s) => ({ walletConnect: { ...s.walletConnect, uri } }))
  const setPending = (pending: boolean) => store.setState((s) => ({ walletConnect: { ...s.walletConnect, pending } }))
  let live: SessionTypes.Struct | undefined
  let pairing: Promise<SessionTypes.Struct> | undefined

  const client = SignClient.init({
    projectId: config.projectId,
    relayUrl: config.relayUrl,
    metadata: {
      name: options.metadata.name,
      description: options.metadata.description ?? options.metadata.name,
      url: options.metadata.url ?? location.origin,
      icons: options.metadata.icons ?? [],
    },
    customStoragePrefix: `${options.storageKey}.wc`,
    telemetryEnabled: false,
  }).then((c) => {
    // The verify step would load an iframe from verify.walletconnect.org and wait 5 s for it.
    ;(c.core.verify as { register: (...args: unknown[]) => Promise<string> }).register = async () => ''
    live = c.session.getAll().find((s) => s.expiry * 1000 > Date.now())
    const ended = ({ topic }: { topic: string }) => {
      if (topic !== live?.topic) return
      live = undefined
      emitter.emit('delete')
    }
    c.on('session_delete', ended)
    c.on('session_expire', ended)
    c.on('session_event', ({ topic, params }) => {
      if (topic === live?.topic) emitter.emit('event', params.event, params.chainId)
    })
    return c
  })

  const namespaces = () => {
    const networks = store.getState().options.networks
    const ids = (ns: string) => networks.filter((n) => n.caipNetworkId.startsWith(`${ns}:`)).map((n) => n.caipNetworkId)
    const requested: Record<string, { chains: string[]; methods: string[]; events: string[] }> = {}
    if (ids('eip155').length) requested.eip155 = { chains: ids('eip155'), methods: [...EVM_WALLET_METHODS, 'wallet_switchEthereumChain', 'wallet_addEthereumChain'], events: ['accountsChanged', 'chainChanged'] }
    if (ids('solana').length) requested.solana = { chains: ids('solana'), methods: [...SOLANA_WALLET_METHODS], events: [] }
    return requested
  }

  async function pair(): Promise<SessionTypes.Struct> {
    const c = await client
    // A pairing URI expires after 5 minutes: offer a fresh one until the wallet answers.
    for (;;) {
      const { uri, approval } = await c.connect({ optionalNamespaces: namespaces() })
      setUri(uri)
      let timer: ReturnType<typeof setTimeout> | undefined
      const expired = new Promise<'expired'>((resolve) => (timer = setTimeout(() => resolve('expired'), URI_REFRESH_MS)))
      try {
        const result = await Promise.race([approval(), expired])
        if (result !== 'expired') return result
      } finally {
        clearTimeout(timer)
      }
    }
  }

  return {
    async current() {
      await client
      return live
    },
    async ensure(namespace) {
      await client
      if (live && sessionAccounts(live, namespace).length > 0) return live
      pairing ??= pair().finally(() => (pairing = undefined))
      live = await pairing
      setUri(undefined)
      return live
    },
    async request<T>(chainId: string, method: string, params: unknown): Promise<T> {
      const c = await client
      if (!live) throw Object.assign(new Error('Unauthorized'), { code: 4100 })
      setPending(true)
      try {
        return (await c.request({ topic: live.topic, chainId, request: { method, params } })) as T
      } finally {
        setPending(false)
      }
    },
    async disconnect() {
      const c = await client
      const ending = live
      live = undefined
      setUri(undefined)
      if (ending) await c.disconnect({ topic: ending.topic, reason: getSdkError('USER_DISCONNECTED') }).catch(() => undefined)
    },
    on: emitter.on,
  }
}
