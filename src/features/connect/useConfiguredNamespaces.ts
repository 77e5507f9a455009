import { useMemo } from 'react'
import type { ChainNamespace } from '../../core/options.js'
import { namespaceOf } from '../../core/store.js'
import { useModalState } from '../../ui/context.js'

/** The namespaces that have at least one configured network (the Connect view's chain filter). */
export function useConfiguredNamespaces(): ChainNamespace[] {
  const ids = useModalState((s) => s.options.networks.map((n) => n.caipNetworkId).join(' '))
  return useMemo(() => {
    const set = new Set<ChainNamespace>()
    for (const id of ids.split(' ')) {
      const ns = namespaceOf(id)
      if (ns) set.add(ns)
    }
    return [...set]
  }, [ids])
}
