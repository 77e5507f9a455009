import type { CaipAddress } from '../../core/caip.js'
import type { ModalContext } from '../../core/context.js'
import type { ChainNamespace } from '../../core/options.js'
import { queryKeys } from '../../core/queryKeys.js'
import { setProfileName } from '../../core/storeUpdates.js'
import { queryClientOf } from '../../ui/QueryProvider.js'
import { profileNameQuery } from './nameQueries.js'

const PROFILE_NAME = queryKeys.profileName(undefined)[0]

/**
 * Keeps each connected account's `profileName` (spec section 3, per-chain account state) in the
 * store, for `getState()`, `subscribeState` and the views:
 * - when a namespace's connected CAIP-10 account changes (a connection, another account, another
 *   network), its primary name is looked up through {@link profileNameQuery}: the name service's
 *   reverse lookup, then ENS, held 5 minutes by the instance's query cache (spec section 9: ENS and
 *   identity 5 min), so a reconnect within that time asks nothing;
 * - every answer that reaches that cache (this lookup, the Account header's refetch of a stale name,
 *   a registration's `setQueryData`) is copied to the account that still has that id; an answer for
 *   an account that is gone is dropped (core/storeUpdates.ts `setProfileName`).
 * A failed lookup leaves the name unset ('Error fetching names for address' is the Account header's
 * to show). Disconnecting clears the name with the account. Loaded as its own chunk once an account
 * connects (see `watchProfileNamesLazily`). Returns the unsubscribe function.
 */
export function watchProfileNames(context: ModalContext): () => void {
  const { store } = context
  const client = queryClientOf(store)
  const looked = new Map<ChainNamespace, CaipAddress | undefined>()
  const lookUp = () => {
    const { accounts } = store.getState()
    for (const namespace of Object.keys(accounts) as ChainNamespace[]) {
      const account = accounts[namespace]
      const caipAddress = account?.status === 'connected' ? account.caipAddress : undefined
      if (looked.get(namespace) === caipAddress) continue
      looked.set(namespace, caipAddress)
      if (caipAddress && account?.profileName === undefined)
        client.fetchQuery(profileNameQuery(context, caipAddress)).then(
          (name) => setProfileName(store, caipAddress, name ?? undefined),
          () => undefined,
        )
    }
  }
  const offCache = client.getQueryCache().subscribe((event) => {
    const [kind, caipAddress] = event.query.queryKey as unknown[]
    if (
      event.type === 'updated' &&
      event.action.type === 'success' &&
      kind === PROFILE_NAME &&
      typeof caipAddress === 'string'
    )
      setProfileName(
        store,
        caipAddress as CaipAddress,
        (event.query.state.data as string | null | undefined) ?? undefined,
      )
  })
  const offStore = store.subscribe(lookUp)
  lookUp()
  return () => {
    offStore()
    offCache()
  }
}
