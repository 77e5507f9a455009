import { CONNECTOR_ORDER, type ConnectorGroup } from '../../core/constants.js'
import { NAMESPACES, type ChainNamespace } from '../../core/namespaces.js'
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
  /** Used before, on this site: listed in the recent group. */
  recent: boolean
  /** The most recently used connector. */
  lastUsed: boolean
}

/**
 * The group of spec section 1's connector order a connector type belongs to. Announced wallets
 * (EIP-6963, Wallet Standard) and the legacy `window.ethereum` make up the injected group; the
 * embedded wallet (AUTH) is this app's own, custom connector.
 */
const GROUP_OF_TYPE: Record<ConnectorType, ConnectorGroup> = {
  WALLET_CONNECT: 'walletConnect',
  ANNOUNCED: 'injected',
  MULTI_CHAIN: 'injected',
  INJECTED: 'injected',
  AUTH: 'custom',
  EXTERNAL: 'external',
}

/** Within the injected group, announced wallets come before the legacy `window.ethereum` one. */
const LEGACY_INJECTED: ConnectorType = 'INJECTED'

interface Row extends DisplayConnector {
  recentIndex: number
  legacy: boolean
}

/** Where a row goes in {@link CONNECTOR_ORDER}: the first group it belongs to (its type's, or recent). */
function groupRank(row: Row): number {
  const own = CONNECTOR_ORDER.indexOf(GROUP_OF_TYPE[row.type])
  return row.recent ? Math.min(own, CONNECTOR_ORDER.indexOf('recent')) : own
}

/**
 * Order inside one group: recent by recency, injected announced-first; otherwise discovery order,
 * which the rows already have (a Map keeps insertion order and Array.prototype.sort is stable).
 */
function withinGroup(a: Row, b: Row): number {
  if (a.recent && b.recent) return a.recentIndex - b.recentIndex
  return Number(a.legacy) - Number(b.legacy)
}

/**
 * Connect view order, from the spec's connector order (section 1: walletConnect, recent, injected,
 * featured, custom, external, recommended, {@link CONNECTOR_ORDER}): only connectors of configured
 * namespaces; one row per wallet, merging the same wallet found in several namespaces (by name)
 * into a MULTI_CHAIN row; each row in the first group it belongs to, so a recent wallet moves up to
 * the recent group (most recent first) while WalletConnect stays first.
 */
export function orderConnectors(
  connectors: readonly ConnectorInfo[],
  recentIds: readonly string[],
  namespaces: readonly ChainNamespace[] = NAMESPACES,
): DisplayConnector[] {
  const rows = new Map<string, Row>()
  connectors.forEach((c) => {
    if (!namespaces.includes(c.chain)) return
    const key = c.name.trim().toLowerCase()
    const recentIndex = recentIds.indexOf(c.id)
    const row = rows.get(key)
    if (!row) {
      rows.set(key, {
        key,
        name: c.name,
        imageUrl: c.imageUrl,
        type: c.type,
        namespaces: [c.chain],
        ids: { [c.chain]: c.id },
        recent: recentIndex >= 0,
        lastUsed: false,
        recentIndex: recentIndex >= 0 ? recentIndex : Infinity,
        legacy: c.type === LEGACY_INJECTED,
      })
      return
    }
    if (row.ids[c.chain]) return
    row.ids[c.chain] = c.id
    row.namespaces.push(c.chain)
    if (row.type !== 'WALLET_CONNECT' || c.type !== 'WALLET_CONNECT') row.type = 'MULTI_CHAIN'
    row.imageUrl ??= c.imageUrl
    row.legacy &&= c.type === LEGACY_INJECTED
    if (recentIndex >= 0) {
      row.recent = true
      row.recentIndex = Math.min(row.recentIndex, recentIndex)
    }
  })
  const sorted = [...rows.values()].sort((a, b) => groupRank(a) - groupRank(b) || withinGroup(a, b))
  const lastUsed = sorted.find((r) => r.recent)
  return sorted.map(({ recentIndex: _r, legacy: _l, ...row }) => ({ ...row, lastUsed: row.key === lastUsed?.key }))
}

/** The namespace a click connects: the selected network's, when the wallet has it. */
export function namespaceToConnect(row: DisplayConnector, selected: ChainNamespace | undefined): ChainNamespace {
  return selected && row.namespaces.includes(selected) ? selected : row.namespaces[0]!
}
