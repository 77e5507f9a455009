import type { AccountState } from '../store.js'
import type { EmbeddedWalletHost } from './signerTypes.js'

/**
 * Spec section 3: what an embedded-wallet account adds to the per-chain account state, the same on
 * every namespace: `preferredAccountType: 'eoa'`, `smartAccountDeployed: false`, `user` (an email
 * login's `{ email }`; a social login's `{ username, email }` as its provider gives them) and, for
 * a social login, `socialProvider` ('google').
 */
export function embeddedAccountFields(embedded: EmbeddedWalletHost): Partial<AccountState> {
  const account = embedded.current()?.account()
  return {
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
    user: {
      ...(account?.email ? { email: account.email } : {}),
      ...(account?.username ? { username: account.username } : {}),
    },
    ...(account?.socialProvider ? { socialProvider: account.socialProvider } : {}),
  }
}
