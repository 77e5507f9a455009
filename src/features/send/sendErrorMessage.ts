import { chainErrorMessage, isUserRejection, toWalletModalError } from '../../core/errors.js'
import { messages } from '../../core/messages.js'

/** The sentence a failed send shows: rejection, a known chain error (spec section 8), or the error's own text. */
export function sendErrorMessage(error: unknown): string {
  if (isUserRejection(error)) return messages.sendRejected
  return chainErrorMessage(error) ?? toWalletModalError(error).message
}
