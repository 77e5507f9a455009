import type { ModalContext } from '../core/context.js'
import type { ChainNamespace } from '../core/options.js'
import { sessionStore } from '../core/sessionStore.js'
import { findNetwork, namespaceOf, setAccount } from '../core/store.js'

/** The stored connections of configured namespaces that wait to be restored: `[namespace, connectorId]`. */
export type BeginReconnectReturnType = [ChainNamespace, string][]

const isString = (v: unknown): v is string => typeof v === 'string'

/**
 * The synchronous start of {@link reconnect} (actions/reconnect.ts), small enough for the first
 * paint: restores the last visit's selected network, so the first paint shows it, and marks each
 * stored connection of a configured namespace 'connecting'. The element loads reconnect itself
 * (the adapters, the wallet round trip) only when this returns a connection to restore.
 */
export function beginReconnect(context: ModalContext): BeginReconnectReturnType {
  const { store } = context
  const selected = findNetwork(store.getState(), context.persistence.get('network', isString))
  if (selected)
    store.setState((s) => ({
      network: { ...s.network, caipNetwork: selected },
      activeNamespace: namespaceOf(selected.caipNetworkId),
    }))
  const stored = sessionStore(() => context.persistence).read()
  const configured = new Set(store.getState().options.networks.map((n) => namespaceOf(n.caipNetworkId)))
  const entries = (Object.entries(stored.connections) as [ChainNamespace, string][]).filter(([ns]) =>
    configured.has(ns),
  )
  for (const [ns, connectorId] of entries) setAccount(store, ns, { status: 'connecting', connectorId })
  return entries
}
