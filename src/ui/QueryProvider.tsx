import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ModalStore } from '../core/store.js'
import { useModalContext } from './context.js'

// One query cache per modal instance; server data never crosses instances.
const clients = new WeakMap<ModalStore, QueryClient>()

/**
 * The instance's react-query client (created on first use, by the first lazy view that needs it).
 * A failed read (balances, history, names, quotes: RPC and API reads) is reported to error
 * analytics as 'RPC_ERROR'.
 */
export function queryClientOf(store: ModalStore): QueryClient {
  let client = clients.get(store)
  if (!client)
    clients.set(
      store,
      (client = new QueryClient({
        // Imported, not bundled in: the shared react-query chunk would otherwise take the reporter
        // in, and every chunk that reports (the chain adapters among them) would load react-query.
        queryCache: new QueryCache({
          onError: (error) =>
            void import('../core/analytics/modalErrors.js').then((m) => m.reportModalError(store, 'RPC_ERROR', error)),
        }),
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      })),
    )
  return client
}

/** Wraps a lazily loaded view in the instance's query client. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClientOf(useModalContext().store)}>{children}</QueryClientProvider>
}
