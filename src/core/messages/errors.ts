/** The catalogue's strings for the error → message mapping (core/errorMessage.ts), with the spec's error texts and the first paint's (see core/firstPaintMessages.ts). */
import { specErrorsMessages } from './specErrors.js'

export const errorsMessages = {
  ...specErrorsMessages,
  connectionRejected: 'Connection rejected',
  switchRejected: 'Switch declined in the wallet',
  sendRejected: 'Transaction rejected in the wallet',
  /** Spec section 8. */
  errorSigningMessage: 'Error signing message',
} as const
