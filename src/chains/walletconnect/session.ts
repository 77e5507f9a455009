import SignClient from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import type { ModalStore } from '../../core/store.js'
import { isEvmAddress } from '../eip155/isEvmAddress.js'
import { isSolanaAddress } from '../solana/isSolanaAddress.js'
import { createEmitter } from './emitter.js'
import {
  sessionChains,
  validateApprovedNamespaces,
  type RequestedNamespaces,
  type SessionAccount,
} from './namespaces.js'

/** EVM methods the wallet answers through the relay. */
export const EVM_WALLET_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
] as const
/**
 * EIP-5792's methods (batched calls), asked for as optional: a wallet that approves them gets them
 * passed through (provider.ts); one that does not is never sent them.
 */
export const EVM_BATCH_METHODS = [
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
] as const
/** Solana methods the wallet answers (WalletConnect's Solana JSON-RPC). */
const SOLANA_WALLET_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'] as const
/** A pairing URI lives 5 minutes; a new one is made shortly before. */
export const URI_REFRESH_MS = 4.5 * 60_000
/**
 * A session lives 7 days (sign-client's SESSION_EXPIRY). One in use (restored on a page load, or
 * sending a request) with less than this left is extended (`wc_sessionExtend`, 7 days from now):
 * at most one extension a day, and a session used at least weekly never expires.
 */
export const EXTEND_WHEN_LEFT_MS = 6 * 24 * 60 * 60_000

/**
 * One WalletConnect v2 session per modal instance, shared by the EVM and Solana adapters: one
 * sign-client, one pairing asking for every configured namespace (optional namespaces), our own QR
 * from the pairing URI (refreshed before it expires), requests routed to the wallet while the modal
 * shows a waiting state, `session_delete` from the wallet reported as a disconnect. Offline-safe:
 * only the configured relay is contacted (telemetry off, the verify iframe skipped).
 *
 * The wallet is not trusted: every session (approved, restored after a reload,
 * or changed by `session_update`) is checked with {@link validateApprovedNamespaces} against the
 * namespaces asked for; a session that fails is ended from our side (reason UNSUPPORTED_ACCOUNTS).
 * What the WalletConnect Sign spec allows is accepted: accounts on chains the host did
 * not configure are ignored (never shown, never signed for), not refused. A session in use is
 * extended before it expires (EXTEND_WHEN_LEFT_MS); sign-client resubscribes after a relay outage.
 */
export interface WalletConnectSession {
  /** The live session, restored from storage after a reload. */
  current(): Promise<SessionTypes.Struct | undefined>
  /**
   * The live session's accounts in `namespace` on the networks the host configured, validated, in
   * the wallet's order ([] without one). Accounts the wallet approved on other chains are not here.
   */
  accounts(namespace: string): Promise<SessionAccount[]>
  /** Every CAIP-2 chain of `namespace` the live session covers, unconfigured ones included ([] without one). */
  chains(namespace: string): Promise<string[]>
  /**
   * Pairs (showing a URI) unless a live session already has an account in `namespace`.
   * @throws WalletModalError (code 'INVALID_ACCOUNTS', see validateApprovedNamespaces) when the
   *   wallet approves accounts that are malformed, on networks not asked for, or none in `namespace`;
   *   the session is disconnected first.
   */
  ensure(namespace: 'eip155' | 'solana'): Promise<SessionTypes.Struct>
  /**
   * Sends `method` to the wallet on a CAIP-2 chain, extending the session first when it nears its
   * expiry (EXTEND_WHEN_LEFT_MS).
   * @throws Error code 4100 without a session; code 4901 'Chain disconnected' when the session has
   *   no account the modal uses on `chainId` (a chain the host did not configure: never signed on).
   */
  request<T>(chainId: string, method: string, params: unknown): Promise<T>
  disconnect(): Promise<void>
  on(event: 'delete' | 'event', listener: (...args: never[]) => void): void
}

