/**
 * The Swap view's flow (the form's input, the step, the last error), kept per instance outside the
 * view: with the embedded wallet, the signer frame's Approve Transaction view replaces Swap while
 * the wallet is asked, and Swap mounts again afterwards; the swap's outcome (done, or the form with
 * its error and the input kept) must be there when it does.
 */
import { useCallback, useSyncExternalStore } from 'react'
import type { ModalStore } from '../../core/store.js'
import { NATIVE_TOKEN_ADDRESS } from '../../core/swaps/slippage.js'
import type { SwapFormState } from './SwapForm.js'
import type { PreparedSwap } from './SwapPreview.js'

/** Where the flow stands: the form, the preview of a prepared swap, its pending send (with the step's label), or done. */
export type SwapStep =
  | { kind: 'form' }
  | { kind: 'preview'; prepared: PreparedSwap }
  | { kind: 'pending'; prepared: PreparedSwap; label: string }
  | { kind: 'done'; prepared: PreparedSwap }

/** The flow's state: the form's input, the step, the message of the last failure. */
export interface SwapFlow {
  form: SwapFormState
  step: SwapStep
  error: string | undefined
}

/** A fresh flow: ETH → nothing yet, no amount, the form. */
const initial = (): SwapFlow => ({
  form: { src: NATIVE_TOKEN_ADDRESS, dst: '', amount: '' },
  step: { kind: 'form' },
  error: undefined,
})

interface Holder {
  flow: SwapFlow
  listeners: Set<() => void>
}

const holders = new WeakMap<ModalStore, Holder>()

function holderOf(store: ModalStore): Holder {
  let holder = holders.get(store)
  if (!holder) holders.set(store, (holder = { flow: initial(), listeners: new Set() }))
  return holder
}

/** The instance's flow now. */
export function currentSwapFlow(store: ModalStore): SwapFlow {
  return holderOf(store).flow
}

/** Replaces the instance's flow with `update(flow)` (or a fresh one) and tells its views. */
export function updateSwapFlow(store: ModalStore, update?: (flow: SwapFlow) => SwapFlow): void {
  const holder = holderOf(store)
  holder.flow = update ? update(holder.flow) : initial()
  for (const listener of holder.listeners) listener()
}

/** The instance's flow, re-rendering on each update, and its updater. */
export function useSwapFlow(store: ModalStore): [SwapFlow, (update: (flow: SwapFlow) => SwapFlow) => void] {
  const holder = holderOf(store)
  const subscribe = useCallback(
    (listener: () => void) => {
      holder.listeners.add(listener)
      return () => void holder.listeners.delete(listener)
    },
    [holder],
  )
  const flow = useSyncExternalStore(subscribe, () => holder.flow)
  return [flow, useCallback((update) => updateSwapFlow(store, update), [store])]
}

/**
 * Swap unmounts: a pending swap is kept (the wallet is being asked, in the Approve Transaction
 * view, and its outcome comes back to Swap); anything else is forgotten, so Swap opens fresh next time.
 */
export function leaveSwapFlow(store: ModalStore): void {
  if (holderOf(store).flow.step.kind !== 'pending') updateSwapFlow(store)
}
