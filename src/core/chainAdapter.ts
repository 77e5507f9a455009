import type { CaipAddress, CaipNetworkId } from './caip.js'
import type { ChainNamespace } from './options.js'
import type { TokenConfig } from './tokens.js'

/** A native balance read from the chain: `value` in base units (wei, lamports). */
export interface NativeBalance {
  value: bigint
  decimals: number
  symbol: string
}

/** A token balance read from the chain: `value` in the token's base units. */
export interface TokenAmount {
  token: TokenConfig
  value: bigint
}

/** A transfer to send: `value` in base units (wei, lamports, token units); no `token` = native. */
export interface TransferRequest {
  to: string
  value: bigint
  token?: TokenConfig
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
  /**
   * Balances of `tokens` held by the account (EVM: one multicall of ERC20 balanceOf; Solana: SPL
   * token accounts via getTokenAccountsByOwner, adding held mints not in `tokens`).
   */
  getTokenBalances(caipAddress: CaipAddress, tokens: TokenConfig[]): Promise<TokenAmount[]>
  /**
   * Sends native currency or a token from the connected account and waits until the chain has it
   * (EVM receipt; Solana confirmed). Solana SPL sends create the recipient's associated token
   * account when missing.
   * @returns the transaction hash (EVM) or signature (Solana).
   * @throws the wallet's rejection (code 4001) or the chain's error (e.g. 'execution reverted').
   */
  sendTransfer(request: TransferRequest): Promise<string>
  /**
   * The address a name points to on a network (EVM: ENS through the network's Universal Resolver,
   * normalised per ENSIP-15), or undefined when it has none or the network has no name service.
   */
  resolveName(name: string, caipNetworkId: CaipNetworkId): Promise<string | undefined>
  destroy(): void
}
