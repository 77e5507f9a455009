/** The catalogue's strings for the network views (Networks, SwitchNetwork, SwitchActiveChain, UnsupportedChain) and the Solana adapter, with the first paint's (see core/firstPaintMessages.ts). */
import { firstPaintMessages } from '../../core/firstPaintMessages.js'

/** The network views' English texts, by key: a part of the catalogue (gathered by features/messages.ts). */
export const networksMessages = {
  ...firstPaintMessages,
  continueWith: (wallet: string) => `Continue with ${wallet}`,
  namespaceNames: { eip155: 'EVM', solana: 'Solana', bip122: 'Bitcoin' } as Record<string, string>,
  /** Spec section 8. */
  networkNotSupported: 'Network not supported',
  switchActiveChainBody: (network: string, namespace: string) =>
    `${network} is a ${namespace} network. Connect a ${namespace} wallet to continue.`,
  switchingTo: (name: string) => `Approve the switch to ${name} in your wallet.`,
  switchTo: (name: string) => `Switch to ${name}`,
  unsupportedBody:
    'This app does not support the network your wallet is on. Switch to a supported network to continue.',
  currentNetwork: 'Current',
} as const
