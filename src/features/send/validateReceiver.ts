import type { ChainAdapter } from '../../core/chainAdapter.js'

/**
 * True for an ENS-style name under one of `suffixes` (default `eth`; the operator's name suffix
 * joins it when the `names` option is set, e.g. ['eth', 'modal.test']), subdomains included.
 */
export function isEnsName(value: string, suffixes: readonly string[] = ['eth']): boolean {
  const text = value.trim().toLowerCase()
  return /^[^\s.]+(\.[^\s.]+)+$/.test(text) && suffixes.some((suffix) => text.endsWith(`.${suffix.toLowerCase()}`))
}

/** Why a receiver address is refused; undefined when it is valid. */
export type ReceiverProblem = 'invalid' | 'ens-unavailable' | undefined

/**
 * Checks a receiver (spec section 4, Send) with the namespace's adapter: an account address of
 * that namespace (EVM 0x, EIP-55 when mixed-case; Solana base58 of 32 bytes), or on EVM an ENS
 * name (under `suffixes`: `.eth` and the operator's) where the network resolves ENS.
 */
export function validateReceiver(
  adapter: Pick<ChainAdapter, 'namespace' | 'isAddress'>,
  value: string,
  hasEns = false,
  suffixes: readonly string[] = ['eth'],
): ReceiverProblem {
  const text = value.trim()
  if (adapter.namespace === 'eip155' && isEnsName(text, suffixes)) return hasEns ? undefined : 'ens-unavailable'
  return adapter.isAddress(text) ? undefined : 'invalid'
}
