/** The catalogue's strings for ConnectingExternal, with the first paint's (see core/firstPaintMessages.ts). */
import { firstPaintMessages } from '../../core/firstPaintMessages.js'

/** ConnectingExternal's English texts, by key: a part of the catalogue (gathered by features/messages.ts). */
export const connectMessages = {
  ...firstPaintMessages,
  connectingHint: 'Accept the connection request in your wallet.',
  connectingTitle: (name: string) => `Connecting to ${name}`,
  connectionRejectedHint: 'The connection was declined in the wallet.',
} as const
