import { isUserRejection } from './errorMessage.js'
import { siwxMessages as messages } from '../features/siwx/messages.js'

/** The step of a SIWX sign-in that failed: the nonce request, the wallet's signature, or the server's verify. */
export type SignInStage = 'nonce' | 'sign' | 'verify'

/** Longest server message shown in the toast, in characters (the rest is cut with '…'). */
export const MAX_SERVER_REASON_LENGTH = 200

const isAbort = (error: unknown) =>
  error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')

/**
 * Why a sign-in failed, as the detail under the spec's 'Error signing message' toast (spec section
 * 8 keeps that title): the wallet declined or failed to sign; the sign-in server could not be
 * reached (fetch rejects with a TypeError for a network error and for a CORS refusal alike: the
 * browser does not tell a page which); it did not answer within the request timeout; or it refused
 * with its own message (`{ error }` body, e.g. 'Invalid signature'), else its HTTP status.
 * @param error what the failed step threw
 * @param stage the step that threw it
 */
export function signInFailureReason(error: unknown, stage: SignInStage): string {
  if (stage === 'sign') {
    if (isUserRejection(error)) return messages.signInDeclined
    const message = error instanceof Error ? error.message : ''
    return message ? messages.signInWalletFailed(cut(message)) : messages.signInWalletFailed('no reason given')
  }
  if (isAbort(error)) return messages.signInServerTimeout
  if (error instanceof TypeError) return messages.signInServerUnreachable
  const status = (error as { status?: unknown } | null)?.status
  const message = error instanceof Error ? error.message : ''
  if (typeof status === 'number' || message)
    return messages.signInRefused(cut(message || `HTTP status code: ${String(status)}`))
  return messages.signInRefused('no reason given')
}

function cut(text: string): string {
  return text.length > MAX_SERVER_REASON_LENGTH ? `${text.slice(0, MAX_SERVER_REASON_LENGTH - 1)}…` : text
}
