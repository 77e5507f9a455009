/** What the email-login actions' tests share: the signer client's errors. */
import { WalletModalError } from '../core/errors.js'

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
