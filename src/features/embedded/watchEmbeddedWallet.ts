import type { ModalContext } from '../../core/context.js'
import type { SignerClient } from '../../core/embedded/signerTypes.js'
import { emailCaptureKey } from '../../core/embedded/emailCaptureKey.js'
import { openModal } from '../../core/navigation.js'
import { activeAccount } from '../../core/store.js'

const isString = (v: unknown): v is string => typeof v === 'string'

/**
 * The embedded wallet's reactions (store and signer subscribers):
 * - each signer client gets watchSignerApproval (ApproveTransaction when the frame asks to be seen);
 * - when an account connects while the modal is open and the host enabled email capture,
 *   DataCapture opens, once per account (spec section 2).
 * @returns the unsubscribe function.
 */
export function watchEmbeddedWallet(context: ModalContext): () => void {
  const { store } = context
  const onClient = (client: SignerClient) => {
    void import('./watchSignerApproval.js').then(({ watchSignerApproval }) => watchSignerApproval(context, client))
  }
  const offClient = context.embedded.onClient(onClient)
  // This module loads lazily: a signer client may already be up (a session restored on reload).
  const current = context.embedded.current()
  if (current) onClient(current)
  let before = activeAccount(store.getState())
  const offAccount = store.subscribe((state) => {
    const next = activeAccount(state)
    const connected =
      next.status === 'connected' &&
      next.caipAddress &&
      (before.status !== 'connected' || before.caipAddress !== next.caipAddress)
    before = next
    if (!connected || !state.options.embeddedWallet?.emailCapture || !state.router.open) return
    if (context.persistence.get(emailCaptureKey(next.caipAddress!), isString)) return
    openModal(store, 'DataCapture')
  })
  return () => {
    offClient()
    offAccount()
  }
}
