import type { CaipAddress } from '../core/caip.js'
import type { TokenAmount } from '../core/chainAdapter.js'
import type { ModalContext } from '../core/context.js'
import type { WalletModalError } from '../core/errors.js'
import type { NetworkNotFoundError, UnsupportedChainError } from '../core/specificErrors.js'
import type { TokenConfig } from '../core/tokens.js'
import { getAdapter } from './getAdapter.js'

export type GetTokenBalancesParameters = { caipAddress: CaipAddress; tokens: TokenConfig[] }
/** The held amounts in each token's base units (Solana adds held mints that are not in `tokens`). */
export type GetTokenBalancesReturnType = TokenAmount[]
export type GetTokenBalancesErrorType = UnsupportedChainError | NetworkNotFoundError | WalletModalError

/**
 * Token balances of an account on its network: EVM one Multicall3 call of ERC20 balanceOf; Solana
 * the SPL token accounts (getTokenAccountsByOwner).
 * @throws UnsupportedChainError 'Unsupported chain'; NetworkNotFoundError 'Network not found'; the RPC's error.
 */
export async function getTokenBalances(
  context: ModalContext,
  { caipAddress, tokens }: GetTokenBalancesParameters,
): Promise<GetTokenBalancesReturnType> {
  return (await getAdapter(context, { chain: caipAddress })).getTokenBalances(caipAddress, tokens)
}
