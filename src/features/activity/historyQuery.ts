import { getTransactions } from '../../actions/getTransactions.js'
import type { CaipAddress } from '../../core/caip.js'
import { HISTORY_STALE_MS } from '../../core/constants.js'
import type { ModalContext } from '../../core/context.js'
import type { TransactionPage } from '../../core/history.js'
import { queryKeys } from '../../core/queryKeys.js'

/**
 * Infinite-query options of the history of `caipAddress`: pages by cursor from getTransactions,
 * fresh for 15 s (spec section 9: history 15 s), a failure not retried (the view offers Try again).
 */
export const historyQuery = (context: ModalContext, caipAddress: CaipAddress) => ({
  queryKey: queryKeys.history(caipAddress),
  staleTime: HISTORY_STALE_MS,
  retry: false as const,
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: TransactionPage) => last.next,
  queryFn: ({ pageParam }: { pageParam: string | undefined }) =>
    getTransactions(context, { caipAddress, cursor: pageParam }),
})
