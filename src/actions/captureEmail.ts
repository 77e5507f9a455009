import type { ModalContext } from '../core/context.js'
import { checkEmailInput } from './emailInput.js'
import { emailCaptureKey } from '../core/embedded/emailCaptureKey.js'
import type { WalletModalError } from '../core/errors.js'
import { messages as embeddedTexts } from '../features/embedded/texts.js'
import { activeAccount, showToast } from '../core/store.js'

export type CaptureEmailParameters = {
  /** The address the user gave (spec section 5: 'Invalid Email Address' otherwise). */
  email: string
}
export type CaptureEmailErrorType = WalletModalError
/** Never rejects: an invalid address is kept in `errors.email` for DataCapture. */
export type CaptureEmailReturnType =
  | { captured: true; verified: boolean }
  | { captured: false; error: CaptureEmailErrorType }

/**
 * Takes the address DataCapture collected (spec section 2: shown when the host enables email
 * capture): kept in `embedded.captured` (the host hears `wallet-modal:email-capture` with `{ email,
 * verified }`; verified when it is the signed-in email login's own address, which the auth server
 * confirmed with a code) and remembered for the account so it is asked once. DataCapture closes the modal on `captured`.
 */
export async function captureEmail(
  context: ModalContext,
  { email }: CaptureEmailParameters,
): Promise<CaptureEmailReturnType> {
  const { store } = context
  const input = await checkEmailInput(store, email)
  if ('error' in input) return { captured: false, error: input.error }
  const { address } = input
  const account = activeAccount(store.getState())
  // An email login's own address is proven; a social login's email is only what its provider said.
  const verified =
    !account.socialProvider && !!account.user?.email && account.user.email.toLowerCase() === address.toLowerCase()
  store.setState((s) => ({
    embedded: { ...s.embedded, captured: { email: address, verified, id: (s.embedded.captured?.id ?? 0) + 1 } },
  }))
  if (account.caipAddress) context.persistence.set(emailCaptureKey(account.caipAddress), 'captured')
  showToast(store, { variant: 'success', message: embeddedTexts.dataCaptureSaved })
  return { captured: true, verified }
}
