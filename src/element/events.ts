import type { ModalStore } from '../core/store.js'
import { publicSnapshot } from './snapshot.js'
import type { WalletModalEventDetail, WalletModalEventName, WalletModalState } from './types.js'

/**
 * Which DOM events a state change means, in the order a host should see them:
 * connect / network-change / disconnect before close, open before all. `wallet-modal:connect` also
 * when another connected wallet becomes the active one (its connector differs; ProfileWallets).
 */
function eventsBetween(prev: WalletModalState, next: WalletModalState): WalletModalEventName[] {
  const events: WalletModalEventName[] = []
  if (!prev.open && next.open) events.push('wallet-modal:open')
  // Another connected wallet becoming the active one (multi-wallet) is a connect too.
  const switched = prev.status === 'connected' && prev.connectorId !== next.connectorId
  if ((prev.status !== 'connected' || switched) && next.status === 'connected') events.push('wallet-modal:connect')
  if (
    prev.status === 'connected' &&
    prev.caipNetworkId !== next.caipNetworkId &&
    prev.caipNetworkId &&
    next.caipNetworkId &&
    next.status === 'connected'
  )
    events.push('wallet-modal:network-change')
  if (prev.status === 'connected' && next.status !== 'connected') events.push('wallet-modal:disconnect')
  if (prev.open && !next.open) events.push('wallet-modal:close')
  return events
}

/** Dispatches a bubbling, composed CustomEvent with `detail`. */
function dispatch(target: EventTarget, name: WalletModalEventName, detail: WalletModalEventDetail): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }))
}

/**
 * The store → DOM-event bridge: re-dispatches state changes on `host` as `wallet-modal:*` events
 * (see {@link eventsBetween}) with the CAIP ids in `detail`, and each new SIWX sign-in as
 * `wallet-modal:siwx-success` with the signed-in account and network. Reads the store's latest
 * state on every notification, so a reaction that updates the store from inside another listener
 * never makes it report an older state after a newer one. Subscribe it after those reactions.
 * @returns the unsubscribe function.
 */
export function bridgeEvents(store: ModalStore, host: EventTarget): () => void {
  let previous = publicSnapshot(store.getState())
  let lastSignIn = store.getState().siwx.lastSignIn?.id
  let lastCapture = store.getState().embedded.captured?.id
  return store.subscribe(() => {
    const state = store.getState()
    const next = publicSnapshot(state)
    const before = previous
    previous = next
    for (const name of eventsBetween(before, next)) {
      const who =
        name === 'wallet-modal:connect' && next.connectorId
          ? {
              connectorId: next.connectorId,
              ...(next.user ? { user: next.user } : {}),
              ...(next.socialProvider ? { socialProvider: next.socialProvider } : {}),
              ...(next.preferredAccountType ? { preferredAccountType: next.preferredAccountType } : {}),
            }
          : {}
      dispatch(host, name, { caipAddress: next.caipAddress, caipNetworkId: next.caipNetworkId, ...who })
    }
    const captured = state.embedded.captured
    if (captured && captured.id !== lastCapture) {
      lastCapture = captured.id
      dispatch(host, 'wallet-modal:email-capture', {
        caipAddress: next.caipAddress,
        caipNetworkId: next.caipNetworkId,
        email: captured.email,
        verified: captured.verified,
      })
    }
    const signIn = state.siwx.lastSignIn
    if (signIn && signIn.id !== lastSignIn) {
      lastSignIn = signIn.id
      dispatch(host, 'wallet-modal:siwx-success', {
        caipAddress: signIn.caipAddress,
        caipNetworkId: signIn.caipNetworkId,
      })
    }
  })
}
