import { useQuery } from '@tanstack/react-query'
import { namesMessages as messages } from '../../core/messages/names.js'
import { activeAccount } from '../../core/store.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { QueryProvider } from '../../ui/QueryProvider.js'
import { useStylesheet } from '../../ui/useStylesheet.js'
import { namesStyles } from './namesStyles.js'
import { profileNameQuery } from './nameQueries.js'

/**
 * The Account header's name (spec section 3: profileName): the active account's primary name from
 * the name service, else ENS, cached 5 min; nothing while loading or when it has none.
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
      {name.data && <p className="wm-account-name" data-testid="account-name">{name.data}</p>}
      {name.isError && <p className="wm-muted wm-small" role="status">{messages.errorFetchingNames}</p>}
    </>
  )
}
