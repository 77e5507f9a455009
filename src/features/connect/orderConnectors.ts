import type { ChainNamespace } from '../../core/options.js'
import type { ConnectorInfo, ConnectorType } from '../../core/store.js'

/** One row of the Connect view: a wallet, possibly available in several namespaces. */
export interface DisplayConnector {
  key: string
  name: string
  imageUrl?: string
  /** MULTI_CHAIN when the same wallet was discovered in more than one namespace. */
  type: ConnectorType
  namespaces: ChainNamespace[]
  /** The connector id to use in each namespace. */
  ids: Partial<Record<ChainNamespace, string>>
  /** Used before, on this site: listed first. */
  recent: boolean
  /** The most recently used connector. */
  lastUsed: boolean
}

/**
 * Connect view order (spec section 1, connector order walletConnect, recent, injected, …):
 * only connectors of configured namespaces (the chain filter); one row per wallet, merging the
 * same wallet found in several namespaces (by name) into a MULTI_CHAIN row; recently used first,
 * most recent first; then announced wallets in discovery order; then legacy injected ones.
 */
export function orderConnectors(
  connectors: readonly ConnectorInfo[],
  recentIds: readonly string[],
  namespaces: readonly ChainNamespace[] = ['eip155', 'solana'],
): DisplayConnector[] {
  const groups = new Map<string, DisplayConnector & { index: number; rank: number; recentIndex: number }>()
  connectors.forEach((c, index) => {
    if (!namespaces.includes(c.chain)) return
    const key = c.name.trim().toLowerCase()
    const recentIndex = recentIds.indexOf(c.id)
    // Spec section 1: walletConnect first, then recent, injected, …
    const rank = c.type === 'WALLET_CONNECT' ? -1 : c.type === 'INJECTED' ? 1 : 0
    const group = groups.get(key)
    if (!group) {
      groups.set(key, {
        key, name: c.name, imageUrl: c.imageUrl, type: c.type, namespaces: [c.chain], ids: { [c.chain]: c.id },
        recent: recentIndex >= 0, lastUsed: false, index, rank, recentIndex: recentIndex >= 0 ? recentIndex : Infinity,
      })
      return
    }
    if (group.ids[c.chain]) return
    group.ids[c.chain] = c.id
    group.namespaces.push(c.chain)
    if (group.type !== 'WALLET_CONNECT' || c.type !== 'WALLET_CONNECT') group.type = 'MULTI_CHAIN'
    group.imageUrl ??= c.imageUrl
    group.rank = Math.min(group.rank, rank)
    if (recentIndex >= 0) {
      group.recent = true
      group.recentIndex = Math.min(group.recentIndex, recentIndex)
    }
  })
  const rows = [...groups.values()].sort((a, b) =>
    (a.rank === -1) !== (b.rank === -1) ? (a.rank === -1 ? -1 : 1)
    : a.recent !== b.recent ? (a.recent ? -1 : 1)
    : a.recent ? a.recentIndex - b.recentIndex
    : a.rank - b.rank || a.index - b.index,
  )
  const lastUsed = rows.find((r) => r.recent)
  return rows.map(({ index: _i, rank: _r, recentIndex: _x, ...row }, i) => ({ ...row, lastUsed: rows[i] === lastUsed }))
}

/** The namespace a click connects: the selected network's, when the wallet has it. */
export function namespaceToConnect(row: DisplayConnector, selected: ChainNamespace | undefined): ChainNamespace {
  return selected && row.namespaces.includes(selected) ? selected : row.namespaces[0]!
}
