import { topView } from '../../core/navigation.js'
import { QueryProvider } from '../../ui/QueryProvider.js'
import { useModalState } from '../../ui/context.js'
import { OnRampFiatSelectView } from './OnRampFiatSelectView.js'
import { OnRampProvidersView } from './OnRampProvidersView.js'
import { OnRampTokenSelectView } from './OnRampTokenSelectView.js'

/**
 * The on-ramp's one chunk: OnRampTokenSelect, OnRampFiatSelect and OnRampProviders, by
 * the view on top of the router (the outlet remounts it on every view change). One registration
 * component keeps the entry's share to three titles; moving between the three loads nothing more.
 */
export default function OnRampView() {
  const view = useModalState((s) => topView(s.router))
  return (
    <QueryProvider>
      {view === 'OnRampTokenSelect' ? (
        <OnRampTokenSelectView />
      ) : view === 'OnRampFiatSelect' ? (
        <OnRampFiatSelectView />
      ) : (
        <OnRampProvidersView />
      )}
    </QueryProvider>
  )
}
