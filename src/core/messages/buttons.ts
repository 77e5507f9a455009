/** The catalogue's strings for the companion buttons (`<wallet-modal-button>`, `<wallet-modal-network-button>`), with the first paint's (see core/messages.ts). */
import { firstPaintMessages } from '../firstPaintMessages.js'

export const buttonsMessages = {
  ...firstPaintMessages,
  /** Before the modal has a network (no `networks` configured yet). */
  network: 'Network',
  /** Read before the network's name by assistive technology: 'Network: Anvil A'. */
  networkPrefix: 'Network: ',
  /** Read after the network's name while no wallet is connected. */
  notConnected: ', not connected',
} as const
