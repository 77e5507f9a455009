/**
 * Multi-wallet bookkeeping (spec sections 2 and 6, ProfileWallets): which wallets are
 * connected per namespace, as pure functions, and the stored list that lets every one of them come
 * back after a reload. Loaded only by the actions that connect, restore and disconnect wallets.
 */
import { isChainNamespace, type ChainNamespace } from './namespaces.js'
import type { Persistence } from './storage.js'
import type { ModalState, WalletConnection } from './store.js'

/** The connector ids connected per namespace, oldest first (persistence key `wallets`). */
export type StoredWallets = Partial<Record<ChainNamespace, string[]>>

const WALLETS_KEY = 'wallets'

/** True for a {@link StoredWallets}: known namespaces, each a list of strings. A corrupt entry reads as none. */
export function isStoredWallets(value: unknown): value is StoredWallets {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.entries(value).every(
    ([ns, ids]) => isChainNamespace(ns) && Array.isArray(ids) && ids.every((id) => typeof id === 'string'),
  )
}

/** `list` with `connectorId` added at its end (once). */
export const withWallet = (list: readonly string[] | undefined, connectorId: string): string[] => [
  ...(list ?? []).filter((id) => id !== connectorId),
  connectorId,
]

/** `list` without `connectorId`. */
export const withoutWallet = (list: readonly string[] | undefined, connectorId: string): string[] =>
  (list ?? []).filter((id) => id !== connectorId)

/** The stored lists (none when absent or corrupt). */
export function readWallets(persistence: Persistence): StoredWallets {
  return persistence.get(WALLETS_KEY, isStoredWallets) ?? {}
}

/** Stores `wallets`, leaving out empty namespaces; removes the entry when none is left. */
export function writeWallets(persistence: Persistence, wallets: StoredWallets): void {
  const kept = Object.fromEntries(Object.entries(wallets).filter(([, ids]) => ids && ids.length > 0))
  if (Object.keys(kept).length === 0) persistence.remove(WALLETS_KEY)
  else persistence.set(WALLETS_KEY, kept)
}

/** Records that `connectorId` is connected in `namespace` (a reload restores it). */
export function rememberWallet(persistence: Persistence, namespace: ChainNamespace, connectorId: string): void {
  const wallets = readWallets(persistence)
  writeWallets(persistence, { ...wallets, [namespace]: withWallet(wallets[namespace], connectorId) })
}

/** Forgets `connectorId` in `namespace`; without a connector, the whole namespace; without a namespace, every list. */
export function forgetWallet(persistence: Persistence, namespace?: ChainNamespace, connectorId?: string): void {
  if (!namespace) {
    persistence.remove(WALLETS_KEY)
    return
  }
  const wallets = readWallets(persistence)
  writeWallets(persistence, {
    ...wallets,
    [namespace]: connectorId ? withoutWallet(wallets[namespace], connectorId) : [],
  })
}

/**
 * The connectors to restore in a namespace besides its active one: the stored list without
 * `active`, in order (the active connector is restored first and stays active).
 */
export function otherWallets(wallets: StoredWallets, namespace: ChainNamespace, active: string): string[] {
  return withoutWallet(wallets[namespace], active)
}

/** `state.connections` with `namespace`'s list replaced (for a store update). */
export function replaceConnections(
  state: Pick<ModalState, 'connections'>,
  namespace: ChainNamespace,
  list: WalletConnection[],
): ModalState['connections'] {
  return { ...state.connections, [namespace]: list }
}

/**
 * The namespace to make active after `namespace` lost its last wallet: another namespace whose
 * account is connected (the order of `accounts`), or undefined when none is.
 */
export function fallbackNamespace(
  state: Pick<ModalState, 'accounts'>,
  namespace: ChainNamespace,
): ChainNamespace | undefined {
  return (Object.keys(state.accounts) as ChainNamespace[]).find(
    (ns) => ns !== namespace && state.accounts[ns]?.status === 'connected',
  )
}
