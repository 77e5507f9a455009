import type { Connection, Transaction } from '@solana/web3.js'
import type { CaipNetworkId } from '../../core/caip.js'

/**
 * What the Solana adapter needs from a wallet, whatever carries it (Wallet Standard in the page,
 * or WalletConnect to a phone). Events: `onDisconnect` when the wallet ends the connection.
 */
export interface SolanaWallet {
  /** The connected account, base58; undefined before connect. */
  address(): string | undefined
  /** Prompts the wallet. */
  connect(): Promise<void>
  /** Restores a permitted connection without a prompt; false when there is none. */
  restore(): Promise<boolean>
  disconnect(): Promise<void>
  /**
   * Takes the account for another network, where a wallet holds one per network (WalletConnect);
   * absent when the account is the same on every network.
   * @throws when the wallet has no account on `caipNetworkId`.
   */
  select?(caipNetworkId: CaipNetworkId): Promise<void>
  /**
   * Sign-In With Solana (the Wallet Standard's `solana:signIn`), present only when the
   * wallet offers it: connects and signs the message built from `input` in one prompt.
   */
  signIn?(input: SolanaSignInFields): Promise<{ address: string; message: Uint8Array; signature: Uint8Array }>
  /** ed25519 signature of `message`, 64 bytes. */
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** Signs `tx` (fee payer: the account) and sends it; resolves with the signature (base58). */
  sendTransaction(tx: Transaction, connection: Connection): Promise<string>
  onDisconnect(listener: () => void): void
  /** The Wallet Standard wallet behind it, when there is one (the JS API's `getProvider('solana')`). */
  standard?(): unknown
  destroy(): void
}

/** The Sign-In With Solana input fields the modal sends (the Wallet Standard's `SolanaSignInInput`, the ones it uses). */
export interface SolanaSignInFields {
  domain: string
  statement?: string
  uri: string
  version: string
  chainId: string
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}
