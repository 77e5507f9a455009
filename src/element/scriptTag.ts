/**
 * Script-tag entry: defines `<wallet-modal>` and exposes `window.WalletModal`, which controls the
 * first `<wallet-modal>` on the page (each element is an independent instance). Also defines the
 * companion buttons, whose code loads only when one is on the page. Imported where there is no
 * `customElements` (Node, a server render), it defines nothing and sets no global.
 */
import { defineWalletModalButtons } from './buttons/defineButtons.js'
import { defineWalletModal, type WalletModalElement } from './define.js'
import type { WalletModalApi } from './types.js'

const inBrowser = typeof window !== 'undefined' && typeof customElements !== 'undefined'
if (inBrowser) {
  defineWalletModal()
  defineWalletModalButtons()
}

function first(): WalletModalElement {
  const el = document.querySelector('wallet-modal')
  if (!el) throw new Error('No <wallet-modal> element on the page')
  return el
}

const api: WalletModalApi = {
  open: (o) => first().open(o),
  close: () => first().close(),
  getState: () => first().getState(),
  subscribeState: (l) => first().subscribeState(l),
  disconnect: () => first().disconnect(),
  getSiwxToken: () => first().getSiwxToken(),
  getBalance: () => first().getBalance(),
  switchNetwork: (id) => first().switchNetwork(id),
  setOptions: (o) => first().setOptions(o),
  getProvider: (ns) => first().getProvider(ns),
}

declare global {
  interface Window {
    WalletModal: WalletModalApi
  }
}
if (inBrowser) window.WalletModal = api
