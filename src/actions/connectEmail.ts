import type { ModalContext } from '../core/context.js'
import { checkEmailInput } from './emailInput.js'
import type { CodeSent } from '../core/embedded/protocol.js'
import type { WalletModalError } from '../core/errors.js'
import { pushView, topView } from '../core/navigation.js'
import { setEmailFlow, setFlowError } from '../core/storeUpdates.js'
import { resetEmbeddedWallet } from './resetEmbeddedWallet.js'

export type ConnectEmailParameters = {
  /** The address to sign in with (spec section 5: 'Invalid Email Address' otherwise). */
  email: string
}
export type ConnectEmailErrorType = WalletModalError
/** Never rejects: a failure is returned and kept in `errors.email` for the EmailLogin view. */
export type ConnectEmailReturnType = { sent: true; code: CodeSent } | { sent: false; error: ConnectEmailErrorType }

/**
 * Starts an email login (spec section 2, EmailLogin): shows EmailLogin, loads the embedded wallet
 * (the signer frame, on its own origin) and has it ask the auth server for a 6-digit code to
 * `email`. A signer that is not ready in time takes the spec's failure path (resetEmbeddedWallet).
 */
export async function connectEmail(
  context: ModalContext,
  { email }: ConnectEmailParameters,
): Promise<ConnectEmailReturnType> {
  const { store } = context
  const input = await checkEmailInput(store, email)
  if ('error' in input) return { sent: false, error: input.error }
  const { address } = input
  setEmailFlow(store, { kind: 'login', email: address, step: 'sending' })
  if (topView(store.getState().router) !== 'EmailLogin') pushView(store, 'EmailLogin')
  try {
    const signer = await context.embedded.load()
    const code = await signer.request('startEmailLogin', { email: address })
    setEmailFlow(store, { kind: 'login', email: code.email, step: 'code', resendAt: code.resendAt })
    return { sent: true, code }
  } catch (error) {
    const { toWalletModalError } = await import('../core/errorMessage.js')
    const failure = toWalletModalError(error)
    if (failure.code === 'SIGNER_UNAVAILABLE') await resetEmbeddedWallet(context)
    else {
      // Within the resend cooldown, the code sent moments ago still works: its boxes stay, with the countdown.
      const retryAfter = (error as { data?: { retryAfter?: unknown } }).data?.retryAfter
      const resendAt =
        typeof retryAfter === 'number' ? new Date(Date.now() + retryAfter * 1000).toISOString() : undefined
      setEmailFlow(store, { kind: 'login', email: address, step: 'code', ...(resendAt ? { resendAt } : {}) })
      await setFlowError(store, 'email', error)
    }
    return { sent: false, error: failure }
  }
}
