/** The catalogue's strings for SIWXSignMessage and the sign-in action, with the first paint's (see core/firstPaintMessages.ts). */
import { firstPaintMessages } from '../../core/firstPaintMessages.js'

/** SIWXSignMessage's and the sign-in's English texts, by key: a part of the catalogue (gathered by features/messages.ts). */
export const siwxMessages = {
  ...firstPaintMessages,
  /** Spec section 8. */
  authenticating: 'Authenticating...',
  siwxBody: (app: string) =>
    `${app} wants you to sign a message to prove you own this wallet. It costs nothing and sends no transaction.`,
  siwxSign: 'Sign',
  siwxSigning: 'Waiting for signature…',
  /** Details under 'Error signing message': why the sign-in failed (core/signInFailure.ts). */
  signInDeclined: 'The wallet declined to sign the message.',
  signInWalletFailed: (reason: string) => `The wallet could not sign: ${reason}`,
  signInServerUnreachable:
    "The sign-in server could not be reached: it is offline, or its CORS settings (allowedOrigins) do not allow this page's origin.",
  signInServerTimeout: 'The sign-in server did not answer in time.',
  signInRefused: (reason: string) => `The sign-in server refused it: ${reason}`,
} as const
