import { createContext, useContext } from 'react'
import { useStore } from 'zustand'
import type { ModalContext } from '../core/context.js'
import type { ModalState } from '../core/store.js'

/** React's handle on the instance context: views pass it to actions. */
export const ModalContextProvider = createContext<ModalContext | null>(null)

/** The element's shadow root, where views adopt their own stylesheets (ui/styles.ts `useStylesheet`). */
export const ShadowRootContext = createContext<ShadowRoot | null>(null)

/** The instance's context (store, adapters, persistence) for actions. Throws outside `<wallet-modal>`. */
export function useModalContext(): ModalContext {
  const context = useContext(ModalContextProvider)
  if (!context) throw new Error('useModalContext must be used inside <wallet-modal>')
  return context
}

/** Subscribes a component to a slice of the instance store. */
export function useModalState<T>(selector: (state: ModalState) => T): T {
  return useStore(useModalContext().store, selector)
}
