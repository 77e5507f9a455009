/** The test wallets' browser bundles (built by `npm run build` into dist/testing/wallets/), as init scripts. */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { DemoWalletConfig } from './evm/evmWalletConfig.js'
import type { SolanaDemoWalletConfig } from './solana/solanaWalletConfig.js'
import type { BitcoinDemoWalletConfig } from './bitcoin/bitcoinWalletConfig.js'

/** The bundle files, in dist/testing/wallets/. */
export type WalletBundle = 'evm-wallet.js' | 'solana-wallet.js' | 'bitcoin-wallet.js'

// Published: dist/testing/<chunk>.js → ./wallets/. From the repository's sources (src/testing/wallets/) → dist/testing/wallets/.
const CANDIDATE_DIRS = [
  new URL('./wallets/', import.meta.url),
  new URL('../../../dist/testing/wallets/', import.meta.url),
]

const cache = new Map<WalletBundle, string>()

/**
 * The text of a wallet bundle.
 * @throws Error 'wallet-modal/testing: <file> is missing (looked in <dirs>); build the package (npm run build)'
 */
export function walletBundle(file: WalletBundle): string {
  const cached = cache.get(file)
  if (cached) return cached
  const paths = CANDIDATE_DIRS.map((dir) => fileURLToPath(new URL(file, dir)))
  const found = paths.find((path) => existsSync(path))
  if (!found)
    throw new Error(
      `wallet-modal/testing: ${file} is missing (looked in ${paths.join(', ')}); build the package (npm run build)`,
    )
  const text = readFileSync(found, 'utf8')
  cache.set(file, text)
  return text
}

/**
 * An init script (for `page.addInitScript({ content })`) that installs the EVM test wallet with
 * `config`: an EIP-6963 provider over anvil dev keys, controlled through `window.demoWallet`.
 */
export function evmWalletInitScript(config: DemoWalletConfig): string {
  return `window.__DEMO_WALLET_CONFIG__ = ${JSON.stringify(config)};\n${walletBundle('evm-wallet.js')}`
}

/**
 * An init script that installs the Solana test wallet with `config` (its `cluster` included): a
 * Wallet Standard wallet over the local chain's dev keys, controlled through `window.solanaDemoWallet`.
 */
export function solanaWalletInitScript(config: SolanaDemoWalletConfig): string {
  return `window.__SOLANA_DEMO_WALLET_CONFIG__ = ${JSON.stringify(config)};\n${walletBundle('solana-wallet.js')}`
}

/**
 * An init script that installs the Demo Bitcoin Wallet with `config` (its `chain` included): a
 * sats-connect provider and a Bitcoin Wallet Standard wallet over one dev seed, controlled through
 * `window.bitcoinDemoWallet`.
 */
export function bitcoinWalletInitScript(config: BitcoinDemoWalletConfig): string {
  return `window.__BITCOIN_DEMO_WALLET_CONFIG__ = ${JSON.stringify(config)};\n${walletBundle('bitcoin-wallet.js')}`
}
