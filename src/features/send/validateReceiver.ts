import type { ChainAdapter } from '../../core/chainAdapter.js'

/** True for an ENS-style name (`name.eth`, subdomains included). */
export function isEnsName(value: string): boolean {
  return /^[^\s.]+(\.[^\s.]+)*\.eth$/i.test(value.trim())
}

/** Why a receiver address is refused; undefined when it is valid. */
export type ReceiverProblem = 'invalid' | 'ens-unavailable' | undefined

/**
 * Checks a receiver (spec section 4, Send) with the namespace's adapter: an account address of
 * that namespace (EVM 0x, EIP-55 when mixed-case; Solana base58 of 32 bytes), or on EVM an ENS
 * name where the network resolves ENS.
 */
export function validateReceiver(adapter: Pick<ChainAdapter, 'namespace' | 'isAddress'>, value: string, hasEns = false): ReceiverProblem {
  const text = value.trim()
  if (adapter.namespace === 'eip155' && isEnsName(text)) return hasEns ? undefined : 'ens-unavailable'
  return adapter.isAddress(text) ? undefined : 'invalid'
}
