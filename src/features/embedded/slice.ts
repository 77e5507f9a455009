/**
 * The embedded wallet feature's slice of the instance store: the email and social login flows, the
 * signer frame's approval request, the last captured email. A slice module imports core only, so
 * the store, actions and chains may read it (features/slices.ts).
 */
import type { EmbeddedAccountType } from '../../core/embedded/accountType.js'

/**
 * The email login, email change or email capture in progress (spec section 2: EmailLogin,
 * UpdateEmailWallet, DataCapture): where the current code went and where the flow stands.
 */
export interface EmailFlowState {
  kind: 'login' | 'update' | 'capture'
  /** The address the current code went to (or is being sent to). */
  email: string
  /** 'enter' before a code was asked for (UpdateEmailWallet, DataCapture), 'sending', 'code' while the user types it, 'verifying' after the sixth digit. */
  step: 'enter' | 'sending' | 'code' | 'verifying'
  /** UpdateEmailWallet: the current code went to the 'old' address or the 'new' one. */
  target?: 'old' | 'new'
  /** ISO time another code may be asked for (the resend cooldown). */
  resendAt?: string
}

/** A social login in progress (spec section 2: ConnectingFarcaster, the social connecting view). */
export interface SocialFlowState {
  /** Tells one attempt from the next (a Retry starts a new one). */
  id: number
  /** The provider's name ('google', 'farcaster'). */
  provider: string
  /** 'starting' while the login request is made, 'waiting' while the user is at the provider (or in the Farcaster app), 'failed' with `error`. */
  step: 'starting' | 'waiting' | 'failed'
  /** Farcaster: the deep link its QR code and button show. */
  url?: string
  /** Why it stopped: spec section 8's 'Popup closed', or the auth server's reason. */
  error?: string
}

/** The last address DataCapture collected (`id` increases with each), announced as `wallet-modal:email-capture`. */
export interface CapturedEmail {
  email: string
  /** True when the address was proven: the signed-in email login's own, or confirmed with a code. */
  verified: boolean
  id: number
}

/** The embedded wallet's state: the email flow in progress, whether its signer frame asks to be seen, the last captured email, the social login in progress, the user's account type. */
export interface EmbeddedState {
  emailFlow: EmailFlowState | undefined
  approval: boolean
  captured: CapturedEmail | undefined
  social?: SocialFlowState
  /**
   * The account type the user chose in Account (switching between the EOA and the smart account);
   * undefined until they do, when `options.embeddedWallet.preferredAccountType` applies. The
   * embedded EVM provider reads it on every request.
   */
  preferredAccountType?: EmbeddedAccountType
  /** The project's default account type, from its remote config (features/platform); the host's option comes first. */
  projectAccountType?: EmbeddedAccountType
}

/** The embedded wallet feature's part of the store state. */
export interface EmbeddedSlice {
  embedded: EmbeddedState
}

/** Its initial value: no flow, no approval asked, nothing captured. */
export const embeddedSlice: EmbeddedSlice = {
  embedded: { emailFlow: undefined, approval: false, captured: undefined },
}
