/**
 * The token balance retry window (spec sections 8 and 9: 'Token Balance Unavailable', retry blocked
 * for 30 s) held by a real timer, not computed on render: from a failure of the query, `onBlocked`
 * says true until `windowMs` after its errorUpdatedAt, then false, and the query is fetched again by
 * itself, so the balance comes back without a click. Framework-free over react-query's QueryClient.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * Watches the query of `queryKey` in `client` (an error already there counts from its time).
 * @returns a function that stops watching and clears the timer.
 */
export function watchRetryWindow(
  client: QueryClient,
  queryKey: QueryKey,
  windowMs: number,
  onBlocked: (blocked: boolean) => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let watchedError = 0
  const check = (): void => {
    const state = client.getQueryState(queryKey)
    if (state?.status !== 'error' || state.errorUpdatedAt === watchedError) return
    watchedError = state.errorUpdatedAt
    clearTimeout(timer)
    onBlocked(true)
    timer = setTimeout(
      () => {
        timer = undefined
        onBlocked(false)
        // Both views that read balances may reopen at once: one fetch.
        void client.refetchQueries({ queryKey, exact: true }, { cancelRefetch: false })
      },
      Math.max(0, state.errorUpdatedAt + windowMs - Date.now()),
    )
  }
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.query.queryHash === client.getQueryCache().find({ queryKey, exact: true })?.queryHash
    )
      check()
  })
  check()
  return () => {
    unsubscribe()
    clearTimeout(timer)
  }
}
