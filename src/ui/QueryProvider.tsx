import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ModalStore } from '../core/store.js'
import { useModalContext } from './context.js'

// One query cache per modal instance; server data never crosses instances.
const clients = new WeakMap<ModalStore, QueryClient>()

/** The instance's react-query client (created on first use, by the first lazy view that needs it). */
export function queryClientOf(store: ModalStore): QueryClient {
  let client = clients.get(store)
  if (!client)
    clients.set(store, (client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })))
  return client
}

/** Wraps a lazily loaded view in the instance's query client. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClientOf(useModalContext().store)}>{children}</QueryClientProvider>
}
