import { useCallback, useRef, useSyncExternalStore } from 'react'
import type { WalletModalState } from '../element/types.js'
import { findElement, whenElement, type WalletModalTarget } from './findElement.js'

/** What {@link useWalletModalState} reports before it finds a defined element, and on the server. */
export const CLOSED_DISCONNECTED_STATE: WalletModalState = Object.freeze({
  open: false,
  view: null,
  status: 'disconnected',
  caipAddress: undefined,
  address: undefined,
  caipNetworkId: undefined,
  activeNamespace: undefined,
})

const identity = (state: WalletModalState) => state

/**
 * The state of a `<wallet-modal>` (`getState()`'s `{ open, view, status, caipAddress, address,
 * caipNetworkId, activeNamespace }`) as React state, over the element's `subscribeState` with
 * `useSyncExternalStore`; no provider. The component re-renders when the selected value changes
 * (`Object.is`). Until the element is in the document and defined (and during server rendering)
 * the state is {@link CLOSED_DISCONNECTED_STATE}; the hook picks the element up when it appears.
 * @param selector picks the part the component needs, e.g. `(s) => s.caipAddress`; by default the
 *   whole state (a new object after each change).
 * @param target the element, a ref to it, or nothing for the first `<wallet-modal>` on the page.
 */
export function useWalletModalState(): WalletModalState
export function useWalletModalState<T>(selector: (state: WalletModalState) => T, target?: WalletModalTarget): T
export function useWalletModalState<T>(
  selector: (state: WalletModalState) => T = identity as (state: WalletModalState) => T,
  target?: WalletModalTarget,
): T {
  // The last state the element reported: getState() builds a new object per call, and
  // useSyncExternalStore needs the same object until something changed.
  const latest = useRef<WalletModalState>(CLOSED_DISCONNECTED_STATE)
  const subscribe = useCallback(
    (onChange: () => void) => {
      let unsubscribe: (() => void) | undefined
      const stopWatching = whenElement(target, (element) => {
        latest.current = element.getState()
        unsubscribe = element.subscribeState((state) => {
          latest.current = state
          onChange()
        })
        onChange()
      })
      return () => {
        stopWatching()
        unsubscribe?.()
        latest.current = CLOSED_DISCONNECTED_STATE
      }
    },
    [target],
  )
  const getSnapshot = () => {
    // A first render after the element exists reads it at once (no flash of the closed state).
    if (latest.current === CLOSED_DISCONNECTED_STATE) {
      const element = findElement(target)
      if (element) latest.current = element.getState()
    }
    return latest.current
  }
  const selected = useRef<{ state: WalletModalState; value: T } | undefined>(undefined)
  const select = () => {
    const state = getSnapshot()
    if (selected.current?.state !== state) selected.current = { state, value: selector(state) }
    return selected.current.value
  }
  return useSyncExternalStore(subscribe, select, () => selector(CLOSED_DISCONNECTED_STATE))
}
