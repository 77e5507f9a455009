/** What the email-login actions' tests share: the signer client's errors, an email login's account. */
import { AUTH_CONNECTOR_ID } from '../core/constants.js'
import { WalletModalError } from '../core/errors.js'
import type { AccountState, ModalStore } from '../core/store.js'
import { connectAccount } from './testContext.js'

/**
 * What the signer client throws (core/embedded/signerClient.ts): a WalletModalError with the auth
 * server's text, a code, and `data` (tries left, seconds until a resend).
 */
export const signerError = (
  message: string,
  code: 'AUTH_REJECTED' | 'SHARE_MISMATCH' | 'SIGNER_UNAVAILABLE',
  data: Record<string, number> = {},
) => Object.assign(new WalletModalError(message, { code }), { data })

/** The spec's text when the signer cannot start. */
export const AUTH_INIT_FAILED = 'A problem occurred while trying initialize authentication'

/**
 * Connects the email login's EVM account on the local chain (31337), as the embedded wallet's
 * connector, and gives it `user` (what the auth server knows of the user: its email, its username).
 */
export function connectEmailLoginAccount(store: ModalStore, user: NonNullable<AccountState['user']>): void {
  connectAccount(store, 'eip155', 'eip155:31337', AUTH_CONNECTOR_ID)
  store.setState((s) => ({ accounts: { ...s.accounts, eip155: { ...s.accounts.eip155!, user } } }))
}
