import { NAMESPACES, type ChainNamespace } from '../../core/namespaces.js'
import type { ModalState, WalletConnection } from '../../core/store.js'

/** One namespace's section of ProfileWallets. */
export interface WalletGroup {
  namespace: ChainNamespace
  wallets: { connection: WalletConnection; active: boolean }[]
}

/**
 * ProfileWallets' sections: the namespaces that have connected wallets, in the order
 * EVM, Solana, Bitcoin, each listing its wallets in connection order. A wallet is `active` when it
 * is the active namespace's account (same connector and CAIP-10 id): the one `getState()` reports.
 */
export function walletGroups(
  connections: ModalState['connections'],
  accounts: ModalState['accounts'],
  activeNamespace: ChainNamespace | undefined,
): WalletGroup[] {
  return NAMESPACES.flatMap((namespace) => {
    const list = connections?.[namespace] ?? []
    if (list.length === 0) return []
    const account =
      namespace === activeNamespace && accounts[namespace]?.status === 'connected' ? accounts[namespace] : undefined
    return [
      {
        namespace,
        wallets: list.map((connection) => ({
          connection,
          active: connection.connectorId === account?.connectorId && connection.caipAddress === account.caipAddress,
        })),
      },
    ]
  })
}
