import type { WalletModalEventDetail, WalletModalEventName, WalletModalState } from './types.js'

/**
 * Which DOM events a state change means, in the order a host should see them:
 * connect / network-change / disconnect before close, open before all.
 */
export function eventsBetween(prev: WalletModalState, next: WalletModalState): WalletModalEventName[] {
  const events: WalletModalEventName[] = []
  if (!prev.open && next.open) events.push('wallet-modal:open')
  if (prev.status !== 'connected' && next.status === 'connected') events.push('wallet-modal:connect')
  else if (prev.caipNetworkId !== next.caipNetworkId && prev.caipNetworkId && next.caipNetworkId && next.status === 'connected')
    events.push('wallet-modal:network-change')
  if (prev.status === 'connected' && next.status !== 'connected') events.push('wallet-modal:disconnect')
  if (prev.open && !next.open) events.push('wallet-modal:close')
  return events
}

/** Dispatches a bubbling, composed CustomEvent with the CAIP ids in `detail`. */
export function dispatchModalEvent(target: EventTarget, name: WalletModalEventName, state: WalletModalState): void {
  const detail: WalletModalEventDetail = { caipAddress: state.caipAddress, caipNetworkId: state.caipNetworkId }
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }))
}
