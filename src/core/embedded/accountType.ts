/**
 * The embedded EVM account's type as the user chooses it in Account (spec section 3's
 * `preferredAccountType`), as data the embedded provider and the embedded feature both read: the
 * feature stores the choice, the provider loads it. Not in the feature's slice, which the entry carries.
 */

/** How the embedded EVM account sends: plain transactions ('eoa'), or UserOperations ('smartAccount'). */
export type EmbeddedAccountType = 'eoa' | 'smartAccount'

/** True for an {@link EmbeddedAccountType}; a stored choice of any other shape is discarded. */
export const isEmbeddedAccountType = (value: unknown): value is EmbeddedAccountType =>
  value === 'eoa' || value === 'smartAccount'

/**
 * The persistence key (in the instance's storage namespace) of the user's account type choice,
 * kept across reloads as AppKit keeps its preferred account types.
 */
export const ACCOUNT_TYPE_STORAGE_KEY = 'embedded:preferredAccountType'

/**
 * The embedded EVM account's type in force (spec section 3's `preferredAccountType`): the user's
 * choice in Account, else the host's `embeddedWallet.preferredAccountType`, else the project's
 * remote config (`GET /appkit/v1/config` → `embeddedWallet.preferredAccountType`), else 'eoa'. The
 * host's option wins over the project's as the host's feature flags do (core/features.ts).
 */
export function accountTypeInForce(state: {
  embedded: { preferredAccountType?: EmbeddedAccountType; projectAccountType?: EmbeddedAccountType }
  options: { embeddedWallet?: { preferredAccountType?: EmbeddedAccountType } | undefined }
}): EmbeddedAccountType {
  return (
    state.embedded.preferredAccountType ??
    state.options.embeddedWallet?.preferredAccountType ??
    state.embedded.projectAccountType ??
    'eoa'
  )
}
