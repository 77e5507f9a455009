import type { ModalContext } from '../core/context.js'
import { NAMESPACES } from '../core/namespaces.js'
import { goBack } from '../core/navigation.js'
import { setAccount } from '../core/store.js'

export type CancelConnectReturnType = void
export type CancelConnectErrorType = never

/**
 * Leaves the connecting view (Cancel): forgets the attempt and its error, returns a namespace still
 * 'connecting' to 'disconnected', and goes back. A late answer of the wallet is still honoured.
 */
export async function cancelConnect(context: ModalContext): Promise<CancelConnectReturnType> {
  const { store } = context
  store.setState((s) => ({ attempt: {}, errors: { ...s.errors, connect: undefined } }))
  for (const ns of NAMESPACES)
    if (store.getState().accounts[ns]?.status === 'connecting') setAccount(store, ns, { status: 'disconnected' })
  goBack(store)
}
