import r2wc from '@r2wc/react-to-web-component'
import { createElement } from 'react'
import type { WalletModalOptions } from '../core/options.js'
import { createController, type Controller } from './controller.js'
import { Root } from './Root.js'
import type { WalletModalElement } from './elementTypes.js'
import type { WalletModalApi } from './types.js'

export type { WalletModalElement, WalletModalElementEventMap, WalletModalEventMap } from './elementTypes.js'

const CONTROLLER = Symbol('wallet-modal.controller')

interface RootProps {
  container: ShadowRoot
  themeMode?: 'light' | 'dark'
  networks?: WalletModalOptions['networks']
  storageKey?: string
  nonce?: string
}

function ElementRoot({ container, themeMode, networks, storageKey, nonce }: RootProps) {
  const controller = (container.host as unknown as { [CONTROLLER]: Controller })[CONTROLLER]
  // Attributes are options too: `theme-mode`, `networks` (JSON), `storage-key`, `nonce`.
  const fromAttributes: WalletModalOptions = {}
  if (themeMode === 'light' || themeMode === 'dark') fromAttributes.themeMode = themeMode
  if (networks) fromAttributes.networks = networks
  if (storageKey) fromAttributes.storageKey = storageKey
  if (nonce) fromAttributes.nonce = nonce
  if (Object.keys(fromAttributes).length > 0) queueMicrotask(() => controller.api.setOptions(fromAttributes))
  return createElement(Root, { context: controller.context, shadowRoot: container })
}

/**
 * Builds the element class: an r2wc React root in an open shadow root, plus the JS API. Each element owns its own controller (store, persistence, adapter):
 * instances on one page are independent.
 */
export function createWalletModalElementClass(): { new (): WalletModalElement } {
  const Base = r2wc(ElementRoot as never, {
    shadow: 'open',
    props: { themeMode: 'string', networks: 'json', storageKey: 'string', nonce: 'string' },
  }) as unknown as { new (): HTMLElement }

  class WalletModal extends Base implements WalletModalApi {
    [CONTROLLER]: Controller
    constructor() {
      super()
      this[CONTROLLER] = createController(this)
    }
    open(options?: Parameters<WalletModalApi['open']>[0]) { this[CONTROLLER].api.open(options) }
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
