import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { ConnectorInfo } from '../../core/store.js'
import type { JsonRpcWalletProvider } from './wallets/jsonRpc.js'
import type { SatsConnectProvider } from './wallets/satsConnectWallet.js'
import { isBitcoinStandardWallet } from './wallets/standardFeatures.js'
import type { UnisatProvider } from './wallets/unisatWallet.js'

/** An entry of `window.btc_providers` (sats-connect's discovery, WBIP-004): `id` is the provider's path on `window`. */
interface BtcProviderInfo {
  id: string
  name: string
  icon?: string
}

/** The page globals Bitcoin wallets inject. */
interface BitcoinWindow {
  btc_providers?: unknown
  LeatherProvider?: JsonRpcWalletProvider
  unisat?: UnisatProvider
}

/** A Bitcoin wallet found in the page, by the protocol the adapter will speak to it (wallets/createBitcoinWallet.ts). */
export type BitcoinWalletSource =
  | { kind: 'sats-connect'; provider: SatsConnectProvider }
  | { kind: 'wallet-standard'; wallet: Wallet }
  | { kind: 'leather'; provider: JsonRpcWalletProvider }
  | { kind: 'unisat'; provider: UnisatProvider }

/**
 * Bitcoin wallets found in the page. Loaded only for hosts with a Bitcoin network, and
 * small: it only looks; the protocols themselves load with the adapter.
 */
export interface BitcoinDiscovery {
  connectors(): ConnectorInfo[]
  /** The wallet behind a connector id. */
  source(connectorId: string): BitcoinWalletSource | undefined
  subscribe(listener: (connectors: ConnectorInfo[]) => void): () => void
}

const isProviderInfo = (x: unknown): x is BtcProviderInfo =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as BtcProviderInfo).id === 'string' &&
  typeof (x as BtcProviderInfo).name === 'string' &&
  (x as BtcProviderInfo).name.trim() !== ''

/** The object at a dotted path of `window` ('XverseProviders.BitcoinProvider'), as sats-connect finds providers. */
function providerAt(path: string): SatsConnectProvider | undefined {
  const found = path
    .split('.')
    .reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      globalThis,
    )
  return found && typeof (found as SatsConnectProvider).request === 'function'
    ? (found as SatsConnectProvider)
    : undefined
}

/**
 * Lists the Bitcoin wallets of the page, each once (by name, so a wallet that speaks several of
 * these protocols is one row, marked installed): sats-connect providers announced in
 * `window.btc_providers` first, then Wallet Standard wallets with `bitcoin:connect` (or a
 * sats-connect feature), then Leather (`window.LeatherProvider`) and Unisat (`window.unisat`).
 * Connector ids: `sats-connect:<provider id>`, `wallet-standard:<name>`, 'leather', 'unisat'.
 */
export function createBitcoinDiscovery(): BitcoinDiscovery {
  const registry = getWallets()
  const page = globalThis as unknown as BitcoinWindow
  const scan = (): { info: ConnectorInfo; source: BitcoinWalletSource }[] => {
    const row = (id: string, name: string, icon?: string): ConnectorInfo => ({
      id,
      name,
      ...(icon ? { imageUrl: icon } : {}),
      chain: 'bip122',
      type: 'ANNOUNCED',
    })
    const found: { info: ConnectorInfo; source: BitcoinWalletSource }[] = []
    for (const info of Array.isArray(page.btc_providers) ? page.btc_providers.filter(isProviderInfo) : []) {
      const provider = providerAt(info.id)
      if (provider)
        found.push({
          info: row(`sats-connect:${info.id}`, info.name, info.icon),
          source: { kind: 'sats-connect', provider },
        })
    }
    for (const wallet of registry.get().filter(isBitcoinStandardWallet))
      found.push({
        info: row(`wallet-standard:${wallet.name}`, wallet.name, wallet.icon),
        source: { kind: 'wallet-standard', wallet },
      })
    const leather = page.LeatherProvider
    if (typeof leather?.request === 'function')
      found.push({ info: row('leather', 'Leather'), source: { kind: 'leather', provider: leather } })
    const unisat = page.unisat
    if (typeof unisat?.requestAccounts === 'function')
      found.push({ info: row('unisat', 'Unisat'), source: { kind: 'unisat', provider: unisat } })
    const seen = new Set<string>()
    return found.filter(
      ({ info }) => !seen.has(info.name.trim().toLowerCase()) && !!seen.add(info.name.trim().toLowerCase()),
    )
  }
  return {
    connectors: () => scan().map((f) => f.info),
    source: (connectorId) => scan().find((f) => f.info.id === connectorId)?.source,
    subscribe(listener) {
      const offRegister = registry.on('register', () => listener(scan().map((f) => f.info)))
      const offUnregister = registry.on('unregister', () => listener(scan().map((f) => f.info)))
      return () => {
        offRegister()
        offUnregister()
      }
    },
  }
}
