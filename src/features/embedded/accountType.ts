import type { ModalContext } from '../../core/context.js'
import { ACCOUNT_TYPE_STORAGE_KEY, type EmbeddedAccountType } from '../../core/embedded/accountType.js'

/**
 * The user's switch between the embedded wallet's EOA and its smart account (Account): the
 * store's `embedded.preferredAccountType` (the embedded EVM provider reads it on every request and
 * republishes the account's `preferredAccountType`), kept in the instance's storage for the next
 * visit, as AppKit keeps its preferred account types.
 */
export function chooseAccountType(context: ModalContext, type: EmbeddedAccountType): void {
  context.persistence.set(ACCOUNT_TYPE_STORAGE_KEY, type)
  context.store.setState((s) => ({ embedded: { ...s.embedded, preferredAccountType: type } }))
}
