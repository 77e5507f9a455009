import type { ComponentType } from 'react'
import { QueryProvider } from './QueryProvider.js'
import { useStylesheet } from './useStylesheet.js'

/**
 * A lazily loaded view that reads server data (balances, names, wallet lists): the component
 * adopts `stylesheets` into the modal's shadow root, in order, before its first paint
 * (useStylesheet.ts), and renders `View` inside the instance's query client (QueryProvider.tsx).
 */
export function queryView(View: ComponentType, ...stylesheets: readonly string[]): ComponentType {
  function QueryView() {
    useStylesheet(...stylesheets)
    return (
      <QueryProvider>
        <View />
      </QueryProvider>
    )
  }
  QueryView.displayName = `QueryView(${View.displayName ?? View.name})`
  return QueryView
}
