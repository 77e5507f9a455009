import type { AuthUser } from '../storage/authTypes.js'
import { createAccountContext, type AuthAccount, type Authenticated } from './accountContext.js'
import { createEmailChange } from './emailChange.js'
import { EnvelopeError } from './envelope.js'
import { createLoginSessions } from './loginSessions.js'
import type { ResolvedAuthServerOptions } from './options.js'
import type { OtpService } from './otpService.js'
import { createWalletShares } from './walletShares.js'

export {
  socialBinding,
  socialIdentityKind,
  type AuthAccount,
  type AuthLogin,
  type Authenticated,
  type NewWallet,
} from './accountContext.js'

/**
 * Logins, sessions, wallets, shares and email changes of one auth server, composed of its parts:
 * {@link createLoginSessions}, {@link createWalletShares} and {@link createEmailChange} over one
 * {@link createAccountContext}.
 */
export function createAccountService(options: ResolvedAuthServerOptions, otp: OtpService) {
  const context = createAccountContext(options)
  return {
    /** The account of `user` as a session signed in by `method` (a social provider, or undefined for an email code) would show it. */
    describe: (user: AuthUser, method: string | undefined): Promise<AuthAccount> => context.accountOf(user, method),
    account: (auth: Authenticated) => context.accountOf(auth.user, auth.session.method),
    /**
     * Records a share request refused before it reached the service (no valid device proof) as
     * 'share.refused' with `<what>: <reason>`, then throws `error`.
     */
    refuseShare: context.refuseShare,
    ...createLoginSessions(context, otp),
    ...createWalletShares(context),
    ...createEmailChange(context, otp),
  }
}

/** The service returned by {@link createAccountService}. */
export type AccountService = ReturnType<typeof createAccountService>

/** True for the error a sealed record that does not open raises. */
export const isEnvelopeError = (error: unknown): error is EnvelopeError => error instanceof EnvelopeError