/** Address checks of the namespaces this modal connects. */
const IS_ADDRESS = { eip155: isEvmAddress, solana: isSolanaAddress }

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
  /** The live session's accounts, validated when it became live. */
  let liveAccounts: Record<string, SessionAccount[]> = {}
  let pairing: Promise<SessionTypes.Struct> | undefined
  /** Checks a session's namespaces against what this instance asks for (see validateApprovedNamespaces). */
  const validate = (namespacesOf: unknown, required: readonly string[] = []) =>
    validateApprovedNamespaces(namespacesOf, namespaces(), { required, isAddress: IS_ADDRESS })
  const setLive = (session: SessionTypes.Struct | undefined, accounts: Record<string, SessionAccount[]> = {}) => {
    live = session
    liveAccounts = session ? accounts : {}
  }

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
    const restored = c.session.getAll().find((s) => s.expiry * 1000 > Date.now())
    if (restored) {
      try {
        setLive(restored, validate(restored.namespaces))
        // Coming back to the page is using the session.
        void extendIfDue(c)
      } catch {
        // Stored before the networks changed, or never valid: end it rather than trust it.
        void end(c, restored.topic)
      }
    }
    const ended = ({ topic }: { topic: string }) => {
      if (topic !== live?.topic) return
      setLive(undefined)
      emitter.emit('delete')
    }
    c.on('session_delete', ended)
    c.on('session_expire', ended)
    c.on('session_update', ({ topic, params }) => {
      if (topic !== live?.topic) return
      try {
        setLive(c.session.get(topic), validate(params.namespaces))
      } catch {
        void end(c, topic)
        ended({ topic })
      }
    })
    c.on('session_event', ({ topic, params }) => {
      if (topic === live?.topic) emitter.emit('event', params.event, params.chainId)
    })
    return c
  })

  let extending: Promise<void> | undefined
  /** Extends the live session when less than EXTEND_WHEN_LEFT_MS is left (never throws: a failed extension leaves it as it was). */
  const extendIfDue = (c: SignClient): Promise<void> => {
    const topic = live?.topic
    if (!topic || extending) return extending ?? Promise.resolve()
    const expiry = (c.session.getAll().find((s) => s.topic === topic) ?? live!).expiry
    if (expiry * 1000 - Date.now() >= EXTEND_WHEN_LEFT_MS) return Promise.resolve()
    extending = c
      .extend({ topic })
      .then(({ acknowledged }) => {
        void acknowledged().catch(() => undefined)
        if (live?.topic === topic) live = c.session.get(topic)
      })
      .catch(() => undefined)
      .finally(() => (extending = undefined))
    return extending
  }

  /** Ends a session from our side because its accounts cannot be trusted. */
  const end = (c: SignClient, topic: string) =>
    c.disconnect({ topic, reason: getSdkError('UNSUPPORTED_ACCOUNTS') }).catch(() => undefined)

  function namespaces() {
    const networks = store.getState().options.networks
    const ids = (ns: string) => networks.filter((n) => n.caipNetworkId.startsWith(`${ns}:`)).map((n) => n.caipNetworkId)
    const requested: RequestedNamespaces & Record<string, { chains: string[]; methods: string[]; events: string[] }> =
      {}
    if (ids('eip155').length)
      requested.eip155 = {
        chains: ids('eip155'),
        methods: [...EVM_WALLET_METHODS, 'wallet_switchEthereumChain', 'wallet_addEthereumChain', ...EVM_BATCH_METHODS],
        events: ['accountsChanged', 'chainChanged'],
      }
    if (ids('solana').length)
      requested.solana = { chains: ids('solana'), methods: [...SOLANA_WALLET_METHODS], events: [] }
    return requested
  }

  async function pair(): Promise<SessionTypes.Struct> {
    const c = await client
    // A pairing URI expires after 5 minutes: offer a fresh one until the wallet answers.
    for (;;) {
      const { uri, approval } = await c.connect({ optionalNamespaces: namespaces() })
      setUri(uri)
      let timer: ReturnType<typeof setTimeout> | undefined
      const expired = new Promise<'expired'>(
        (resolve) => (timer = setTimeout(() => resolve('expired'), URI_REFRESH_MS)),
      )
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
    async accounts(namespace) {
      await client
      return liveAccounts[namespace] ?? []
    },
    async chains(namespace) {
      await client
      return live ? sessionChains(live.namespaces, namespace) : []
    },
    async ensure(namespace) {
      const c = await client
      if (live && liveAccounts[namespace]?.length) return live
      pairing ??= pair().finally(() => (pairing = undefined))
      const approved = await pairing
      setUri(undefined)
      try {
        setLive(approved, validate(approved.namespaces, [namespace]))
      } catch (error) {
        if (live?.topic === approved.topic) setLive(undefined)
        await end(c, approved.topic)
        throw error
      }
      return approved
    },
    async request<T>(chainId: string, method: string, params: unknown): Promise<T> {
      const c = await client
      if (!live) throw Object.assign(new Error('Unauthorized'), { code: 4100 })
      // Only on a chain the modal uses: accounts approved on other chains are never signed for.
      if (!Object.values(liveAccounts).some((accounts) => accounts.some((a) => a.caipNetworkId === chainId)))
        throw Object.assign(new Error('Chain disconnected'), { code: 4901 })
      await extendIfDue(c)
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
      setLive(undefined)
      setUri(undefined)
      if (ending)
        await c.disconnect({ topic: ending.topic, reason: getSdkError('USER_DISCONNECTED') }).catch(() => undefined)
    },
    on: emitter.on,
  }
}
