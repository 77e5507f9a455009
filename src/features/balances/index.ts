/** The balances feature's public face: the Tokens tab and the balance reads other views share. */
export { TokensTab } from './TokensTab.js'
export { useNativeBalance } from './useNativeBalance.js'
export { useTokenBalances } from './useTokenBalances.js'
