import type { Page } from '@playwright/test'
import { BITCOIN_REGTEST_ID, bitcoinNetworkOf } from '../core/bitcoinNetworks.js'
import { promptConfig, TestWallet } from './testWallet.js'
import type {
  BitcoinChainConfig,
  BitcoinDemoWalletConfig,
  BitcoinWalletProvider,
} from './wallets/bitcoin/bitcoinWalletConfig.js'
import type { BitcoinDemoWalletControl } from './wallets/bitcoin/bitcoinWalletControl.js'
import type { BitcoinRecordedCall } from './wallets/bitcoin/demoBitcoinWallet.js'
import { BITCOIN_DEV_ACCOUNT_COUNT, bitcoinDevAccount } from './wallets/bitcoin/devKeys.js'
import { bitcoinWalletInitScript } from './wallets/walletScripts.js'

/** Options of {@link BitcoinTestWallet.install}. */
export interface BitcoinWalletOptions {
  /** The chain it reads and sends to: its Esplora-compatible API (and network, default regtest). */
  chain: BitcoinChainConfig
  /** The dev account it starts on; default 0. */
  accountIndex?: number
  /** Approve prompts at once (default true); false: they wait for approveNext() / rejectNext(). */
  autoApprove?: boolean
  /** Start already permitted (default: what the page's localStorage remembers). */
  permission?: boolean
  /** Which providers to install: 'sats-connect', 'wallet-standard' (default both). */
  providers?: BitcoinWalletProvider[]
}

interface BitcoinWalletWindow {
  bitcoinDemoWallet: BitcoinDemoWalletControl
}

/**
 * The Demo Bitcoin Wallet as a test drives it: one dev seed behind a sats-connect
 * provider and a Bitcoin Wallet Standard wallet (listed once in the modal, as 'Demo Wallet'),
 * installed into every page by an init script. Connecting, signing a message and signing a PSBT
 * prompt the simulated user.
 */
export class BitcoinTestWallet extends TestWallet<BitcoinDemoWalletControl> {
  /** The dev accounts' payment (P2WPKH) and ordinals (P2TR) addresses on regtest; the local stack funds the payment ones. */
  readonly accounts: readonly { payment: string; ordinals: string }[] = Array.from(
    { length: BITCOIN_DEV_ACCOUNT_COUNT },
    (_, i) => {
      const account = bitcoinDevAccount(i, bitcoinNetworkOf(BITCOIN_REGTEST_ID)!.encoding)
      return { payment: account.payment.address, ordinals: account.ordinals.address }
    },
  )

  constructor(page: Page) {
    super(page, 'bitcoinDemoWallet')
  }

  /** Adds the wallet to every page and frame `page` loads from now on (before the page's own scripts). */
  static async install(page: Page, options: BitcoinWalletOptions): Promise<BitcoinTestWallet> {
    const config: BitcoinDemoWalletConfig = {
      chain: options.chain,
      ...promptConfig(options),
      ...(options.providers ? { providers: options.providers } : {}),
    }
    await page.addInitScript({ content: bitcoinWalletInitScript(config) })
    return new BitcoinTestWallet(page)
  }

  /** The selected account's payment address (index 0). */
  async address(): Promise<string> {
    return this.readControl('address')
  }

  /** The selected account's ordinals address (index 1). */
  async ordinalsAddress(): Promise<string> {
    return this.readControl('ordinalsAddress')
  }

  /** Selects a dev account by index; the site hears of it when connected. */
  async selectAccount(index: number): Promise<void> {
    await this.invokeControl('selectAccount', index)
  }

  /** Whether the site holds the permission. */
  async connected(): Promise<boolean> {
    return this.readControl('connected')
  }

  /** Every request the wallet received so far, in order. */
  async calls(): Promise<BitcoinRecordedCall[]> {
    await this.ready()
    return this.page.evaluate(() =>
      (window as unknown as BitcoinWalletWindow).bitcoinDemoWallet.calls.map((c) => ({ ...c })),
    )
  }

  /** The methods called, in order (e.g. `['getAddresses', 'signPsbt']`). */
  async methods(): Promise<string[]> {
    return (await this.calls()).map((call) => call.method)
  }
}
