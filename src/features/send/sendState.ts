import type { CaipAddress } from '../../core/caip.js'
import type { TokenBalance } from '../balances/types.js'

/** Send state (spec section 3). Amount and receiver are kept as typed until a send succeeds. */
export interface SendState {
  token: TokenBalance | undefined
  sendTokenAmount: string
  receiverAddress: string
  receiverProfileImageUrl: string | undefined
  receiverProfileName: string | undefined
  networkBalanceInUSD: string | undefined
  loading: boolean
  hash: string | undefined
  tokenBalances: TokenBalance[]
  lastRetry: number | undefined
}

export const initialSendState: SendState = {
  token: undefined,
  sendTokenAmount: '',
  receiverAddress: '',
  receiverProfileImageUrl: undefined,
  receiverProfileName: undefined,
  networkBalanceInUSD: undefined,
  loading: false,
  hash: undefined,
  tokenBalances: [],
  lastRetry: undefined,
}

/** A sent transaction waiting in the transaction stack (spec section 9: at most 99 pending). */
export interface PendingTransaction {
  hash: string
  caipAddress: CaipAddress
  amount: string
  symbol: string
  to: string
}
