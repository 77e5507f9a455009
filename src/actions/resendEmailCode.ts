import type { ModalContext } from '../core/context.js'
import type { CodeSent } from '../core/embedded/protocol.js'
import type { WalletModalError } from '../core/errors.js'
import { messages as embeddedTexts } from '../features/embedded/texts.js'
import { showToast } from '../core/store.js'
import { clearFlowError, setEmailFlow, setFlowError } from '../core/storeUpdates.js'

export type ResendEmailCodeErrorType = WalletModalError
/** Never rejects: a refusal (e.g. the 30 s cooldown) is kept in `errors.email`. */
export type ResendEmailCodeReturnType =
  | { sent: true; code: CodeSent }
  | { sent: false; error: ResendEmailCodeErrorType }

/**
 * Asks for a new code for the email flow in progress (login, or the current step of an email
 * change): the old code stops working, and the next resend waits for the cooldown (30 s).
 */
export async function resendEmailCode(context: ModalContext): Promise<ResendEmailCodeReturnType> {
  const { store } = context
  const flow = store.getState().embedded.emailFlow
  try {
    if (!flow || flow.step === 'enter') throw new Error('No email code to resend')
    clearFlowError(store, 'email')
    const signer = await context.embedded.load()
    const code =
      flow.kind === 'update' ? await signer.request('resendEmailChangeCode') : await signer.request('resendEmailCode')
    setEmailFlow(store, { ...flow, email: code.email, step: 'code', resendAt: code.resendAt })
    showToast(store, { variant: 'success', message: embeddedTexts.codeResent })
    return { sent: true, code }
  } catch (error) {
    await setFlowError(store, 'email', error)
    const { toWalletModalError } = await import('../core/errorMessage.js')
    return { sent: false, error: toWalletModalError(error) }
  }
}
