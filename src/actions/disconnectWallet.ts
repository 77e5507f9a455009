import type { ModalContext } from '../core/context.js'
import { closeModal } from '../core/navigation.js'
import type { ChainNamespace } from '../core/options.js'
import { sessionStore } from '../core/sessionStore.js'
import { isSiwxEnabled } from '../core/siwx.js'
import { activeAccount, setAccount } from '../core/store.js'
import { setConnectedAccount } from '../core/storeUpdates.js'
import { fallbackNamespace, forgetWallet } from '../core/walletList.js'
import { parseCaipAddress } from '../core/caip.js'

export type DisconnectWalletParameters = {
  namespace: ChainNamespace
  /** The connected wallet's connector id (a `WalletConnection.connectorId`). */
  connectorId: string
}
export type DisconnectWalletReturnType = void
/** Never rejects: a wallet that fails to disconnect is still forgotten. */
export type DisconnectWalletErrorType = never

/**
 * Disconnects one of the connected wallets (spec section 2, ProfileWallets) and leaves
 * the others connected: signs its account out of SIWX, asks the wallet to disconnect and forgets it
 * (a reload does not restore it). When it was the active wallet, another of its namespace becomes
 * active, else another namespace's connected account; when none is left, the modal closes as
 * after `disconnect()`.
 */
export async function disconnectWallet(
  context: ModalContext,
  { namespace, connectorId }: DisconnectWalletParameters,
): Promise<DisconnectWalletReturnType> {
  const { store } = context
  const gone = store.getState().connections?.[namespace]?.find((c) => c.connectorId === connectorId)
  if (gone && isSiwxEnabled(store.getState().options.siwx))
    await (await import('./signOut.js')).signOut(context, { caipAddresses: [gone.caipAddress] })
  const adapter = await context.adapters.loaded(namespace)
  // An adapter that holds one wallet at a time (Bitcoin) disconnects its namespace.
  await (adapter?.disconnectConnector ? adapter.disconnectConnector(connectorId) : adapter?.disconnect())?.catch(
    () => undefined,
  )
  forgetWallet(context.persistence, namespace, connectorId)
  const session = sessionStore(() => context.persistence)
  const wasActive = session.read().activeNamespace
  const account = store.getState().accounts[namespace]
  if (account?.status === 'connected' && account.connectorId) {
    // The namespace's new active wallet is the one a reload restores; the active namespace stays.
    session.remember(namespace, account.connectorId)
    if (wasActive) session.setActive(wasActive)
  } else {
    if (account && account.status !== 'disconnected') setAccount(store, namespace, { status: 'disconnected' })
    session.forget(namespace)
  }
  const state = store.getState()
  if (activeAccount(state).status === 'connected') return
  const other = fallbackNamespace(state, namespace)
  const next = other && state.accounts[other]
  if (other && next?.caipAddress) {
    setConnectedAccount(store, other, parseCaipAddress(next.caipAddress).caipNetworkId, next)
    session.setActive(other)
  } else if (state.router.open) closeModal(store)
}
