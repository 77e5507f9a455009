import { parseCaipAddress, type CaipNetworkId } from '../../core/caip.js'
import type { ChainNamespace } from '../../core/options.js'
import { messages } from '../../core/messages.js'
import type { ModalRuntime } from '../../core/runtime.js'
import type { SiwxSession, SiwxStorage } from '../../core/siwx.js'
import type { createPersistence } from '../../core/storage.js'
import { activeAccount, activeCaipNetworkId, findNetwork, namespaceOf, showToast, type ModalState } from '../../core/store.js'
import { createLocalSiwxStorage, isLive } from './localStorage.js'
import { createServerSiwxStorage } from './serverStorage.js'

type Persistence = ReturnType<typeof createPersistence>

/** Spec section 8, verbatim. */
export const SIWX_ERRORS = {
  notEnabled: 'SIWX is not enabled',
  noAddress: 'No ActiveCaipAddress found',
  noNetwork: 'No ActiveCaipNetwork or client found',
} as const

/** Default session lifetime when the host gives no `expirationMs`: 24 hours. */
export const DEFAULT_SIWX_EXPIRATION_MS = 24 * 60 * 60 * 1000

export interface SiwxFlowContext {
  runtime: ModalRuntime
  persistence: () => Persistence
  /** Signs with the connected account of `namespace` (EIP-191 hex or base58 ed25519). */
  signMessage(namespace: ChainNamespace, message: string): Promise<string>
  /** Dispatches `wallet-modal:siwx-success` on the element. */
  onSuccess(session: SiwxSession): void
}

export interface SiwxFlow {
  /** After the active account changed: finds its session, or opens SIWXSignMessage. */
  check(): Promise<void>
  /** Creates the message, asks the wallet to sign, has the storage verify and keep it. */
  signIn(): Promise<void>
  /** Required: back to the last network with a session, else disconnect. Not required: close. */
  cancel(): Promise<void>
  /** Forgets the sessions of accounts being disconnected. */
  signOut(caipAddresses: string[]): Promise<void>
}

const isString = (v: unknown): v is string => typeof v === 'string'

/** True while SIWXSignMessage must not be dismissed: sign-in required and no session yet. */
export function isSiwxBlocking(state: ModalState): boolean {
  const top = state.router.history[state.router.history.length - 1]
  if (top?.view !== 'SIWXSignMessage' || !state.options.siwx?.required) return false
  const caipAddress = activeAccount(state).caipAddress
  return !caipAddress || !state.siwx.sessions[caipAddress]
}

/**
 * The sign-in flow of spec section 4, framework-free: a connected account with no session opens
 * SIWXSignMessage; success adds the session, records the network, closes and emits success;
 * failure reopens the view with 'Error signing message'.
 */
export function createSiwxFlow(ctx: SiwxFlowContext): SiwxFlow {
  const { runtime } = ctx
  const { store } = runtime
  let server: { url: string; storage: SiwxStorage } | undefined
  const local = createLocalSiwxStorage(ctx.persistence)
  const options = () => store.getState().options.siwx
  const enabled = () => !!options() && options()!.enabled !== false
  const storage = (): SiwxStorage => {
    const o = options()
    if (o?.storage) return o.storage
    if (o?.serverUrl) {
      if (server?.url !== o.serverUrl) server = { url: o.serverUrl, storage: createServerSiwxStorage(o.serverUrl, ctx.persistence) }
      return server.storage
    }
    return local
  }
  const remember = (session: SiwxSession) => {
    store.setState((s) => ({ siwx: { ...s.siwx, sessions: { ...s.siwx.sessions, [session.caipAddress]: session }, lastSessionNetwork: session.caipNetworkId } }))
    ctx.persistence().set('siwx:lastNetwork', session.caipNetworkId)
  }
  store.setState((s) => ({ siwx: { ...s.siwx, lastSessionNetwork: ctx.persistence().get('siwx:lastNetwork', isString) as CaipNetworkId | undefined } }))

  return {
    async check() {
      if (!enabled()) return
      const account = activeAccount(store.getState())
      const caipAddress = account.caipAddress
      if (account.status !== 'connected' || !caipAddress) return
      const known = store.getState().siwx.sessions[caipAddress]
      if (known && isLive(known)) return
      const { caipNetworkId, address } = parseCaipAddress(caipAddress)
      const sessions = await storage().get(caipNetworkId as CaipNetworkId, address).catch(() => [])
      if (activeAccount(store.getState()).caipAddress !== caipAddress) return
      const live = sessions.find((s) => isLive(s))
      if (live) return remember(live)
      runtime.open('SIWXSignMessage')
    },
    async signIn() {
      if (!enabled()) throw new Error(SIWX_ERRORS.notEnabled)
      const state = store.getState()
      const caipAddress = activeAccount(state).caipAddress
      if (!caipAddress) throw new Error(SIWX_ERRORS.noAddress)
      const { caipNetworkId, address } = parseCaipAddress(caipAddress)
      const namespace = namespaceOf(caipNetworkId)
      if (!namespace || !findNetwork(state, caipNetworkId)) throw new Error(SIWX_ERRORS.noNetwork)
      const o = options()!
      store.setState((s) => ({ siwx: { ...s.siwx, signing: true } }))
      showToast(store, undefined)
      try {
        const nonce = await storage().getNonce()
        const issuedAt = new Date()
        const expirationTime = new Date(issuedAt.getTime() + (o.expirationMs ?? DEFAULT_SIWX_EXPIRATION_MS)).toISOString()
        const { createSiwxMessage } = await import('./createSiwxMessage.js')
        const message = createSiwxMessage({
          accountAddress: address,
          chainId: caipNetworkId as CaipNetworkId,
          domain: o.domain ?? location.host,
          uri: o.uri ?? location.origin,
          version: '1',
          nonce,
          statement: o.statement,
          resources: o.resources,
          issuedAt: issuedAt.toISOString(),
          expirationTime,
        })
        const signature = await ctx.signMessage(namespace, message)
        showToast(store, { variant: 'loading', message: messages.authenticating })
        const session = await storage().add({
          message,
          signature,
          session: { caipAddress: caipAddress, caipNetworkId: caipNetworkId as CaipNetworkId, message, signature, issuedAt: issuedAt.toISOString(), expirationTime },
        })
        remember(session)
        showToast(store, undefined)
        runtime.close()
        ctx.onSuccess(session)
      } catch {
        showToast(store, { variant: 'error', message: messages.errorSigningMessage })
        runtime.open('SIWXSignMessage')
      } finally {
        store.setState((s) => ({ siwx: { ...s.siwx, signing: false } }))
      }
    },
    async cancel() {
      const state = store.getState()
      showToast(store, undefined)
      if (!options()?.required) return runtime.close()
      const last = state.siwx.lastSessionNetwork
      if (last && last !== activeCaipNetworkId(state) && findNetwork(state, last)) {
        try {
          runtime.close()
          await runtime.switchNetwork(last)
          return
        } catch {
          // The wallet refused to switch back: without a session the account cannot stay.
        }
      }
      await runtime.disconnect()
    },
    async signOut(caipAddresses) {
      if (!enabled()) return
      store.setState((s) => {
        const sessions = { ...s.siwx.sessions }
        for (const a of caipAddresses) delete sessions[a]
        return { siwx: { ...s.siwx, sessions } }
      })
      await Promise.all(
        caipAddresses.map((a) => {
          const { caipNetworkId, address } = parseCaipAddress(a)
          return storage().delete(caipNetworkId as CaipNetworkId, address).catch(() => undefined)
        }),
      )
    },
  }
}
