import type { ModalContext } from '../core/context.js'

export type CancelApprovalReturnType = void
/** Never rejects. */
export type CancelApprovalErrorType = never

/**
 * Rejects the request the signer frame is showing (the user left ApproveTransaction without
 * deciding): its caller gets the user-rejected error (4001). Only the frame can approve.
 */
export async function cancelApproval(context: ModalContext): Promise<CancelApprovalReturnType> {
  await context.embedded
    .current()
    ?.request('cancelApproval')
    .catch(() => undefined)
}
