/**
 * `wallet-modal/react`: hooks for React hosts (18.2+ and 19), with no provider, and the JSX types of
 * `<wallet-modal>`, `<wallet-modal-button>` and `<wallet-modal-network-button>`. React is not bundled here: the host's own React runs the hooks. This entry does
 * not define the element: `import 'wallet-modal/define'` once, then render `<wallet-modal>`.
 *
 * @module wallet-modal/react
 */
export { useWalletModal, NO_ELEMENT_MESSAGE, type WalletModalControls } from './useWalletModal.js'
export { useWalletModalState, CLOSED_DISCONNECTED_STATE } from './useWalletModalState.js'
export type { WalletModalTarget } from './findElement.js'
export type {
  WalletModalAttributes,
  WalletModalJsxProps,
  WalletModalButtonAttributes,
  WalletModalButtonJsxProps,
  WalletModalNetworkButtonJsxProps,
} from './jsx.js'
export type {
  WalletModalElement,
  WalletModalElementEventMap,
  WalletModalEventMap,
  WalletModalButtonElement,
  WalletModalNetworkButtonElement,
} from '../element/elementTypes.js'
export type {
  WalletModalState,
  WalletModalBalance,
  WalletModalApi,
  WalletModalEventDetail,
  WalletModalEventName,
} from '../element/types.js'
