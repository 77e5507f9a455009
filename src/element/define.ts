import r2wc from '@r2wc/react-to-web-component'
import { createElement } from 'react'
import { flushSync } from 'react-dom'
import { matchLocale } from '../core/i18n/locales.js'
import type { WalletModalOptions } from '../core/options.js'
import { createController, type Controller } from './controller.js'
import { Root } from './Root.js'
import { warmUp } from './warmUp.js'
import type { WalletModalElement } from './elementTypes.js'
import type { WalletModalApi } from './types.js'

export type { WalletModalElement, WalletModalElementEventMap, WalletModalEventMap } from './elementTypes.js'

const CONTROLLER = Symbol('wallet-modal.controller')
/** react-to-web-component's registered flag: while false, its attribute changes update props without mounting. */
const R2WC_CONNECTED = Symbol.for('r2wc.connected')

/** The element's attributes, as react-to-web-component parses them (`networks` is JSON). */
const PROPS = {
  themeMode: 'string',
  networks: 'json',
  storageKey: 'string',
  nonce: 'string',
  locale: 'string',
} as const
/** The same names as attributes: `theme-mode`, `networks`, `storage-key`, `nonce`, `locale`. */
const ATTRIBUTES = ['theme-mode', 'networks', 'storage-key', 'nonce', 'locale']

interface AttributeProps {
  themeMode?: string
  networks?: WalletModalOptions['networks'] | string
  storageKey?: string
  nonce?: string
  locale?: string
}

/** Attributes are options too: reads them through react-to-web-component's parsed properties. */
function optionsFromAttributes(el: AttributeProps): WalletModalOptions {
  const options: WalletModalOptions = {}
  if (el.themeMode === 'light' || el.themeMode === 'dark') options.themeMode = el.themeMode
  if (el.networks) options.networks = parsedNetworks(el.networks)
  if (el.storageKey) options.storageKey = el.storageKey
  if (el.nonce) options.nonce = el.nonce
  // As theme-mode: a value that is not a shipped locale is ignored (setOptions({ locale }) throws instead).
  const locale = el.locale && matchLocale(el.locale)
  if (locale) options.locale = locale
  return options
}

/**
 * React 19 sets `networks` as a property (React 18 as the attribute), so a host's
 * `networks={JSON.stringify([...])}` arrives as a string through react-to-web-component's property
 * setter; it means what the attribute means. An array set as the property is taken as it is.
 * A string that is not JSON stays a string, which setOptions then refuses with its own error.
 */
function parsedNetworks(networks: unknown): WalletModalOptions['networks'] {
  if (typeof networks !== 'string') return networks as WalletModalOptions['networks']
  try {
    return JSON.parse(networks) as WalletModalOptions['networks']
  } catch {
    return networks as unknown as WalletModalOptions['networks']
  }
}

