/**
 * wallet-modal: the npm entry. No side effects: call `defineWalletModal()` to register the element
 * and `defineWalletModalButtons()` for `<wallet-modal-button>` and `<wallet-modal-network-button>`.
 *
 * @module wallet-modal
 */
export {
  defineWalletModal,
  createWalletModalElementClass,
  type WalletModalElement,
  type WalletModalElementEventMap,
  type WalletModalEventMap,
} from './element/define.js'
export { defineWalletModalButtons } from './element/buttons/defineButtons.js'
export type { WalletModalButtonElement, WalletModalNetworkButtonElement } from './element/elementTypes.js'
export type {
  WalletModalApi,
  WalletModalState,
  WalletModalEventDetail,
  WalletModalBalance,
  WalletModalEventName,
} from './element/types.js'
export type {
  WalletModalOptions,
  NetworkConfig,
  AppMetadata,
  NativeCurrency,
  ThemeMode,
  ChainNamespace,
} from './core/options.js'
export type { CaipAddress, CaipNetworkId } from './core/caip.js'
export type { WalletConnection } from './core/store.js'
export { parseCaipAddress, parseCaipNetworkId, formatCaipAddress, formatCaipNetworkId } from './core/caip.js'
export { truncateAddress } from './core/format.js'
export { isUserRejection } from './core/errorMessage.js'
export { WalletModalError, type WalletModalErrorCode } from './core/errors.js'
export { UserRejectedError, HttpError } from './core/specificErrors.js'
export type { ViewName } from './core/navigation.js'
