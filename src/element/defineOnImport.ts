/**
 * `wallet-modal/define`: importing it defines `<wallet-modal>`, `<wallet-modal-button>` and
 * `<wallet-modal-network-button>` (a side effect, listed in
 * package.json `sideEffects`), for bundled hosts: `import 'wallet-modal/define'`. The main entry
 * `wallet-modal` stays free of side effects (call `defineWalletModal()` from it instead). Unlike the
 * script-tag build, this entry sets no `window.WalletModal`: a bundled host holds the element.
 */
import { defineWalletModalButtons } from './buttons/defineButtons.js'
import { defineWalletModal } from './define.js'

defineWalletModal()
defineWalletModalButtons()

export type {
  WalletModalElement,
  WalletModalElementEventMap,
  WalletModalEventMap,
  WalletModalButtonElement,
  WalletModalNetworkButtonElement,
} from './elementTypes.js'
