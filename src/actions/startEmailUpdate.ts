import type { ModalContext } from '../core/context.js'
import type { CodeSent } from '../core/embedded/protocol.js'
import type { WalletModalError } from '../core/errors.js'
import { setEmailFlow, setFlowError } from '../core/storeUpdates.js'
import { checkEmailInput } from './emailInput.js'

export type StartEmailUpdateParameters = {
  /** The new address (spec section 5: 'Invalid Email Address' otherwise). */
  email: string
}
export type StartEmailUpdateErrorType = WalletModalError
/** Never rejects: a failure is kept in `errors.email` for UpdateEmailWallet. */
export type StartEmailUpdateReturnType =
  | { sent: true; code: CodeSent }
  | { sent: false; error: StartEmailUpdateErrorType }

/**
 * Starts moving the embedded wallet to a new address (spec section 2, UpdateEmailWallet): the auth
 * server first mails a code to the current address; the view then asks for it.
 */
export async function startEmailUpdate(
  context: ModalContext,
  { email }: StartEmailUpdateParameters,
): Promise<StartEmailUpdateReturnType> {
  const { store } = context
  const input = await checkEmailInput(store, email)
  if ('error' in input) {
    setEmailFlow(store, { kind: 'update', email: email.trim(), step: 'enter' })
    return { sent: false, error: input.error }
  }
  const { address } = input
  try {
    setEmailFlow(store, { kind: 'update', email: address, step: 'sending' })
    const signer = await context.embedded.load()
    const code = await signer.request('startEmailChange', { email: address })
    setEmailFlow(store, { kind: 'update', email: code.email, step: 'code', target: 'old', resendAt: code.resendAt })
    return { sent: true, code }
  } catch (error) {
    setEmailFlow(store, { kind: 'update', email: address, step: 'enter' })
    await setFlowError(store, 'email', error)
    const { toWalletModalError } = await import('../core/errorMessage.js')
    return { sent: false, error: toWalletModalError(error) }
  }
}
