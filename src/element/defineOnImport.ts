/**
 * `wallet-modal/define`: importing it defines `<wallet-modal>`, `<wallet-modal-button>` and
 * `<wallet-modal-network-button>` (a side effect, listed in
 * package.json `sideEffects`), for bundled hosts: `import 'wallet-modal/define'`. The main entry
 * `wallet-modal` stays free of side effects (call `defineWalletModal()` from it instead). Unlike the
 * script-tag build, this entry sets no `window.WalletModal`: a bundled host holds the element.
 *
 * Importable on a server: where there is no `customElements` (Node, a Next.js server render or
 * prerender of a client component that imports this entry), the import defines nothing and touches
 * no browser global; in the browser the same module defines the elements.
 */
import { defineWalletModalButtons } from './buttons/defineButtons.js'
import { defineWalletModal } from './define.js'

if (typeof customElements !== 'undefined') {
  defineWalletModal()
  defineWalletModalButtons()
}

export type {
  WalletModalElement,
  WalletModalElementEventMap,
  WalletModalEventMap,
  WalletModalButtonElement,
  WalletModalNetworkButtonElement,
} from './elementTypes.js'
