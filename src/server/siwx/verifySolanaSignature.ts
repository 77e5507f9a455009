import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'

/** What {@link verifySolanaSignature} checks. */
export interface SolanaSignatureCheck {
  /** Base58 32-byte ed25519 public key. */
  address: string
  /** The exact text that was signed; its UTF-8 bytes are what the wallet signed. */
  message: string
  /** Base58 64-byte ed25519 signature. */
  signature: string
}

/**
 * True when `signature` is a valid ed25519 signature by `address` over the UTF-8 bytes of
 * `message` (Solana `signMessage` / `signIn`). Strict RFC 8032 verification (no ZIP-215
 * leniency). False, never a throw, for malformed base58 or wrong lengths.
 */
export function verifySolanaSignature({ address, message, signature }: SolanaSignatureCheck): boolean {
  try {
    const publicKey = base58.decode(address)
    const bytes = base58.decode(signature)
    // noble checks the lengths: a signature of other than 64 bytes throws, a key of other than 32 is false.
    return ed25519.verify(bytes, new TextEncoder().encode(message), publicKey, { zip215: false })
  } catch {
    return false
  }
}
