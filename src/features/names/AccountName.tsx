import { useQuery } from '@tanstack/react-query'
import { messages } from './texts.js'
import { activeAccount } from '../../core/store.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { QueryProvider } from '../../ui/QueryProvider.js'
import { useStylesheet } from '../../ui/useStylesheet.js'
import { namesStyles } from './namesStyles.js'
import { profileNameQuery } from './nameQueries.js'

/**
 * The Account header's name (spec section 3: profileName): the active account's `profileName` from
 * the store (the name service, else ENS, cached 5 min: see watchProfileNames.ts); nothing while
 * loading or when it has none. Its query asks again when the cached name is older than 5 minutes
 * (the answer reaches the store through the cache) and shows 'Error fetching names for address'
 * when every source failed.
 */
export default function AccountName() {
  // Its own provider (the same client as Account's): every chunk that reads queries imports the
  // provider too, so the bundler keeps react-query in one shared chunk (see bench/budgets.ts).
  return (
    <QueryProvider>
      <PrimaryName />
    </QueryProvider>
  )
}

function PrimaryName() {
  useStylesheet(namesStyles)
  const context = useModalContext()
  const account = useModalState(activeAccount)
  const name = useQuery(profileNameQuery(context, account.caipAddress))
  return (
    <>
      {account.profileName && (
        <p className="wm-account-name" data-testid="account-name">
          {account.profileName}
        </p>
      )}
      {name.isError && (
        <p className="wm-muted wm-small" role="status">
          {messages.errorFetchingNames}
        </p>
      )}
    </>
  )
}
