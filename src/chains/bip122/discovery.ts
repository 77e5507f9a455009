import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { ConnectorInfo } from '../../core/store.js'
import { createLeatherWallet } from './wallets/leatherWallet.js'
import { createSatsConnectWallet, type SatsConnectProvider } from './wallets/satsConnectWallet.js'
import { createStandardBitcoinWallet, isBitcoinStandardWallet } from './wallets/standardWallet.js'
import type { BitcoinWallet } from './wallets/types.js'
import { createUnisatWallet, type UnisatProvider } from './wallets/unisatWallet.js'
import type { JsonRpcWalletProvider } from './wallets/jsonRpc.js'

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

/** Bitcoin wallets found in the page (issue 21). Loaded only for hosts with a Bitcoin network. */
export interface BitcoinDiscovery {
  connectors(): ConnectorInfo[]
  /** The wallet behind a connector id, wrapped for the adapter. */
  wallet(connectorId: string): BitcoinWallet | undefined
  subscribe(listener: (connectors: ConnectorInfo[]) => void): () => void
}

const SATS_CONNECT = 'sats-connect:'
const WALLET_STANDARD = 'wallet-standard:'
const LEATHER = 'leather'
const UNISAT = 'unisat'

const isProviderInfo = (x: unknown): x is BtcProviderInfo =>
  typeof x === 'object' && x !== null && typeof (x as BtcProviderInfo).id === 'string' && typeof (x as BtcProviderInfo).name === 'string' && (x as BtcProviderInfo).name.trim() !== ''

/** The object at a dotted path of `window` ('XverseProviders.BitcoinProvider'), as sats-connect finds providers. */
function providerAt(path: string): SatsConnectProvider | undefined {
  const found = path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), globalThis)
  return found && typeof (found as SatsConnectProvider).request === 'function' ? (found as SatsConnectProvider) : undefined
}

interface Found {
  info: ConnectorInfo
  create(): BitcoinWallet
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
  const scan = (): Found[] => {
    const found: Found[] = []
    const providers = Array.isArray(page.btc_providers) ? page.btc_providers.filter(isProviderInfo) : []
    for (const info of providers) {
      const provider = providerAt(info.id)
      if (provider) found.push({ info: { id: `${SATS_CONNECT}${info.id}`, name: info.name, imageUrl: info.icon, chain: 'bip122', type: 'ANNOUNCED' }, create: () => createSatsConnectWallet(provider) })
    }
    for (const wallet of registry.get().filter(isBitcoinStandardWallet) as Wallet[]) {
      found.push({ info: { id: `${WALLET_STANDARD}${wallet.name}`, name: wallet.name, imageUrl: wallet.icon, chain: 'bip122', type: 'ANNOUNCED' }, create: () => createStandardBitcoinWallet(wallet) })
    }
    const leather = page.LeatherProvider
    if (leather && typeof leather.request === 'function') found.push({ info: { id: LEATHER, name: 'Leather', chain: 'bip122', type: 'ANNOUNCED' }, create: () => createLeatherWallet(leather) })
    const unisat = page.unisat
    if (unisat && typeof unisat.requestAccounts === 'function') found.push({ info: { id: UNISAT, name: 'Unisat', chain: 'bip122', type: 'ANNOUNCED' }, create: () => createUnisatWallet(unisat) })
    const seen = new Set<string>()
    return found.filter(({ info }) => {
      const key = info.name.trim().toLowerCase()
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
  }
  return {
    connectors: () => scan().map((f) => f.info),
    wallet: (connectorId) => scan().find((f) => f.info.id === connectorId)?.create(),
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
