/**
 * The view router applied to an instance store (spec section 2): what the element's `open()` /
 * `close()` and the views' back arrows and links do. Each call is one store update; pure router
 * logic lives in router.ts.
 */
import * as router from './router.js'
import type { ViewName } from './router.js'
import { defaultView, type ModalStore } from './store.js'

type Data = Record<string, unknown>

const update = (store: ModalStore, next: (state: router.RouterState) => router.RouterState) =>
  store.setState((s) => ({ router: next(s.router) }))

/** Opens the modal on `view`, or on {@link defaultView} (UnsupportedChain, Account or Connect). */
export function openModal(store: ModalStore, view?: ViewName, data?: Data): void {
  update(store, (r) => router.openRouter(r, view ?? defaultView(store.getState()), data))
}

/** Closes the modal and clears its history. */
export function closeModal(store: ModalStore): void {
  update(store, router.close)
}

/** Pushes `view` (the same view with equal data on top is ignored). */
export function pushView(store: ModalStore, view: ViewName, data?: Data): void {
  update(store, (r) => router.push(r, view, data))
}

/** Replaces the top view with `view`. */
export function replaceView(store: ModalStore, view: ViewName, data?: Data): void {
  update(store, (r) => router.replace(r, view, data))
}

/** Pops a view; with a single entry the modal closes (spec section 2). */
export function goBack(store: ModalStore): void {
  update(store, router.goBack)
}
