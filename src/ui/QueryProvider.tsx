import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ModalRuntime } from '../core/runtime.js'
import { useRuntime } from './context.js'

// One query cache per modal instance; server data never crosses instances.
const clients = new WeakMap<ModalRuntime, QueryClient>()

/** The instance's react-query client (created on first use, by the first lazy view that needs it). */
export function queryClientOf(runtime: ModalRuntime): QueryClient {
  let client = clients.get(runtime)
  if (!client)
    clients.set(runtime, (client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })))
  return client
}

/** Wraps a lazily loaded view in the instance's query client. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClientOf(useRuntime())}>{children}</QueryClientProvider>
}
