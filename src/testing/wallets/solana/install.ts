/**
 * The Solana side of the Demo Wallet, bundled to `dist/testing/wallets/solana-wallet.js` (an IIFE) by
 * `demo/build-wallets.ts`. Loading it: reads `window.__SOLANA_DEMO_WALLET_CONFIG__` and
 * `window.DEMO_CONFIG.solana`, registers a Wallet Standard wallet named 'Demo Wallet' (found by
 * `getWallets()` from @wallet-standard/app), and exposes the control API on `window.solanaDemoWallet`.
 */
import { registerWallet } from '@wallet-standard/wallet'
import { SolanaDemoStandardWallet } from './solanaStandardWallet.js'
import { resolveSolanaDemoWalletConfig, type SolanaDemoWalletConfig } from './solanaWalletConfig.js'
import { createSolanaDemoWalletControl, type SolanaDemoWalletControl } from './solanaWalletControl.js'

/** The window properties this script reads and writes (not declared globally, to stay out of src/'s types). */
interface SolanaDemoWalletWindow {
  __SOLANA_DEMO_WALLET_CONFIG__?: SolanaDemoWalletConfig
  DEMO_CONFIG?: { solana?: unknown }
  solanaDemoWallet?: SolanaDemoWalletControl
}

function install(): void {
  const target = window as unknown as SolanaDemoWalletWindow
  if (target.solanaDemoWallet) return // loaded twice (script tag + init script): keep the first
  const config = resolveSolanaDemoWalletConfig(target.__SOLANA_DEMO_WALLET_CONFIG__, target.DEMO_CONFIG?.solana)
  const wallet = new SolanaDemoStandardWallet(config)
  target.solanaDemoWallet = createSolanaDemoWalletControl(wallet)
  registerWallet(wallet)
}

install()
