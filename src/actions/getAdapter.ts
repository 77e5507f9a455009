import type { ChainAdapter } from '../core/chainAdapter.js'
import type { ModalContext } from '../core/context.js'
import { UnsupportedChainError } from '../core/specificErrors.js'
import { namespaceOf } from '../core/store.js'

export type GetAdapterParameters = {
  /** A CAIP-2 network id (`eip155:1`), a CAIP-10 account id, or a bare namespace (`solana`). */
  chain: string | undefined
}
export type GetAdapterReturnType = ChainAdapter
export type GetAdapterErrorType = UnsupportedChainError

/**
 * The chain adapter of a network's namespace, loaded (once, as its own chunk) on first use: the
 * one step every action takes before it reaches a wallet or a chain.
 * @throws UnsupportedChainError 'Unsupported chain' for a namespace other than eip155, solana or bip122.
 */
export async function getAdapter(
  context: ModalContext,
  { chain }: GetAdapterParameters,
): Promise<GetAdapterReturnType> {
  const namespace = namespaceOf(chain)
  if (!namespace) throw new UnsupportedChainError()
  return context.adapters.load(namespace)
}
