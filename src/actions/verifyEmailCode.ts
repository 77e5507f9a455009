import type { ModalContext } from '../core/context.js'
import { startVerifyingCode } from './emailInput.js'
import type { EmbeddedAccount } from '../core/embedded/protocol.js'
import type { WalletModalError } from '../core/errors.js'
import type { UserRejectedError } from '../core/specificErrors.js'
import { closeModal, topView } from '../core/navigation.js'
import { showToast } from '../core/store.js'
import { setEmailFlow, setFlowError } from '../core/storeUpdates.js'
import { connectEmbeddedAccount } from './connectEmbeddedAccount.js'
import { resetEmbeddedWallet } from './resetEmbeddedWallet.js'
import { embeddedMessages } from '../features/embedded/messages.js'

export type VerifyEmailCodeParameters = {
  /** The 6 digits from the email. */
  code: string
}
export type VerifyEmailCodeErrorType = WalletModalError | UserRejectedError
/** Never rejects: a refused code is kept in `errors.email` (with `attemptsLeft`) for EmailLogin. */
export type VerifyEmailCodeReturnType =
  | { connected: true; account: EmbeddedAccount }
  | { connected: false; error: VerifyEmailCodeErrorType }

/** How long the signer may take to check the code and create or unlock the wallet, in ms. */
const VERIFY_TIMEOUT_MS = 120_000

/**
 * Finishes an email login (spec section 2, EmailLogin): 'Authenticating...' (spec section 8) while
 * the signer frame checks the code with the auth server and creates or unlocks the wallet, then
 * connects the embedded wallet (connector AUTH) in every configured namespace, eip155 and solana,
 * from that one login, the selected network's namespace first so it is the active one; remembers it
 * for the next visit and closes the modal (unless a sign-in or DataCapture view took over). A wrong,
 * expired, replayed or dead code, or a key share that does not rebuild the wallet, stays on EmailLogin.
 */
export async function verifyEmailCode(
  context: ModalContext,
  { code }: VerifyEmailCodeParameters,
): Promise<VerifyEmailCodeReturnType> {
  const { store } = context
  startVerifyingCode(store)
  showToast(store, { variant: 'loading', message: embeddedMessages.authenticating })
  try {
    const signer = await context.embedded.load()
    const { account } = await signer.request('verifyEmailCode', { code }, VERIFY_TIMEOUT_MS)
    await connectEmbeddedAccount(context)
    setEmailFlow(store, undefined)
    showToast(store, undefined)
    const top = topView(store.getState().router)
    if (top === 'EmailLogin' || top === 'Connect') closeModal(store)
    return { connected: true, account }
  } catch (error) {
    const { toWalletModalError } = await import('../core/errorMessage.js')
    const failure = toWalletModalError(error)
    if (failure.code === 'SIGNER_UNAVAILABLE') {
      await resetEmbeddedWallet(context)
      return { connected: false, error: failure }
    }
    const latest = store.getState().embedded.emailFlow
    if (latest) setEmailFlow(store, { ...latest, step: 'code' })
    await setFlowError(store, 'email', error)
    showToast(store, failure.code === 'SHARE_MISMATCH' ? { variant: 'error', message: failure.message } : undefined)
    return { connected: false, error: failure }
  }
}
