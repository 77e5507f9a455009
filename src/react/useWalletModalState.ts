import { useCallback, useRef, useSyncExternalStore } from 'react'
import { DEFAULT_FEATURES, type WalletModalState } from '../element/types.js'
import { findElement, whenElement, type WalletModalTarget } from './findElement.js'

/** What {@link useWalletModalState} reports before it finds a defined element, and on the server. */
export const CLOSED_DISCONNECTED_STATE: WalletModalState = Object.freeze({
  open: false,
  view: null,
  status: 'disconnected',
  caipAddress: undefined,
  address: undefined,
  caipNetworkId: undefined,
  networkName: undefined,
  themeMode: 'light',
  activeNamespace: undefined,
  connectorId: undefined,
  preferredAccountType: undefined,
  smartAccountDeployed: undefined,
  user: undefined,
  socialProvider: undefined,
  profileName: undefined,
  accounts: Object.freeze({}),
  onramp: undefined,
  features: DEFAULT_FEATURES,
})

const identity = (state: WalletModalState) => state

/**
 * The state of a `<wallet-modal>` (`getState()`'s `{ open, view, status, caipAddress, address,
 * caipNetworkId, activeNamespace, profileName, … }`) as React state, over the element's `subscribeState` with
 * `useSyncExternalStore`; no provider. The component re-renders when the selected value changes
 * (`Object.is`); a selector that returns a new object re-renders on every state change, so pick
 * plain values (or call the hook once per value). Until the element is in the document and defined (and during server rendering)
 * the state is {@link CLOSED_DISCONNECTED_STATE}; the hook picks the element up when it appears.
 * Without a selector: the whole state (a new object after each change) of the first
 * `<wallet-modal>` on the page.
 */
export function useWalletModalState(): WalletModalState
/**
 * The part of a `<wallet-modal>`'s state that `selector` picks, as React state; re-renders only when
 * that value changes (`Object.is`).
 * @param selector picks the part the component needs, e.g. `(s) => s.caipAddress`.
 * @param target the element, a ref to it, or nothing for the first `<wallet-modal>` on the page.
 */
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
  // Selected again when the state or the selector changes (an inline selector reading props sees
  // the new props), and the previous value kept when the new one is Object.is-equal, so a selector
  // that builds a new object still gives React the same snapshot for the same state.
  const selected = useRef<{ state: WalletModalState; selector: (state: WalletModalState) => T; value: T } | undefined>(
    undefined,
  )
  const select = () => {
    const state = getSnapshot()
    const last = selected.current
    if (last?.state === state && last.selector === selector) return last.value
    const value = selector(state)
    selected.current = {
      state,
      selector,
      value: last && last.state === state && Object.is(last.value, value) ? last.value : value,
    }
    return selected.current.value
  }
  return useSyncExternalStore(subscribe, select, () => selector(CLOSED_DISCONNECTED_STATE))
}
