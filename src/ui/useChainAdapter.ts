import { useEffect, useState } from 'react'
import type { ChainAdapter } from '../core/chainAdapter.js'
import type { ChainNamespace } from '../core/options.js'
import { useModalContext } from './context.js'

/**
 * The chain adapter of `namespace` for synchronous checks in a view (address validation), once its
 * chunk has loaded: undefined until then (an account that is connected has it loaded already).
 */
export function useChainAdapter(namespace: ChainNamespace | undefined): ChainAdapter | undefined {
  const { adapters } = useModalContext()
  const [adapter, setAdapter] = useState<ChainAdapter>()
  useEffect(() => {
    if (!namespace) return
    let live = true
    adapters.load(namespace).then(
      (loaded) => live && setAdapter(loaded),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [adapters, namespace])
  return adapter?.namespace === namespace ? adapter : undefined
}
