import type { BitcoinNetwork } from '../../../core/bitcoinNetworks.js'

/** What an address is for (sats-connect's purposes; spec section 3: payment at index 0, ordinals at index 1). */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** One address a wallet shared. */
export interface BitcoinWalletAccount {
  address: string
  purpose: BitcoinAddressPurpose
  /** Hex public key when the wallet gives one (33 bytes compressed; 32 x-only for some Taproot accounts). */
  publicKey?: string
  /** 'p2wpkh', 'p2tr', 'p2sh', 'p2pkh' when the wallet says. */
  addressType?: string
}

/** A message signature, base64, and the format the wallet used. */
export interface BitcoinMessageSignature {
  signature: string
  /** 'bip322' (simple: a witness stack) or 'bip137' (legacy ECDSA, 65 bytes). */
  protocol: 'bip322' | 'bip137'
}

/**
 * What the bip122 adapter needs from a Bitcoin wallet, whatever protocol carries it: sats-connect
 * (`window.btc_providers`), the Bitcoin Wallet Standard (`bitcoin:connect`), Leather's RPC or
 * Unisat's injected API. Rejections throw with code 4001 (or a 'cancelled' message).
 */
export interface BitcoinWallet {
  /**
   * Asks for the payment and ordinals addresses (prompts). A single-address wallet answers its one
   * address, which the adapter uses for both.
   */
  connect(network: BitcoinNetwork): Promise<BitcoinWalletAccount[]>
  /** The addresses the wallet already granted, without a prompt; undefined when it granted none. */
  restore(network: BitcoinNetwork): Promise<BitcoinWalletAccount[] | undefined>
  disconnect(): Promise<void>
  /** Signs `message` with `address`, BIP-322 where the wallet offers it, else its legacy (BIP-137) signature. */
  signMessage(address: string, message: string, network: BitcoinNetwork): Promise<BitcoinMessageSignature>
  /**
   * Signs the inputs `signInputs` names (address → input indexes) of `psbt` (BIP-174 bytes) without
   * broadcasting; resolves the PSBT the wallet returned (signed, maybe finalized).
   */
  signPsbt?(psbt: Uint8Array, signInputs: Record<string, number[]>, network: BitcoinNetwork): Promise<Uint8Array>
  /** The wallet builds, signs and broadcasts a payment itself (sats-connect `sendTransfer`); resolves the txid. */
  sendTransfer?(to: string, amount: bigint, network: BitcoinNetwork): Promise<string>
  /** Listens for the wallet's account changes; returns the unsubscriber. */
  onAccountsChanged?(listener: () => void): () => void
  /** The object the wallet injected (the JS API's `getProvider()`). */
  provider(): unknown
}

/** A user rejection as wallets report it (EIP-1193's 4001, which core's error mapping recognises). */
export function rejected(message = 'User rejected the request.', cause?: unknown): Error {
  return Object.assign(new Error(message), { code: 4001, cause })
}
