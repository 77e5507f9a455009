import { base58 } from '@scure/base'

/** True for a base58 Solana public key of 32 bytes. */
export function isSolanaAddress(value: string): boolean {
  try {
    return base58.decode(value).length === 32
  } catch {
    return false
  }
}
