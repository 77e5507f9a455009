/**
 * Pure list filters of the catalogue: by namespace, by id (the host's include / exclude) and
 * against installed wallets (an announced wallet is shown once, from discovery, not twice).
 */
import type { InstalledWallet, Wallet } from './types.js'

/** The namespace of a CAIP-2 id or a bare namespace: 'eip155:1' → 'eip155', 'solana' → 'solana'. */
function namespaceOf(chain: string): string {
  const colon = chain.indexOf(':')
  return colon === -1 ? chain : chain.slice(0, colon)
}

/**
 * True when `wallet` supports one of `chains` (CAIP-2 ids or namespaces). A bare namespace on
 * either side matches every network of that namespace; two CAIP-2 ids must be equal.
 * An empty `chains` matches every wallet.
 */
export function supportsChains(wallet: Pick<Wallet, 'chains'>, chains: readonly string[]): boolean {
  if (chains.length === 0) return true
  return wallet.chains.some((own) =>
    chains.some((asked) => {
      if (own === asked) return true
      const ownIsNamespace = !own.includes(':')
      const askedIsNamespace = !asked.includes(':')
      return (ownIsNamespace || askedIsNamespace) && namespaceOf(own) === namespaceOf(asked)
    }),
  )
}

/** Drops the wallets whose id is in `excludedIds` (the host's excludeWalletIds). */
export function excludeWallets(wallets: readonly Wallet[], excludedIds: readonly string[]): Wallet[] {
  if (excludedIds.length === 0) return [...wallets]
  const excluded = new Set(excludedIds)
  return wallets.filter((wallet) => !excluded.has(wallet.id))
}

/** Keeps only the wallets whose id is in `includedIds` (the host's includeWalletIds); an empty list keeps all. */
export function includeWallets(wallets: readonly Wallet[], includedIds: readonly string[]): Wallet[] {
  if (includedIds.length === 0) return [...wallets]
  const included = new Set(includedIds)
  return wallets.filter((wallet) => included.has(wallet.id))
}

/** The wallets of `ids` found in `wallets`, in the order of `ids` (featured wallets keep the host's order). */
export function orderByIds(wallets: readonly Wallet[], ids: readonly string[]): Wallet[] {
  const byId = new Map(wallets.map((wallet) => [wallet.id, wallet]))
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? [])
}

function normalizedName(name: string): string {
  return name.trim().toLowerCase()
}

/**
 * Removes the catalogue wallets that are installed: the wallet's rdns equals (case-insensitive) an
 * announced EIP-6963 rdns; for an installed wallet announcing no rdns (Wallet Standard), the
 * names must match (case-insensitive). The installed wallet is then listed once, from discovery.
 */
export function dedupeAgainstInstalled(wallets: readonly Wallet[], installed: readonly InstalledWallet[]): Wallet[] {
  if (installed.length === 0) return [...wallets]
  const rdns = new Set(installed.flatMap((i) => (i.rdns ? [i.rdns.toLowerCase()] : [])))
  const names = new Set(installed.filter((i) => !i.rdns).map((i) => normalizedName(i.name)))
  return wallets.filter(
    (wallet) => !(wallet.rdns && rdns.has(wallet.rdns.toLowerCase())) && !names.has(normalizedName(wallet.name)),
  )
}

/** Appends the wallets of `more` whose id `list` lacks; the first occurrence wins. */
export function appendUnique(list: readonly Wallet[], more: readonly Wallet[]): Wallet[] {
  const seen = new Set(list.map((wallet) => wallet.id))
  const out = [...list]
  for (const wallet of more) {
    if (seen.has(wallet.id)) continue
    seen.add(wallet.id)
    out.push(wallet)
  }
  return out
}
