import type { ModalContext } from '../core/context.js'
import { startVerifyingCode } from './emailInput.js'
import type { WalletModalError } from '../core/errors.js'
import { messages as embeddedTexts } from '../features/embedded/texts.js'
import { showToast } from '../core/store.js'
import { setEmailFlow, setFlowError } from '../core/storeUpdates.js'

export type VerifyEmailUpdateParameters = {
  /** The 6 digits sent to the address the current step names. */
  code: string
}
export type VerifyEmailUpdateErrorType = WalletModalError
/** Never rejects: a refused code is kept in `errors.email`. */
export type VerifyEmailUpdateReturnType =
  | { step: 'new' | 'done' }
  | { step: 'failed'; error: VerifyEmailUpdateErrorType }

/**
 * Confirms one step of an email change (spec section 2, UpdateEmailWallet): the current address's
 * code (then a code goes to the new address), or the new address's code, after which the wallet
 * signs in with the new address: the accounts' `user.email` follows, a toast says so, and the view
 * returns to Account on `step: 'done'`.
 */
export async function verifyEmailUpdate(
  context: ModalContext,
  { code }: VerifyEmailUpdateParameters,
): Promise<VerifyEmailUpdateReturnType> {
  const { store } = context
  const flow = startVerifyingCode(store)
  try {
    const signer = await context.embedded.load()
    const answer = await signer.request('verifyEmailChangeCode', { code })
    if (answer.step === 'new') {
      setEmailFlow(store, {
        kind: 'update',
        email: answer.sent.email,
        step: 'code',
        target: 'new',
        resendAt: answer.sent.resendAt,
      })
      return { step: 'new' }
    }
    // An email change ends with the new address (the signer's step 'done' carries it); an account
    // that had none may come back without it: the address whose code was just confirmed is the one.
    const email = answer.account.email || (flow?.kind === 'update' && flow.target === 'new' ? flow.email : '')
    store.setState((s) => ({
      accounts: Object.fromEntries(
        Object.entries(s.accounts).map(([ns, a]) => [ns, a?.user ? { ...a, user: { ...a.user, email } } : a]),
      ),
    }))
    setEmailFlow(store, undefined)
    showToast(store, {
      variant: 'success',
      message: email ? embeddedTexts.emailUpdated(email) : embeddedTexts.emailUpdatedNoAddress,
    })
    return { step: 'done' }
  } catch (error) {
    if (flow) setEmailFlow(store, { ...flow, step: 'code' })
    await setFlowError(store, 'email', error)
    const { toWalletModalError } = await import('../core/errorMessage.js')
    return { step: 'failed', error: toWalletModalError(error) }
  }
}
