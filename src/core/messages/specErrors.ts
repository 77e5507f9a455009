/**
 * The catalogue's spec section 8 texts of the errors the actions throw (core/specificErrors.ts),
 * with the first paint's (see core/firstPaintMessages.ts).
 */
import { firstPaintMessages } from '../firstPaintMessages.js'

export const specErrorsMessages = {
  ...firstPaintMessages,
  /** Spec section 8. */
  failedToConnect: 'Failed to connect',
  /** Spec section 8. */
  networkNotFound: 'Network not found',
  /** Spec section 8: a send (or any chain call) on a namespace other than EVM or Solana. */
  unsupportedChain: 'Unsupported chain',
  /** Spec section 8. */
  noActiveAddress: 'No ActiveCaipAddress found',
  /** Spec section 8. */
  noActiveNetwork: 'No ActiveCaipNetwork or client found',
  /** Spec section 8. */
  siwxNotEnabled: 'SIWX is not enabled',
} as const
