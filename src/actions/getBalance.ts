import type { CaipAddress } from '../core/caip.js'
import type { NativeBalance } from '../core/chainAdapter.js'
import type { ModalContext } from '../core/context.js'
import type { WalletModalError } from '../core/errors.js'
import type { NetworkNotFoundError, UnsupportedChainError } from '../core/specificErrors.js'
import { getAdapter } from './getAdapter.js'

export type GetBalanceParameters = { caipAddress: CaipAddress }
/** `value` in base units (wei, lamports), with the currency's decimals and symbol. */
export type GetBalanceReturnType = NativeBalance
export type GetBalanceErrorType = UnsupportedChainError | NetworkNotFoundError | WalletModalError

/**
 * The native balance of an account on its own network, read from the chain (spec section 9: the
 * views cache it 30 s).
 * @throws UnsupportedChainError 'Unsupported chain'; NetworkNotFoundError 'Network not found' for
 *   an unconfigured network; the RPC's error.
 */
export async function getBalance(
  context: ModalContext,
  { caipAddress }: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  return (await getAdapter(context, { chain: caipAddress })).getBalance(caipAddress)
}
