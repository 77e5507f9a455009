/**
 * The `<wallet-modal>` element as TypeScript sees it: its methods, its DOM events with typed
 * `detail`, and the global maps that make `document.querySelector('wallet-modal')`,
 * `document.createElement('wallet-modal')` and `addEventListener('wallet-modal:connect', …)` typed
 * without a cast. Shipped in the npm types of `wallet-modal` and `wallet-modal/define`; React's
 * `IntrinsicElements` live in `wallet-modal/react` (src/react/jsx.ts), so hosts without React need
 * no React types.
 */
import type { WalletModalApi, WalletModalEventDetail, WalletModalEventName } from './types.js'

/**
 * Each `wallet-modal:*` DOM event (bubbling, composed: it reaches `document` and `window`) and its
 * event type: a `CustomEvent` whose `detail` is `{ caipAddress, caipNetworkId }` (CAIP-10 / CAIP-2
 * ids, undefined when disconnected).
 */
export type WalletModalEventMap = { [K in WalletModalEventName]: CustomEvent<WalletModalEventDetail> }

/** `HTMLElementEventMap` plus the modal's own events: what `addEventListener` accepts on the element. */
export interface WalletModalElementEventMap extends HTMLElementEventMap, WalletModalEventMap {}

/** The `<wallet-modal>` element: an `HTMLElement` with the JS API ({@link WalletModalApi}) and typed events. */
export interface WalletModalElement extends HTMLElement, WalletModalApi {
  addEventListener<K extends keyof WalletModalElementEventMap>(
    type: K,
    listener: (this: WalletModalElement, event: WalletModalElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void
  removeEventListener<K extends keyof WalletModalElementEventMap>(
    type: K,
    listener: (this: WalletModalElement, event: WalletModalElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void
}

declare global {
  interface HTMLElementTagNameMap {
    'wallet-modal': WalletModalElement
  }
  // The events bubble out of the shadow root (composed), so listeners on document and window see them.
  interface DocumentEventMap extends WalletModalEventMap {}
  interface WindowEventMap extends WalletModalEventMap {}
}
