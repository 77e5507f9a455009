/**
 * What the sign-in actions share (spec section 4): where sessions live and how a verified session
 * is kept. Not an action itself; loaded with the sign-in actions, only by hosts that use SIWX.
 */
import type { ModalContext } from '../core/context.js'
import type { SiwxSession, SiwxStorage } from '../core/siwx.js'
import { createLocalSiwxStorage } from '../core/siwxLocalStorage.js'
import { createServerSiwxStorage } from '../core/siwxServerStorage.js'
import type { ModalStore } from '../core/store.js'

// One server storage per instance and URL (it may hold per-client state such as a token).
const servers = new WeakMap<ModalStore, { url: string; storage: SiwxStorage }>()

/** The host's `siwx.storage`, else the verifying server storage at `siwx.serverUrl`, else localStorage sessions. */
export function siwxStorageOf(context: ModalContext): SiwxStorage {
  const options = context.store.getState().options.siwx
  if (options?.storage) return options.storage
  if (options?.serverUrl) {
    let server = servers.get(context.store)
    if (server?.url !== options.serverUrl)
      servers.set(
        context.store,
        (server = {
          url: options.serverUrl,
          storage: createServerSiwxStorage(options.serverUrl, () => context.persistence),
        }),
      )
    return server.storage
  }
  return createLocalSiwxStorage(() => context.persistence)
}

/** Keeps a verified session in the store and records its network as the last one signed in (spec section 4). */
export function rememberSession(context: ModalContext, session: SiwxSession): void {
  context.store.setState((s) => ({
    siwx: {
      ...s.siwx,
      sessions: { ...s.siwx.sessions, [session.caipAddress]: session },
      lastSessionNetwork: session.caipNetworkId,
    },
  }))
  context.persistence.set('siwx:lastNetwork', session.caipNetworkId)
}
