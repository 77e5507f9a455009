import { base58 } from '@scure/base'
import { isAddress } from 'viem'
import type { ChainNamespace } from '../../core/options.js'

/** True for an ENS-style name (`name.eth`, subdomains included). */
export function isEnsName(value: string): boolean {
  return /^[^\s.]+(\.[^\s.]+)*\.eth$/i.test(value.trim())
}

/** Why a receiver address is refused; undefined when it is valid. */
export type ReceiverProblem = 'invalid' | 'ens-unavailable' | undefined

/**
 * Checks a receiver per namespace (spec section 4, Send): EVM a 0x address, EIP-55 checksummed
 * when mixed-case; an ENS name only where the network resolves ENS; Solana a base58 public key of
 * 32 bytes.
 */
export function validateReceiver(namespace: ChainNamespace, value: string, hasEns = false): ReceiverProblem {
  const text = value.trim()
  if (namespace === 'eip155') {
    if (isEnsName(text)) return hasEns ? undefined : 'ens-unavailable'
    return isAddress(text, { strict: true }) ? undefined : 'invalid'
  }
  try {
    return base58.decode(text).length === 32 ? undefined : 'invalid'
  } catch {
    return 'invalid'
  }
}
