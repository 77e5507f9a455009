import { getNameSuggestions } from '../../actions/getNameSuggestions.js'
import { getProfileName } from '../../actions/getProfileName.js'
import type { CaipAddress } from '../../core/caip.js'
import { IDENTITY_STALE_MS } from '../../core/constants.js'
import type { ModalContext } from '../../core/context.js'
import { queryKeys } from '../../core/queryKeys.js'

/**
 * Query options of an account's primary name (spec section 3: profileName): the name service's
 * reverse lookup, then ENS (see `getProfileName`), cached 5 min (spec section 9: identity and ENS
 * 5 min); null when it has none. Not retried.
 */
export const profileNameQuery = (context: ModalContext, caipAddress: CaipAddress | undefined) => ({
  queryKey: queryKeys.profileName(caipAddress),
  queryFn: async () => (await getProfileName(context, { caipAddress: caipAddress! })) ?? null,
  staleTime: IDENTITY_STALE_MS,
  enabled: caipAddress !== undefined,
  retry: false as const,
})

/** Query options of the suggestions for a typed (debounced) label, with availability; not cached past the view. */
export const nameSuggestionsQuery = (context: ModalContext, api: string, query: string) => ({
  queryKey: queryKeys.nameSuggestions(api, query),
  queryFn: () => getNameSuggestions(context, { query }),
  staleTime: 0,
  enabled: query !== '',
  retry: false as const,
})
