import { RECENT_WALLETS_LIMIT, WALLET_CONNECT_ID } from '../core/constants.js'
import type { ModalContext } from '../core/context.js'
import type { WalletModalError } from '../core/errors.js'
import type { ConnectorNotFoundError, UnsupportedChainError, UserRejectedError } from '../core/specificErrors.js'
import { closeModal, popTo, pushView, topView, type ViewName } from '../core/navigation.js'
import type { ChainNamespace } from '../core/options.js'
import { sessionStore } from '../core/sessionStore.js'
import { isUnsupportedNetwork, setAccount } from '../core/store.js'
import { setFlowError } from '../core/storeUpdates.js'
import { rememberWallet } from '../core/walletList.js'
import { getAdapter } from './getAdapter.js'
import { isSiwxEnabled } from '../core/siwx.js'

export type ConnectParameters = {
  /** A listed connector's id: EIP-6963 rdns, 'injected', 'walletConnect' or `wallet-standard:<name>`. */
  connectorId: string
  /** The namespace to connect in; default the connector's own (eip155 when it is not listed). */
  namespace?: ChainNamespace
}
export type ConnectErrorType = UserRejectedError | ConnectorNotFoundError | UnsupportedChainError | WalletModalError
/** Never rejects: a failure is returned and kept in `errors.connect` for the connecting view. */
export type ConnectReturnType = { connected: true } | { connected: false; error: ConnectErrorType }

/** The views a successful connection closes (spec section 4); a sign-in that took over the modal stays. */
const CONNECT_FLOW_VIEWS: readonly ViewName[] = [
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'Connect',
  'AllWallets',
  'SwitchActiveChain',
]

/**
 * Connects a wallet (spec section 4): shows ConnectingExternal (ConnectingWalletConnect for
 * WalletConnect), marks the namespace 'connecting', asks the wallet through its adapter; on
 * success remembers the connector (and recent wallets) and closes the modal, unless the wallet sits
 * on an unconfigured network (UnsupportedChain stays); started from ProfileWallets it
 * returns there instead, and with `multiWallet` on the wallet joins the stored list a reload
 * restores. On failure the namespace returns to what it
 * was and `errors.connect` holds 'Connection rejected' (code 4001) or the error's text ('Failed to
 * connect' when the wallet is gone).
 */
export async function connect(
  context: ModalContext,
  { connectorId, namespace }: ConnectParameters,
): Promise<ConnectReturnType> {
  const { store } = context
  const ns = namespace ?? store.getState().connectors.find((c) => c.id === connectorId)?.chain ?? 'eip155'
  store.setState((s) => ({ attempt: { connectorId }, errors: { ...s.errors, connect: undefined } }))
  const connectingView = connectorId === WALLET_CONNECT_ID ? 'ConnectingWalletConnect' : 'ConnectingExternal'
  if (topView(store.getState().router) !== connectingView) pushView(store, connectingView, { connectorId })
  const before = store.getState().accounts[ns]
  // Multi-wallet: the connected wallet stays connected while another one joins it.
  const joining = store.getState().options.features.multiWallet && before?.status === 'connected'
  if (!joining) setAccount(store, ns, { status: 'connecting', connectorId })
  try {
    const adapter = await getAdapter(context, { chain: ns })
    // With SIWX, a wallet that signs in as it connects (Sign-In With Solana) is asked once;
    // that path (and the session storage it needs) loads only then.
    const signInAtConnect = isSiwxEnabled(store.getState().options.siwx) && !!adapter.canSignInAtConnect?.(connectorId)
    if (
      !signInAtConnect ||
      !(await (await import('./connectWithSignIn.js')).connectWithSignIn(context, adapter, connectorId))
    )
      await adapter.connect(connectorId)
    const session = sessionStore(() => context.persistence)
    session.remember(ns, connectorId)
    const recentIds = [connectorId, ...store.getState().recentConnectorIds.filter((id) => id !== connectorId)].slice(
      0,
      RECENT_WALLETS_LIMIT,
    )
    session.setRecent(recentIds)
    store.setState({ recentConnectorIds: recentIds, attempt: {} })
    // Multi-wallet: every connected wallet survives a reload, not only the active one.
    if (store.getState().options.features.multiWallet) rememberWallet(context.persistence, ns, connectorId)
    const after = store.getState()
    const top = topView(after.router)
    if (isUnsupportedNetwork(after) || top === undefined || !CONNECT_FLOW_VIEWS.includes(top))
      return { connected: true }
    // Connecting another wallet from ProfileWallets returns there; otherwise the modal closes.
    if (!popTo(store, 'ProfileWallets')) closeModal(store)
    return { connected: true }
  } catch (error) {
    if (store.getState().accounts[ns]?.status !== 'connected')
      setAccount(store, ns, before?.status === 'connected' ? before : { status: 'disconnected' })
    await setFlowError(store, 'connect', error)
    const { toWalletModalError } = await import('../core/errorMessage.js')
    return { connected: false, error: toWalletModalError(error) }
  }
}
