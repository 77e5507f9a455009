/** The catalogue's strings for ConnectingWalletConnect, with the first paint's (see core/firstPaintMessages.ts). */
import { firstPaintMessages } from '../../core/firstPaintMessages.js'

/** ConnectingWalletConnect's English texts, by key: a part of the catalogue (gathered by features/messages.ts). */
export const walletconnectMessages = {
  ...firstPaintMessages,
  continueIn: (name: string) => `Continue in ${name}`,
  copiedLink: 'Link copied',
  copyLink: 'Copy link',
  wcAcceptInWallet: 'Accept the connection in the wallet app.',
  wcDesktop: 'Desktop app',
  wcGetApp: 'Get the app',
  wcOpen: 'Open',
  wcPreparing: 'Preparing a connection link…',
  wcQrLabel: (name: string) => `QR code to connect ${name}`,
  wcScan: (name: string) => (name === 'WalletConnect' ? 'Scan with your phone’s wallet' : `Scan with ${name}`),
  wcWebApp: 'Web app',
} as const
