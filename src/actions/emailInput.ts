import { isValidEmail } from '../core/email.js'
import { WalletModalError } from '../core/errors.js'
import type { ModalStore } from '../core/store.js'
import { clearFlowError, setEmailFlow, setFlowError } from '../core/storeUpdates.js'
import { embeddedMessages } from '../features/embedded/messages.js'
import type { EmailFlowState } from '../features/embedded/slice.js'

/**
 * The address typed into an email field, trimmed, when it is valid (spec section 5), with
 * `errors.email` cleared; otherwise the 'Invalid Email Address' error (code INVALID_PARAMETERS),
 * kept in `errors.email` for the view.
 */
export async function checkEmailInput(
  store: ModalStore,
  email: string,
): Promise<{ address: string } | { error: WalletModalError }> {
  const address = email.trim()
  if (!isValidEmail(address)) {
    const error = new WalletModalError(embeddedMessages.invalidEmail, { code: 'INVALID_PARAMETERS' })
    await setFlowError(store, 'email', error)
    return { error }
  }
  clearFlowError(store, 'email')
  return { address }
}

/**
 * A typed code goes to the signer: `errors.email` is cleared and the email flow (login or
 * update) shows its verifying step. Resolves the flow as it was before, undefined when none.
 */
export function startVerifyingCode(store: ModalStore): EmailFlowState | undefined {
  const flow = store.getState().embedded.emailFlow
  clearFlowError(store, 'email')
  if (flow) setEmailFlow(store, { ...flow, step: 'verifying' })
  return flow
}
