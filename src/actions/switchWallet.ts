import { parseCaipAddress } from '../core/caip.js'
import type { ModalContext } from '../core/context.js'
import type { ChainNamespace } from '../core/options.js'
import { sessionStore } from '../core/sessionStore.js'
import { ConnectorNotFoundError } from '../core/specificErrors.js'
import { activateNetwork } from './activateNetwork.js'

export type SwitchWalletParameters = {
  namespace: ChainNamespace
  /** The connected wallet's connector id (a `WalletConnection.connectorId`). */
  connectorId: string
}
export type SwitchWalletReturnType = void
export type SwitchWalletErrorType = ConnectorNotFoundError

/**
 * Makes one of the connected wallets the active one (spec section 2, ProfileWallets): its
 * account becomes its namespace's account, that namespace the active one (so `getState()`, the
 * Account view and `wallet-modal:*` events follow), and a reload restores it as the active wallet.
 * @throws ConnectorNotFoundError 'Failed to connect' when that wallet is not connected (any more).
 */
export async function switchWallet(
  context: ModalContext,
  { namespace, connectorId }: SwitchWalletParameters,
): Promise<SwitchWalletReturnType> {
  const { store } = context
  const adapter = await context.adapters.loaded(namespace)
  if (
    !adapter?.switchConnection ||
    !store.getState().connections?.[namespace]?.some((c) => c.connectorId === connectorId)
  )
    throw new ConnectorNotFoundError()
  await adapter.switchConnection(connectorId)
  const account = store.getState().accounts[namespace]
  if (account?.status !== 'connected' || !account.caipAddress) throw new ConnectorNotFoundError()
  sessionStore(() => context.persistence).remember(namespace, connectorId)
  // No wallet prompt: the account is already on this network.
  await activateNetwork(context, { caipNetworkId: parseCaipAddress(account.caipAddress).caipNetworkId })
}
