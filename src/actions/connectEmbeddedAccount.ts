import { AUTH_CONNECTOR_ID } from '../core/constants.js'
import type { ModalContext } from '../core/context.js'
import { configuredNamespaces, EMBEDDED_WALLET_NAMESPACES, namespaceOf } from '../core/namespaces.js'
import { sessionStore } from '../core/sessionStore.js'
import { getAdapter } from './getAdapter.js'

export type ConnectEmbeddedAccountReturnType = void
export type ConnectEmbeddedAccountErrorType = Error

/**
 * The last step of an email or social login (spec section 3: the auth connector's chains, eip155
 * and solana): connects the signed-in embedded wallet (connector AUTH) in every configured
 * namespace, the selected network's first so it is the active one, and remembers it for the next visit.
 */
export async function connectEmbeddedAccount(context: ModalContext): Promise<ConnectEmbeddedAccountReturnType> {
  const { store } = context
  const selected = namespaceOf(store.getState().network.caipNetwork?.caipNetworkId)
  const configured = configuredNamespaces(store.getState().options.networks, EMBEDDED_WALLET_NAMESPACES)
  // The selected network's namespace first: it becomes the active account; the others join it.
  const order = [...configured.filter((ns) => ns === selected), ...configured.filter((ns) => ns !== selected)]
  const session = sessionStore(() => context.persistence)
  for (const ns of order) {
    const adapter = await getAdapter(context, { chain: ns })
    await adapter.connect(AUTH_CONNECTOR_ID)
    session.remember(ns, AUTH_CONNECTOR_ID)
  }
  if (order[0]) session.setActive(order[0])
}
