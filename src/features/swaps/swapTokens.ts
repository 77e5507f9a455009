import { NATIVE_TOKEN_ADDRESS } from '../../core/swaps/slippage.js'
import type { TokenBalance } from '../../core/tokens.js'

/** A token's key in the pickers and the source's address for it: the native currency is 0xEeee…EEeE. */
export const tokenAddressOf = (token: Pick<TokenBalance, 'address'> | undefined): string =>
  token?.address ?? NATIVE_TOKEN_ADDRESS
