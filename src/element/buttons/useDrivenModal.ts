import { useEffect, useState } from 'react'
import type { WalletModalElement } from '../elementTypes.js'
import type { WalletModalBalance, WalletModalState } from '../types.js'
import { watchModal } from './findModal.js'

/** The modal a button drives and its public state, followed through `subscribeState`. */
export interface DrivenModal {
  modal: WalletModalElement
  state: WalletModalState
}

/**
 * The `<wallet-modal>` `button` drives (its `modal` attribute, else the first in the document; see
 * findModal.ts) and that modal's `getState()`, kept current through its public `subscribeState`.
 * Undefined until the modal is in the document and defined. `attributesVersion` changes when the
 * button's `modal` attribute does, so the lookup starts again.
 */
export function useDrivenModal(button: HTMLElement, attributesVersion: number): DrivenModal | undefined {
  const [modal, setModal] = useState<WalletModalElement>()
  const [state, setState] = useState<WalletModalState>()
  useEffect(() => watchModal(button, setModal), [button, attributesVersion])
  useEffect(() => {
    setState(modal?.getState())
    return modal?.subscribeState(setState)
  }, [modal])
  return modal && state ? { modal, state } : undefined
}

/** The result of the last balance read of one account. */
interface BalanceRead {
  caipAddress: string
  balance?: WalletModalBalance
}

/**
 * The connected account's native balance through the modal's public `getBalance()`: read when the
 * account (or its network) changes and again each time the modal closes (a send in it may have moved
 * the balance). Undefined while disconnected, before the first answer, and when the read fails (an
 * unsupported network, an RPC error): the button then shows no balance rather than a wrong one.
 */
export function useBalance({ modal, state }: DrivenModal): WalletModalBalance | undefined {
  const caipAddress = state.status === 'connected' ? state.caipAddress : undefined
  const [read, setRead] = useState<BalanceRead>()
  const [closes, setCloses] = useState(0)
  const [wasOpen, setWasOpen] = useState(state.open)
  if (wasOpen !== state.open) {
    setWasOpen(state.open)
    if (!state.open) setCloses((n) => n + 1)
  }
  useEffect(() => {
    if (!caipAddress) return
    let live = true
    modal.getBalance().then(
      (balance) => live && setRead({ caipAddress, balance }),
      () => live && setRead({ caipAddress }),
    )
    return () => {
      live = false
    }
  }, [modal, caipAddress, closes])
  return read?.caipAddress === caipAddress ? read?.balance : undefined
}
