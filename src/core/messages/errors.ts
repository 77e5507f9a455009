/** The catalogue's strings for the error → message mapping (core/errorMessage.ts), with the first paint's (see core/messages.ts). */
import { firstPaintMessages } from '../firstPaintMessages.js'

export const errorsMessages = {
  ...firstPaintMessages,
  connectionRejected: 'Connection rejected',
  switchRejected: 'Switch declined in the wallet',
  sendRejected: 'Transaction rejected in the wallet',
  /** Spec section 8. */
  errorSigningMessage: 'Error signing message',
} as const
