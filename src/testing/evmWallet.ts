import type { Page } from '@playwright/test'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { promptConfig, TestWallet } from './testWallet.js'
import { ANVIL_DEV_PRIVATE_KEYS } from './wallets/evm/anvilDevKeys.js'
import type { DemoWalletConfig } from './wallets/evm/evmWalletConfig.js'
import type { DemoWalletControl } from './wallets/evm/evmWalletControl.js'
import type { RecordedCall } from './wallets/evm/evmWalletProvider.js'
import { evmWalletInitScript } from './wallets/walletScripts.js'

/** What an EIP-1193 request made in the page came to. */
export type RequestOutcome =
  | { ok: true; result: unknown }
  | { ok: false; error: { code: unknown; message: unknown; isError: boolean } }

/** Options of {@link EvmTestWallet.install}. */
export interface EvmWalletOptions {
  /** The chains it knows (it starts on the first) and signs and forwards against. */
  chains: { chainId: number; rpcUrl: string; name?: string }[]
  /** The dev account it starts on, 0–9; default 0. */
  accountIndex?: number
  /** Approve prompts at once (default true); false: they wait for approveNext() / rejectNext(). */
  autoApprove?: boolean
  /** Start already permitted, as if the site had been connected before (default: what the page's localStorage remembers). */
  permission?: boolean
}

interface EvmWalletWindow {
  demoWallet: DemoWalletControl
}

/**
 * The EVM test wallet ('Demo Wallet', rdns `dev.wallet-modal.demo`) as a test drives it: an EIP-1193
 * provider announced by EIP-6963 (and set as `window.ethereum` when the page has none) over anvil's
 * dev accounts, installed into every page and frame by an init script. Its account signs `personal_sign`,
 * `eth_signTypedData_v4` and `eth_sendTransaction` itself; other calls go to the chain's RPC.
 */
export class EvmTestWallet extends TestWallet<DemoWalletControl> {
  /** The dev accounts it can use (anvil's 10, each with 10,000 ETH on the local stack), by index. */
  readonly accounts: readonly Address[] = ANVIL_DEV_PRIVATE_KEYS.map((key) => privateKeyToAccount(key).address)
  /** Their private keys (public test keys: never use them on a real chain). */
  readonly keys: readonly Hex[] = ANVIL_DEV_PRIVATE_KEYS

  constructor(page: Page) {
    super(page, 'demoWallet')
  }

  /** Adds the wallet to every page and frame `page` loads from now on (before the page's own scripts). */
  static async install(page: Page, options: EvmWalletOptions): Promise<EvmTestWallet> {
    const config: DemoWalletConfig = {
      chains: options.chains,
      ...promptConfig(options),
    }
    await page.addInitScript({ content: evmWalletInitScript(config) })
    return new EvmTestWallet(page)
  }

  /** The current account's address. */
  async address(): Promise<Address> {
    return (await this.readControl('address')) as Address
  }

  /** The current chain id. */
  async chainId(): Promise<number> {
    return this.readControl('chainId')
  }

  /** Switches to dev account `index` (0–9); the site gets `accountsChanged` when connected. */
  async selectAccount(index: number): Promise<void> {
    await this.invokeControl('selectAccount', index)
  }

  /** Moves the wallet to any chain id (even one it has no RPC for), as a user switching in the wallet; emits `chainChanged`. */
  async switchChain(chainId: number): Promise<void> {
    await this.invokeControl('switchChain', chainId)
  }

  /** Forgets the site's permission; emits `accountsChanged` with []. */
  async revokePermission(): Promise<void> {
    await this.invokeControl('revokePermission')
  }

  /** Every request the wallet received so far, in order. */
  async calls(): Promise<RecordedCall[]> {
    return this.readControl('calls')
  }

  /** The methods of {@link calls}, in order. */
  async methods(): Promise<string[]> {
    return (await this.calls()).map((call) => call.method)
  }

  /** Sends an EIP-1193 request to the wallet's provider in the page; never throws. */
  async request(method: string, params?: unknown): Promise<RequestOutcome> {
    await this.ready()
    return this.page.evaluate(
      async ({ method, params }): Promise<RequestOutcome> => {
        const { provider } = (window as unknown as EvmWalletWindow).demoWallet
        try {
          return { ok: true, result: await provider.request({ method, params }) }
        } catch (error) {
          const { code, message } = error as { code?: unknown; message?: unknown }
          return { ok: false, error: { code, message, isError: error instanceof Error } }
        }
      },
      { method, params },
    )
  }
}
