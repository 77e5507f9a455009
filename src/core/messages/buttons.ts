/** The catalogue's strings for the companion buttons (`<wallet-modal-button>`, `<wallet-modal-network-button>`), with the first paint's (see core/firstPaintMessages.ts). */
import { firstPaintMessages } from '../firstPaintMessages.js'

export const buttonsMessages = {
  ...firstPaintMessages,
  /** Before the modal has a network (no `networks` configured yet). */
  network: 'Network',
  /** The button's accessible name starts so: 'Network: Anvil A'. */
  networkPrefix: 'Network: ',
  /** …and ends so while no wallet is connected: 'Network: Anvil A, not connected'. */
  notConnected: ', not connected',
} as const