function ElementRoot({ container }: { container: ShadowRoot }) {
  const controller = (container.host as unknown as { [CONTROLLER]: Controller })[CONTROLLER]
  return createElement(Root, { context: controller.context, shadowRoot: container })
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

type R2wcBase = HTMLElement & {
  connectedCallback(): void
  disconnectedCallback(): void
  attributeChangedCallback(name: string, before: string | null, after: string | null): void
  [R2WC_CONNECTED]: boolean
}

/**
 * Builds the element class: react-to-web-component's element (open shadow root, attributes parsed
 * into props, the React root mounted and unmounted with the element) plus the JS API. Each element
 * owns its own controller (store, persistence, adapter): instances on one page are independent.
 *
 * Nothing heavy happens before the element is ready: the controller (store, discovery, JS API) is
 * created on first connect to the DOM or first API call, attributes become options without React,
 * and the React root mounts when the browser is next idle, or at once when `open()` comes first;
 * in the next task after mounting, the open modal is rehearsed once out of sight (warmUp.tsx) so the
 * first `open()` finds its code compiled, its styles and fonts resolved and its logos requested
 * (and once more when the parts of Connect that rehearsal started loading have arrived).
 */
export function createWalletModalElementClass(): { new (): WalletModalElement } {
  const Base = r2wc(ElementRoot as never, { shadow: 'open', props: PROPS }) as unknown as { new (): R2wcBase }

  class WalletModal extends Base implements WalletModalApi {
    #controller: Controller | undefined
    #mounted = false
    #cancelMount: (() => void) | undefined
    #unsubscribe: (() => void) | undefined

    constructor() {
      super()
      // Not mounted until #mount: attribute changes before then only update the parsed props.
      this[R2WC_CONNECTED] = false
    }

    get [CONTROLLER](): Controller {
      if (!this.#controller) {
        this.#controller = createController(this)
        const fromAttributes = optionsFromAttributes(this as AttributeProps)
        if (Object.keys(fromAttributes).length > 0) this.#controller.api.setOptions(fromAttributes)
      }
      return this.#controller
    }

    override connectedCallback() {
      const { store } = this[CONTROLLER].context
      if (store.getState().router.open) return this.#mount()
      // Mount when idle, or as soon as the modal opens, whichever comes first. The idle mount's
      // render commits at once (a closed modal renders next to nothing): left to React's scheduler
      // it could still be pending when open() comes, and that open() would paint a frame or more
      // late, when the pending render finished, instead of within its own call.
      this.#cancelMount = whenIdle(() => flushSync(() => this.#mount()), 1000)
      this.#unsubscribe = store.subscribe((s) => s.router.open && this.#mount())
    }

    override disconnectedCallback() {
      this.#cancelMount?.()
      this.#unsubscribe?.()
      if (this.#mounted) super.disconnectedCallback()
      this[R2WC_CONNECTED] = false
      this.#mounted = false
    }

    override attributeChangedCallback(name: string, before: string | null, after: string | null) {
      super.attributeChangedCallback(name, before, after)
      // Before the controller exists, its creation reads every attribute.
      if (before === after || !this.#controller || !ATTRIBUTES.includes(name)) return
      this.#controller.api.setOptions(optionsFromAttributes(this as AttributeProps))
    }

    #mount() {
      this.#cancelMount?.()
      this.#unsubscribe?.()
      if (this.#mounted || !this.isConnected) return
      this.#mounted = true
      super.connectedCallback()
      const { context } = this[CONTROLLER]
      const shadowRoot = this.shadowRoot as ShadowRoot
      // The warm-up follows in a task of its own (the mount itself came when the browser was idle), so
      // an open() right after the page is ready already finds the Connect view's code compiled. When
      // its rehearsal started loading parts of Connect (the email field and social buttons of a host
      // that configures them), it rehearses again once they have arrived.
      // (When open() caused the mount, the modal is open and there is nothing to rehearse.)
      const rehearse = (): unknown =>
        this.isConnected && !context.store.getState().router.open && warmUp(context, shadowRoot)?.then(rehearse)
      const id = setTimeout(rehearse, 0)
      this.#cancelMount = () => clearTimeout(id)
    }

    /**
     * Renders synchronously: when `open()` returns, the view is in the shadow root and laid out, so
     * it paints in the very next frame (React would otherwise schedule the render as a task).
     */
    open(options?: Parameters<WalletModalApi['open']>[0]) {
      flushSync(() => this[CONTROLLER].api.open(options))
    }
    close() {
      this[CONTROLLER].api.close()
    }
    getState() {
      return this[CONTROLLER].api.getState()
    }
    subscribeState(listener: Parameters<WalletModalApi['subscribeState']>[0]) {
      return this[CONTROLLER].api.subscribeState(listener)
    }
    disconnect() {
      return this[CONTROLLER].api.disconnect()
    }
    getSiwxToken() {
      return this[CONTROLLER].api.getSiwxToken()
    }
    getBalance() {
      return this[CONTROLLER].api.getBalance()
    }
    switchNetwork(id: Parameters<WalletModalApi['switchNetwork']>[0]) {
      return this[CONTROLLER].api.switchNetwork(id)
    }
    setOptions(options: WalletModalOptions) {
      this[CONTROLLER].api.setOptions(options)
    }
    getProvider(namespace: Parameters<WalletModalApi['getProvider']>[0]) {
      return this[CONTROLLER].api.getProvider(namespace)
    }
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
