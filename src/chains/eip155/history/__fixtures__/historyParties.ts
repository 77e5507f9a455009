import type { HistoryToken } from '../erc20Transfers.js'

/** The account whose history the tests read (anvil's second dev account). */
export const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** The other side of its transfers (anvil's third dev account). */
export const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
/** The ERC-20 token the transfers move (6 decimals, no icon). */
export const USDC: HistoryToken = {
  address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
}
