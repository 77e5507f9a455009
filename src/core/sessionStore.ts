import { isChainNamespace as isNamespace, type ChainNamespace } from './namespaces.js'
import type { Persistence } from './storage.js'

/** What survives a reload: the connector per namespace, which namespace was active, recent wallets. */
export interface StoredSession {
  connections: Partial<Record<ChainNamespace, string>>
  activeNamespace?: ChainNamespace
}

const isSession = (v: unknown): v is StoredSession => {
  if (typeof v !== 'object' || v === null) return false
  const { connections, activeNamespace } = v as StoredSession
  if (typeof connections !== 'object' || connections === null) return false
  if (activeNamespace !== undefined && !isNamespace(activeNamespace)) return false
  return Object.entries(connections).every(([ns, id]) => isNamespace(ns) && typeof id === 'string')
}
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')

/** Reads and writes the stored session; a corrupt entry reads as none (and is discarded). */
export function sessionStore(persistence: () => Persistence) {
  return {
    read: (): StoredSession => persistence().get('session', isSession) ?? { connections: {} },
    remember(namespace: ChainNamespace, connectorId: string) {
      const session = this.read()
      persistence().set('session', {
        connections: { ...session.connections, [namespace]: connectorId },
        activeNamespace: namespace,
      })
    },
    setActive(namespace: ChainNamespace) {
      const session = this.read()
      if (session.connections[namespace]) persistence().set('session', { ...session, activeNamespace: namespace })
    },
    forget(namespace?: ChainNamespace) {
      if (!namespace) return persistence().remove('session')
      const { [namespace]: _gone, ...rest } = this.read().connections
      persistence().set('session', { connections: rest, activeNamespace: Object.keys(rest)[0] })
    },
    recent: (): string[] => persistence().get('recentConnectors', isStringList) ?? [],
    setRecent: (ids: string[]) => persistence().set('recentConnectors', ids),
  }
}
