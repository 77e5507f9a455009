/**
 * The built-in Demo Wallet (the EVM test wallet of wallet-modal/testing), bundled to `dist/testing/wallets/evm-wallet.js` (an IIFE) by
 * `demo/build-wallets.ts`. Loading it: reads `window.__DEMO_WALLET_CONFIG__`, announces an
 * EIP-1193 provider via EIP-6963 (rdns `dev.wallet-modal.demo`), sets `window.ethereum` when the
 * page has none, and exposes the control API on `window.demoWallet`.
 */
import { resolveDemoWalletConfig, type DemoWalletConfig } from './evmWalletConfig.js'
import { createDemoWalletControl, type DemoWalletControl } from './evmWalletControl.js'
import { DEMO_WALLET_ICON } from '../walletIcon.js'
import { DemoWalletProvider } from './evmWalletProvider.js'
import { announceEip6963Provider, randomUuid } from './eip6963.js'
import { permissionKeyOf } from './permissionStorage.js'

/** The window properties this script reads and writes (not declared globally, to stay out of src/'s types). */
interface DemoWalletWindow {
  __DEMO_WALLET_CONFIG__?: DemoWalletConfig
  ethereum?: unknown
  demoWallet?: DemoWalletControl
  /** Every instance's controls by rdns, the first's included (`instances`). */
  demoWallets?: Record<string, DemoWalletControl>
}

/** The rdns the Demo Wallet announces with (EIP-6963). */
export const DEMO_WALLET_RDNS = 'dev.wallet-modal.demo'

function install(): void {
  const target = window as unknown as DemoWalletWindow
  if (target.demoWallet) return // loaded twice (script tag + init script): keep the first
  const config = resolveDemoWalletConfig(target.__DEMO_WALLET_CONFIG__)
  const provider = new DemoWalletProvider(config)
  target.demoWallet = createDemoWalletControl(provider)
  target.demoWallets = { [DEMO_WALLET_RDNS]: target.demoWallet }
  if (!target.ethereum) target.ethereum = provider // legacy discovery for pre-EIP-6963 dapps
  announceEip6963Provider(
    { uuid: randomUuid(), name: 'Demo Wallet', icon: DEMO_WALLET_ICON, rdns: DEMO_WALLET_RDNS },
    provider,
  )
  setTimeout(() => provider.announceConnect(), 0)
  // Further instances (multi-wallet tests): their own account, rdns and remembered grant.
  for (const instance of config.instances) {
    const another = new DemoWalletProvider(
      { ...config, accountIndex: instance.accountIndex },
      permissionKeyOf(instance.rdns),
    )
    target.demoWallets[instance.rdns] = createDemoWalletControl(another)
    announceEip6963Provider(
      { uuid: randomUuid(), name: instance.name, icon: DEMO_WALLET_ICON, rdns: instance.rdns },
      another,
    )
    setTimeout(() => another.announceConnect(), 0)
  }
}

install()
