/**
 * The Demo Bitcoin Wallet, bundled to `dist/testing/wallets/bitcoin-wallet.js` (an IIFE) by
 * `demo/build-wallets.ts`. Loading it reads `window.__BITCOIN_DEMO_WALLET_CONFIG__` and
 * `window.DEMO_CONFIG.bitcoin`, then announces one wallet ('Demo Wallet') over one seed as a
 * sats-connect provider (`window.DemoBitcoinWallet.BitcoinProvider`, listed in `window.btc_providers`)
 * and as a Bitcoin Wallet Standard wallet; `window.bitcoinDemoWallet` is its control API.
 */
import { registerWallet } from '@wallet-standard/wallet'
import { DEMO_WALLET_ICON } from '../walletIcon.js'
import { createBitcoinStandardWallet } from './bitcoinStandardWallet.js'
import { resolveBitcoinDemoWalletConfig, type BitcoinDemoWalletConfig } from './bitcoinWalletConfig.js'
import { createBitcoinDemoWalletControl, type BitcoinDemoWalletControl } from './bitcoinWalletControl.js'
import { DemoBitcoinWallet } from './demoBitcoinWallet.js'
import { createSatsConnectProvider, SATS_CONNECT_METHODS, type DemoSatsConnectProvider } from './satsConnectProvider.js'

/** The sats-connect provider's path on `window` (its `btc_providers` id). */
export const DEMO_BITCOIN_PROVIDER_ID = 'DemoBitcoinWallet.BitcoinProvider'

interface BitcoinDemoWalletWindow {
  __BITCOIN_DEMO_WALLET_CONFIG__?: BitcoinDemoWalletConfig
  DEMO_CONFIG?: { bitcoin?: unknown }
  bitcoinDemoWallet?: BitcoinDemoWalletControl
  DemoBitcoinWallet?: { BitcoinProvider: DemoSatsConnectProvider }
  btc_providers?: { id: string; name: string; icon: string; methods?: string[] }[]
}

function install(): void {
  const target = window as unknown as BitcoinDemoWalletWindow
  if (target.bitcoinDemoWallet) return // loaded twice (script tag + init script): keep the first
  const config = resolveBitcoinDemoWalletConfig(target.__BITCOIN_DEMO_WALLET_CONFIG__, target.DEMO_CONFIG?.bitcoin)
  const wallet = new DemoBitcoinWallet(config)
  target.bitcoinDemoWallet = createBitcoinDemoWalletControl(wallet)
  if (config.providers.includes('sats-connect')) {
    target.DemoBitcoinWallet = { BitcoinProvider: createSatsConnectProvider(wallet) }
    target.btc_providers = [
      ...(target.btc_providers ?? []),
      { id: DEMO_BITCOIN_PROVIDER_ID, name: 'Demo Wallet', icon: DEMO_WALLET_ICON, methods: [...SATS_CONNECT_METHODS] },
    ]
  }
  if (config.providers.includes('wallet-standard')) registerWallet(createBitcoinStandardWallet(wallet))
}

install()
