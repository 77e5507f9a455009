import type { CaipNetworkId } from '../core/caip.js'
import type { ResolvedName } from '../core/chainAdapter.js'
import type { ModalContext } from '../core/context.js'
import type { WalletModalError } from '../core/errors.js'
import type { UnsupportedChainError } from '../core/specificErrors.js'
import { getAdapter } from './getAdapter.js'

export type ResolveNameParameters = { name: string; caipNetworkId: CaipNetworkId }
/**
 * The address the name points to with the name as the service normalised it (ENSIP-15), or
 * undefined when it has none or the network has no name service.
 */
export type ResolveNameReturnType = ResolvedName | undefined
export type ResolveNameErrorType = UnsupportedChainError | WalletModalError

/**
 * Resolves a name on a network: ENS through the network's Universal Resolver (normalised per
 * ENSIP-15; the normalised name comes back, so the user sees what was looked up) on EVM networks
 * that configure one (spec section 9 caches it 5 min).
 * @throws UnsupportedChainError 'Unsupported chain'; the resolver's error.
 */
export async function resolveName(
  context: ModalContext,
  { name, caipNetworkId }: ResolveNameParameters,
): Promise<ResolveNameReturnType> {
  return (await getAdapter(context, { chain: caipNetworkId })).resolveName(name, caipNetworkId)
}
