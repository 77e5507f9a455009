import { parseCaipAddress, type CaipAddress } from '../core/caip.js'
import { HISTORY_PAGE_SIZE } from '../core/constants.js'
import type { ModalContext } from '../core/context.js'
import type { WalletModalError } from '../core/errors.js'
import type { CaipError, NetworkNotFoundError, UnsupportedChainError } from '../core/specificErrors.js'
import type { TransactionPage } from '../core/history.js'
import { getAdapter } from './getAdapter.js'

export type GetTransactionsParameters = {
  /** The account whose history is read, on its own network. */
  caipAddress: CaipAddress
  /** The `next` of the previous page; undefined for the newest page. */
  cursor?: string
}
/** One page, newest first, and the cursor of the next (older) one; an empty page where the network has no source. */
export type GetTransactionsReturnType = TransactionPage
export type GetTransactionsErrorType = CaipError | UnsupportedChainError | NetworkNotFoundError | WalletModalError

/**
 * One page of an account's transaction history (spec section 7: account, cursor, chainId → data
 * and next) from its namespace's history source (Otterscan, Blockscout or Solana RPC), 25 a page.
 * @throws CaipError for a malformed CAIP-10 id (an account address is required, spec 5);
 *   UnsupportedChainError 'Unsupported chain'; NetworkNotFoundError 'Network not found'; the source's error.
 */
export async function getTransactions(
  context: ModalContext,
  { caipAddress, cursor }: GetTransactionsParameters,
): Promise<GetTransactionsReturnType> {
  const { caipNetworkId, address } = parseCaipAddress(caipAddress)
  const source = await (await getAdapter(context, { chain: caipNetworkId })).historySource(caipNetworkId)
  if (!source) return { data: [], next: undefined }
  return source.fetchPage({ address, caipNetworkId, cursor, pageSize: HISTORY_PAGE_SIZE })
}
