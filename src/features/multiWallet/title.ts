/**
 * ProfileWallets' title (spec section 2: "multi-wallet list"): apart from messages.ts because the
 * view's registration, in the entry, takes only this text. Part of the feature's messages.
 */
export const profileWalletsTitle = 'Connected Wallets'
