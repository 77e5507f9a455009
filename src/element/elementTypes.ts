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
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void
  removeEventListener<K extends keyof WalletModalElementEventMap>(
    type: K,
    listener: (this: WalletModalElement, event: WalletModalElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void
}

/**
 * `<wallet-modal-button>` (src/element/buttons): a real button that shows 'Connect Wallet' while
 * disconnected and opens the modal's Connect view; connected, it shows the account's identicon, its
 * label (an email login's address, else the address truncated 4 + 6) and native balance, and opens
 * Account. Attributes: `modal` (the id of the `<wallet-modal>` it drives; default the first
 * `<wallet-modal>` in the document), `theme-mode` ('light' | 'dark'; default the modal's theme).
 * Events: none of its own (the modal dispatches `wallet-modal:*`); a `click` is a plain DOM click.
 */
export interface WalletModalButtonElement extends HTMLElement {
  /** The `<wallet-modal>` it drives, once found and defined; undefined until then. */
  readonly modalElement: WalletModalElement | undefined
}

/**
 * `<wallet-modal-network-button>`: the modal's network (its initials badge and name) as a real
 * button that opens the Networks view; while disconnected it shows the selected network marked
 * 'not connected', on a network the host did not configure 'Unsupported network'. Attributes and
 * events as {@link WalletModalButtonElement}.
 */
export interface WalletModalNetworkButtonElement extends HTMLElement {
  /** The `<wallet-modal>` it drives, once found and defined; undefined until then. */
  readonly modalElement: WalletModalElement | undefined
}

declare global {
  interface HTMLElementTagNameMap {
    'wallet-modal': WalletModalElement
    'wallet-modal-button': WalletModalButtonElement
    'wallet-modal-network-button': WalletModalNetworkButtonElement
  }
  // The events bubble out of the shadow root (composed), so listeners on document and window see them.
  interface DocumentEventMap extends WalletModalEventMap {}
  interface WindowEventMap extends WalletModalEventMap {}
}
