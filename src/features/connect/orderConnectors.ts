import type { ConnectorInfo } from '../../core/store.js'

export interface OrderedConnector extends ConnectorInfo {
  /** Used before, on this site: listed first. */
  recent: boolean
  /** The most recently used connector. */
  lastUsed: boolean
}

/**
 * Connect view order (spec section 1, connector order walletConnect, recent, injected, …):
 * recently used connectors first, most recent first; then announced (EIP-6963) wallets in
 * announcement order; then the legacy injected one. Each connector appears once.
 */
export function orderConnectors(connectors: readonly ConnectorInfo[], recentIds: readonly string[]): OrderedConnector[] {
  const byId = new Map(connectors.map((c) => [c.id, c]))
  const recent = recentIds.filter((id, i) => byId.has(id) && recentIds.indexOf(id) === i).map((id) => byId.get(id)!)
  const rank = (c: ConnectorInfo) => (c.type === 'ANNOUNCED' ? 0 : c.type === 'INJECTED' ? 1 : 2)
  const rest = connectors.filter((c) => !recentIds.includes(c.id)).map((c, i) => ({ c, i }))
  rest.sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
  return [
    ...recent.map((c, i) => ({ ...c, recent: true, lastUsed: i === 0 })),
    ...rest.map(({ c }) => ({ ...c, recent: false, lastUsed: false })),
  ]
}
