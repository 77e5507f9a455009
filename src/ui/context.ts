import { createContext, useContext } from 'react'
import { useStore } from 'zustand'
import type { ModalRuntime } from '../core/runtime.js'
import type { ModalState } from '../core/store.js'

export const RuntimeContext = createContext<ModalRuntime | null>(null)

/** The instance's runtime (actions + store). Throws outside `<wallet-modal>`. */
export function useRuntime(): ModalRuntime {
  const runtime = useContext(RuntimeContext)
  if (!runtime) throw new Error('useRuntime must be used inside <wallet-modal>')
  return runtime
}

/** Subscribes a component to a slice of the instance store. */
export function useModalState<T>(selector: (state: ModalState) => T): T {
  return useStore(useRuntime().store, selector)
}
