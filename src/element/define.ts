import { createElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root as ReactRoot } from 'react-dom/client'
import type { WalletModalOptions } from '../core/options.js'
import { createController, type Controller } from './controller.js'
import { Root } from './Root.js'
import type { WalletModalElement } from './elementTypes.js'
import type { WalletModalApi } from './types.js'
import { warmUp } from './warmUp.js'

export type { WalletModalElement, WalletModalElementEventMap, WalletModalEventMap } from './elementTypes.js'

const CONTROLLER = Symbol('wallet-modal.controller')

/** The attributes that are options: `theme-mode`, `networks` (JSON), `storage-key`, `nonce`. */
const ATTRIBUTES = ['theme-mode', 'networks', 'storage-key', 'nonce'] as const

function optionsFromAttributes(el: HTMLElement): WalletModalOptions {
  const options: WalletModalOptions = {}
  const themeMode = el.getAttribute('theme-mode')
  if (themeMode === 'light' || themeMode === 'dark') options.themeMode = themeMode
  const networks = el.getAttribute('networks')
  if (networks) options.networks = JSON.parse(networks) as WalletModalOptions['networks']
  const storageKey = el.getAttribute('storage-key')
  if (storageKey) options.storageKey = storageKey
  const nonce = el.getAttribute('nonce')
  if (nonce) options.nonce = nonce
  return options
}

/** Runs `task` when the browser is idle (at the latest after `timeout` ms); returns a cancel function. */
function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task, 0)
  return () => clearTimeout(id)
}

/**
 * Builds the element class. Each element owns its own controller (store, persistence, adapter):
 * instances on one page are independent.
 *
 * Nothing heavy happens before the element is ready: the controller (store, discovery, JS API) is
 * created on first connect to the DOM or first API call, attributes become options without React,
 * and the React root (in the open shadow root made at construction) mounts when the browser is
 * next idle, or at once when `open()` comes first; after mounting, the Connect view is rendered
 * once out of sight ({@link warmUp}) so the first `open()` finds its code compiled and its styles
 * and fonts resolved. (A plain custom element: attributes map to options, not React props, so
 * react-to-web-component's mapping has nothing left to do.)
 */
export function createWalletModalElementClass(): { new (): WalletModalElement } {
  class WalletModal extends HTMLElement implements WalletModalApi {
    static get observedAttributes() {
      return [...ATTRIBUTES]
    }
    #controller: Controller | undefined
    #shadow = this.attachShadow({ mode: 'open' })
    #root: ReactRoot | undefined
    #cancelMount: (() => void) | undefined
    #unsubscribe: (() => void) | undefined

    get [CONTROLLER](): Controller {
      if (!this.#controller) {
        this.#controller = createController(this)
        const fromAttributes = optionsFromAttributes(this)
        if (Object.keys(fromAttributes).length > 0) this.#controller.api.setOptions(fromAttributes)
      }
      return this.#controller
    }

    connectedCallback() {
      const { store } = this[CONTROLLER].context
      if (store.getState().router.open) return this.#mount()
      // Mount when idle, or as soon as the modal opens, whichever comes first.
      this.#cancelMount = whenIdle(() => this.#mount(), 1000)
      this.#unsubscribe = store.subscribe((s) => s.router.open && this.#mount())
    }

    disconnectedCallback() {
      this.#cancelMount?.()
      this.#unsubscribe?.()
      this.#root?.unmount()
      this.#root = undefined
    }

    attributeChangedCallback(name: string, before: string | null, after: string | null) {
      // Before the controller exists, its creation reads every attribute.
      if (before === after || !this.#controller || !ATTRIBUTES.includes(name as (typeof ATTRIBUTES)[number])) return
      this.#controller.api.setOptions(optionsFromAttributes(this))
    }

    #mount() {
      this.#cancelMount?.()
      this.#unsubscribe?.()
      if (this.#root || !this.isConnected) return
      const { context } = this[CONTROLLER]
      this.#root = createRoot(this.#shadow)
      this.#root.render(createElement(Root, { context, shadowRoot: this.#shadow }))
      if (!context.store.getState().router.open) this.#cancelMount = whenIdle(() => warmUp(context, this.#shadow), 1000)
    }

    /**
     * Renders synchronously: when `open()` returns, the view is in the shadow root and laid out, so
     * it paints in the very next frame (React would otherwise schedule the render as a task).
     */
    open(options?: Parameters<WalletModalApi['open']>[0]) { flushSync(() => this[CONTROLLER].api.open(options)) }
    close() { this[CONTROLLER].api.close() }
    getState() { return this[CONTROLLER].api.getState() }
    subscribeState(listener: Parameters<WalletModalApi['subscribeState']>[0]) { return this[CONTROLLER].api.subscribeState(listener) }
    disconnect() { return this[CONTROLLER].api.disconnect() }
    getSiwxToken() { return this[CONTROLLER].api.getSiwxToken() }
    switchNetwork(id: Parameters<WalletModalApi['switchNetwork']>[0]) { return this[CONTROLLER].api.switchNetwork(id) }
    setOptions(options: WalletModalOptions) { this[CONTROLLER].api.setOptions(options) }
  }
  return WalletModal as unknown as { new (): WalletModalElement }
}

/**
 * Defines `<wallet-modal>` (or `tagName`) once. Safe to call twice.
 * @returns the element class registered under that name.
 */
export function defineWalletModal(tagName = 'wallet-modal'): { new (): WalletModalElement } {
  const existing = customElements.get(tagName)
  if (existing) return existing as unknown as { new (): WalletModalElement }
  const cls = createWalletModalElementClass()
  customElements.define(tagName, cls)
  return cls
}
