/**
 * Where the modal's failures are heard (error analytics): the flows report each failure
 * here (a failed connect, network switch, send, email step, SIWX sign-in, RPC read), and error
 * analytics, when a project turns it on, listens. Nothing listens otherwise, and reporting costs a
 * map lookup. One listener per instance (keyed by its store).
 */
import type { ModalStore } from '../store.js'
import type { ModalErrorEvent } from './errorEvent.js'

export type { ModalErrorEvent }

type Listener = (event: ModalErrorEvent, error: unknown) => void

const listeners = new WeakMap<ModalStore, Listener>()

/** Sets the instance's listener; returns the function that removes it. */
export function onModalError(store: ModalStore, listener: Listener): () => void {
  listeners.set(store, listener)
  return () => {
    if (listeners.get(store) === listener) listeners.delete(store)
  }
}

/** Tells the instance's listener, if any, that `event`'s flow failed with `error`. Never throws. */
export function reportModalError(store: ModalStore, event: ModalErrorEvent, error: unknown): void {
  try {
    listeners.get(store)?.(event, error)
  } catch {
    // Reporting a failure must never become one.
  }
}
