import { AUTH_CONNECTOR_ID } from '../core/constants.js'
import type { ModalContext } from '../core/context.js'
import { closeModal } from '../core/navigation.js'
import type { ChainNamespace } from '../core/options.js'
import { sessionStore } from '../core/sessionStore.js'
import { setAccount } from '../core/store.js'
import { isSiwxEnabled } from '../core/siwx.js'

export type DisconnectReturnType = void
/** Never rejects: a wallet that fails to disconnect is still forgotten. */
export type DisconnectErrorType = never

/**
 * Disconnects every namespace, every wallet of each (spec section 4: reset returns to disconnected; with
 * multi-wallet, "disconnect all"): forgets the stored
 * session (a reload does not reconnect silently), signs the connected accounts out of SIWX, asks
 * each loaded adapter to disconnect, signs the embedded wallet out (its device share stays, so the
 * next email login on this device needs no recovery), marks every account 'disconnected' and closes
 * the modal.
 */
export async function disconnect(context: ModalContext): Promise<DisconnectReturnType> {
  const { store } = context
  sessionStore(() => context.persistence).forget()
  context.persistence.remove('wallets') // multi-wallet's list (core/walletList.ts)
  const signedIn = Object.values(store.getState().accounts).flatMap((a) =>
    a?.status === 'connected' && a.caipAddress ? [a.caipAddress] : [],
  )
  // Sign-in code loads only for hosts that use it.
  if (isSiwxEnabled(store.getState().options.siwx))
    await (await import('./signOut.js')).signOut(context, { caipAddresses: signedIn })
  const namespaces = Object.keys(store.getState().accounts) as ChainNamespace[]
  const embedded = Object.values(store.getState().accounts).some((a) => a?.connectorId === AUTH_CONNECTOR_ID)
  if (embedded)
    await context.embedded
      .current()
      ?.request('signOut')
      .catch(() => undefined)
  await Promise.all(
    namespaces.map(async (ns) => (await context.adapters.loaded(ns))?.disconnect().catch(() => undefined)),
  )
  for (const ns of namespaces) setAccount(store, ns, { status: 'disconnected' })
  if (store.getState().router.open) closeModal(store)
}
