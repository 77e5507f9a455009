import type { CaipAddress, CaipNetworkId } from './caip.js'
import type { ChainNamespace } from './options.js'

/** A native balance read from the chain: `value` in base units (wei, lamports). */
export interface NativeBalance {
  value: bigint
  decimals: number
  symbol: string
}

/**
 * What the modal needs from one ecosystem (DESIGN.md, chains/). An adapter reports account and
 * network changes into the instance's store itself; these calls start the changes.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** Prompts the wallet. Rejects with a UserRejectedError when the user declines. */
  connect(connectorId: string): Promise<void>
  /** Restores a stored connection without a prompt; resolves false when the wallet no longer grants it. */
  reconnect(connectorId: string): Promise<boolean>
  disconnect(): Promise<void>
  /** Asks the wallet to switch (EVM: wallet_switchEthereumChain, then wallet_addEthereumChain on 4902). */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  getBalance(caipAddress: CaipAddress): Promise<NativeBalance>
  /**
   * Asks the wallet to sign `message` (UTF-8 text) with the connected account: EVM `personal_sign`
   * (EIP-191) returning a 0x hex signature; Solana `solana:signMessage` returning base58 of the
   * 64-byte ed25519 signature. Rejects with the wallet's error (user rejection: code 4001).
   */
  signMessage(message: string): Promise<string>
  destroy(): void
}
