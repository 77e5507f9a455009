/**
 * Navigation, the one owner of the modal's view history (spec section 2): what the element's
 * `open()` / `close()`, the views' back arrows and links, the watchers and the actions do to it,
 * and what they read of it. Nothing else indexes `router.history`. Each change is one store update;
 * the pure transitions and the view types (the closed {@link ViewName} union, each view's data in
 * {@link ViewData}) live in router.ts, this module's kernel.
 *
 * Where navigation after a success lives, one rule: **an action navigates only to leave a view its
 * own flow opened; every other view leaves itself when the action it called succeeds.**
 * - Connecting and signing in open their views themselves (connect → ConnectingExternal or
 *   ConnectingWalletConnect; connectEmail → EmailLogin, finished by verifyEmailCode; connectSocial
 *   → ConnectingSocial or ConnectingFarcaster; checkSignIn and signIn → SIWXSignMessage) and can
 *   start outside any view (the JS API, a watcher, a restored session), so those actions leave
 *   those views on success (close the modal, or return to ProfileWallets), and cancelConnect
 *   leaves them on a cancel.
 * - A view reached through a link or a watcher (Swap, WalletSend, Networks, SwitchNetwork,
 *   SwitchActiveChain, RegisterAccountName, the on-ramp views, UpdateEmailWallet, DataCapture)
 *   awaits its action and navigates itself; the action returns its outcome and does not navigate.
 * - Disconnecting closes the modal whatever it shows: with no account there is no view to return to.
 */
import * as router from './router.js'
import type { RouterState, ViewArgs, ViewName } from './router.js'
import { defaultView, type ModalStore } from './store.js'

export type { RouterEntry, RouterState, ViewArgs, ViewData, ViewName } from './router.js'
export { currentView } from './router.js'

type Data = Record<string, unknown>

const update = (store: ModalStore, next: (state: RouterState) => RouterState) =>
  store.setState((s) => ({ router: next(s.router) }))

/** Opens the modal on `view` with its data, or on {@link defaultView} (UnsupportedChain, Account or Connect). */
export function openModal<V extends ViewName>(store: ModalStore, view?: V, ...data: ViewArgs<V>): void
export function openModal(store: ModalStore, view?: ViewName, data?: Data): void {
  update(store, (r) => router.openRouter(r, view ?? defaultView(store.getState()), data))
}

/** Closes the modal and clears its history. */
export function closeModal(store: ModalStore): void {
  update(store, router.close)
}

/** Pushes `view` with its data (the same view with equal data on top is ignored). */
export function pushView<V extends ViewName>(store: ModalStore, view: V, ...data: ViewArgs<V>): void
export function pushView(store: ModalStore, view: ViewName, data?: Data): void {
  update(store, (r) => router.push(r, view, data))
}

/** Replaces the top view with `view`. */
export function replaceView<V extends ViewName>(store: ModalStore, view: V, ...data: ViewArgs<V>): void
export function replaceView(store: ModalStore, view: ViewName, data?: Data): void {
  update(store, (r) => router.replace(r, view, data))
}

/** Makes `view` the only entry; the modal stays open or closed as it is. */
export function resetView<V extends ViewName>(store: ModalStore, view: V, ...data: ViewArgs<V>): void
export function resetView(store: ModalStore, view: ViewName, data?: Data): void {
  update(store, (r) => router.reset(r, view, data))
}

/** Pops a view; with a single entry the modal closes (spec section 2). */
export function goBack(store: ModalStore): void {
  update(store, router.goBack)
}

/**
 * Pops back to the nearest entry of `view`, which becomes the top. Returns false, changing
 * nothing, when `view` is not in the history (the caller then replaces or closes).
 */
export function popTo(store: ModalStore, view: ViewName): boolean {
  const at = store
    .getState()
    .router.history.map((entry) => entry.view)
    .lastIndexOf(view)
  if (at >= 0) update(store, (r) => ({ ...r, history: r.history.slice(0, at + 1) }))
  return at >= 0
}

/** The view on top of the history (shown while the modal is open), or undefined when it is empty. */
export function topView(state: Pick<RouterState, 'history'>): ViewName | undefined {
  return router.currentView(state)?.view
}

/** Whether `view` is anywhere in the history. */
export function inHistory(state: RouterState, view: ViewName): boolean {
  return state.history.some((entry) => entry.view === view)
}
