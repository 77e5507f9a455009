import type { Page } from '@playwright/test'
import { promptConfig, TestWallet } from './testWallet.js'
import { SOLANA_DEV_KEYPAIRS } from './stack/solana/devKeys.js'
import type { SolanaRecordedCall } from './wallets/solana/solanaStandardWallet.js'
import type { SolanaClusterConfig, SolanaDemoWalletConfig } from './wallets/solana/solanaWalletConfig.js'
import type { SolanaDemoWalletControl } from './wallets/solana/solanaWalletControl.js'
import { solanaWalletInitScript } from './wallets/walletScripts.js'

/** Options of {@link SolanaTestWallet.install}. */
export interface SolanaWalletOptions {
  /** The cluster it signs and sends against: RPC URL (its WebSocket on the next port unless `wsUrl`) and CAIP-2 id. */
  cluster: SolanaClusterConfig
  /** The dev key it starts on; default 0. */
  accountIndex?: number
  /** Approve prompts at once (default true); false: they wait for approveNext() / rejectNext(). */
  autoApprove?: boolean
  /** Start already permitted (default: what the page's localStorage remembers). */
  permission?: boolean
}

/**
 * The Solana test wallet ('Demo Wallet', the same entry as the EVM one in the modal) as a test drives
 * it: a Wallet Standard wallet over the local chain's dev keys, installed into every page by an init
 * script. Connect, `solana:signMessage`, `solana:signTransaction` and `solana:signAndSendTransaction`
 * prompt the simulated user.
 */
export class SolanaTestWallet extends TestWallet<SolanaDemoWalletControl> {
  /** The dev keys' addresses (base58), funded with SOL and USDC on the local stack. */
  readonly accounts: readonly string[] = SOLANA_DEV_KEYPAIRS.map((keypair) => keypair.publicKey.toBase58())
  /** Their 64-byte secret keys (public test keys: never use them on a real cluster). */
  readonly keys: readonly Uint8Array[] = SOLANA_DEV_KEYPAIRS.map((keypair) => Uint8Array.from(keypair.secretKey))

  constructor(page: Page) {
    super(page, 'solanaDemoWallet')
  }

  /** Adds the wallet to every page and frame `page` loads from now on (before the page's own scripts). */
  static async install(page: Page, options: SolanaWalletOptions): Promise<SolanaTestWallet> {
    const config: SolanaDemoWalletConfig = {
      cluster: options.cluster,
      ...promptConfig(options),
    }
    await page.addInitScript({ content: solanaWalletInitScript(config) })
    return new SolanaTestWallet(page)
  }

  /** The selected account's address, base58. */
  async address(): Promise<string> {
    return this.readControl('address')
  }

  /** Selects a dev key by index; the site gets a `change` event when connected. */
  async selectAccount(index: number): Promise<void> {
    await this.invokeControl('selectAccount', index)
  }

  /** Forgets the site's permission. */
  async revokePermission(): Promise<void> {
    await this.invokeControl('revokePermission')
  }

  /** Whether the site holds the permission. */
  async connected(): Promise<boolean> {
    return this.readControl('connected')
  }

  /** Every feature call the wallet received so far, in order. */
  async calls(): Promise<SolanaRecordedCall[]> {
    return this.readControl('calls')
  }

  /** The features called, in order (e.g. `['standard:connect', 'solana:signMessage']`). */
  async methods(): Promise<string[]> {
    return (await this.calls()).map((call) => call.method)
  }
}
