import { parseCaipAddress } from '../core/caip.js'
import type { ModalContext } from '../core/context.js'
import type { ChainNamespace } from '../core/options.js'
import { sessionStore } from '../core/sessionStore.js'
import { setAccount } from '../core/store.js'
import { activateNetwork } from './activateNetwork.js'
import { beginReconnect } from './beginReconnect.js'
import { otherWallets, readWallets } from '../core/walletList.js'
import { getAdapter } from './getAdapter.js'

/** The namespaces whose stored connection was restored. */
export type ReconnectReturnType = ChainNamespace[]
/** Never rejects: a connection that cannot be restored is forgotten. */
export type ReconnectErrorType = never

/** How long a stored wallet may take to announce itself after us (40 × 50 ms). */
const ANNOUNCE_WAIT_STEPS = 40
const ANNOUNCE_WAIT_MS = 50

/**
 * Restores the last visit once networks are configured: the selected network (synchronously, so
 * the first paint shows it: {@link beginReconnect}), then each stored connection of a configured namespace, silently (no
 * wallet prompt): 'connecting' until the wallet answers, 'disconnected' and forgotten when it no
 * longer grants the account. The namespace that was active becomes active again.
 */
export async function reconnect(context: ModalContext): Promise<ReconnectReturnType> {
  const { store } = context
  const session = sessionStore(() => context.persistence)
  const stored = session.read()
  const entries = beginReconnect(context)
  // Multi-wallet: the other wallets stored per namespace come back beside the active one.
  const wallets = readWallets(context.persistence)
  const restored: ChainNamespace[] = []
  await Promise.all(
    entries.map(async ([ns, connectorId]) => {
      try {
        const adapter = await getAdapter(context, { chain: ns })
        // A wallet may announce itself after us: wait for it briefly before giving up.
        for (let i = 0; i < ANNOUNCE_WAIT_STEPS && !store.getState().connectors.some((c) => c.id === connectorId); i++)
          await new Promise((r) => setTimeout(r, ANNOUNCE_WAIT_MS))
        const others = otherWallets(wallets, ns, connectorId)
        if (await adapter.reconnect(connectorId, others)) return void restored.push(ns)
        session.forget(ns)
      } catch {
        session.forget(ns)
      }
      setAccount(store, ns, { status: 'disconnected' })
    }),
  )
  const active = stored.activeNamespace
  const account = active && store.getState().accounts[active]
  if (active && account?.status === 'connected' && account.caipAddress)
    await activateNetwork(context, { caipNetworkId: parseCaipAddress(account.caipAddress).caipNetworkId }).catch(
      () => undefined,
    )
  return restored
}
