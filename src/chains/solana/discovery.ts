import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import {
  isWalletAdapterCompatibleStandardWallet,
  type WalletAdapterCompatibleStandardWallet,
} from '@solana/wallet-adapter-base'
import type { ConnectorInfo } from '../../core/store.js'

/** Solana wallets found through Wallet Standard discovery. Loaded only for hosts with a Solana network. */
export interface SolanaDiscovery {
  connectors(): ConnectorInfo[]
  /** The Wallet Standard wallet behind a connector id. */
  wallet(connectorId: string): WalletAdapterCompatibleStandardWallet | undefined
  subscribe(listener: (connectors: ConnectorInfo[]) => void): () => void
}

const PREFIX = 'wallet-standard:'

const isSolanaWallet = (wallet: Wallet): wallet is WalletAdapterCompatibleStandardWallet =>
  wallet.chains.some((chain) => chain.startsWith('solana:')) && isWalletAdapterCompatibleStandardWallet(wallet)

/**
 * Lists registered Wallet Standard wallets that can connect Solana (standard:connect,
 * standard:events and a Solana sign feature). Connector ids are `wallet-standard:<name>`.
 */
export function createSolanaDiscovery(): SolanaDiscovery {
  const registry = getWallets()
  const wallets = () => registry.get().filter(isSolanaWallet)
  const connectors = (): ConnectorInfo[] =>
    wallets().map((w) => ({
      id: `${PREFIX}${w.name}`,
      name: w.name,
      imageUrl: w.icon,
      chain: 'solana',
      type: 'ANNOUNCED',
    }))
  return {
    connectors,
    wallet: (connectorId) => wallets().find((w) => `${PREFIX}${w.name}` === connectorId),
    subscribe(listener) {
      const offRegister = registry.on('register', () => listener(connectors()))
      const offUnregister = registry.on('unregister', () => listener(connectors()))
      return () => {
        offRegister()
        offUnregister()
      }
    },
  }
}
