import { test as base, expect, type Page } from '@playwright/test'
import { Connection, PublicKey, type TransactionSignature } from '@solana/web3.js'
import {
  createPublicClient,
  createTestClient,
  defineChain,
  erc20Abi,
  http,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
  type TestClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { demoEvmTokens, type DemoEvmToken } from '../demo/evm-tokens/demo-evm-tokens.js'
import { demoSolanaTokens, type DemoToken } from '../demo/networks.js'
import { SOLANA_DEV_PUBLIC_KEYS } from '../demo/solana-rpc/dev-keys.js'
import { E2E_DEFAULT_PORTS, resolveStackConfig } from '../demo/stack-config.js'
import { ANVIL_DEV_PRIVATE_KEYS } from '../demo/wallets/anvil-dev-keys.js'
import type { DemoWalletMode } from '../demo/wallets/demo-wallet-config.js'
import type { DemoWalletControl } from '../demo/wallets/demo-wallet-control.js'
import type { Eip6963ProviderInfo } from '../demo/wallets/eip6963.js'
import type { SolanaRecordedCall } from '../demo/wallets/solana-demo-standard-wallet.js'
import type { SolanaDemoWalletControl } from '../demo/wallets/solana-demo-wallet-control.js'

export { expect }

/** Addresses of anvil's 10 funded dev accounts (10,000 ETH each on a fresh chain); index 0 is the Demo Wallet's default. */
export const DEV_ACCOUNTS: readonly Address[] = ANVIL_DEV_PRIVATE_KEYS.map((key) => privateKeyToAccount(key).address)

/** Addresses (base58) of the local Solana chain's funded dev keys; index 0 is the Solana Demo Wallet's default. */
export const SOLANA_DEV_ACCOUNTS: readonly string[] = SOLANA_DEV_PUBLIC_KEYS

/**
 * The tokens the stack puts on a chain, as `window.DEMO_CONFIG.tokens` lists them: for an EVM
 * chain id (31337, 31338) USDC (6 decimals) then DEMO (18), deployed at fixed addresses, with
 * 10,000 USDC and 1,000 DEMO held by each of dev accounts 0–3; for 'solana' (or a `solana:` CAIP-2
 * id) the USDC-like SPL mint. An `eip155:<id>` CAIP-2 id works too.
 * @throws Error 'DEMO_TOKENS: unknown chain "<chain>"'
 */
export function DEMO_TOKENS(chainId: number): DemoEvmToken[]
export function DEMO_TOKENS(chain: string): DemoToken[]
export function DEMO_TOKENS(chain: number | string): DemoToken[] {
  if (typeof chain === 'number') return demoEvmTokens(chain)
  if (chain === 'solana' || chain.startsWith('solana:')) return demoSolanaTokens()
  if (/^eip155:\d+$/.test(chain)) return demoEvmTokens(Number(chain.slice('eip155:'.length)))
  throw new Error(`DEMO_TOKENS: unknown chain "${chain}"`)
}

/** `balanceOf(owner)` of the ERC-20 at `token`, in base units (e.g. 6 decimals for USDC), at the latest block. */
export function erc20BalanceOf(publicClient: PublicClient, token: Address, owner: Address): Promise<bigint> {
  return publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

/** The stack Playwright's webServer started (same env and defaults as playwright.config.ts). */
export const STACK = resolveStackConfig(process.env, E2E_DEFAULT_PORTS)

/** One local chain with viem clients on it. */
export interface AnvilChain {
  chainId: number
  /** JSON-RPC URL, e.g. `http://127.0.0.1:18645`. */
  url: string
  chain: Chain
  /** anvil test actions (setBalance, mine, snapshot...); `cacheTime: 0` so reads are never stale. */
  test: TestClient<'anvil'>
  /** Reads (getBalance, waitForTransactionReceipt...), also with `cacheTime: 0`. */
  public: PublicClient
}

/** Anvil A (chain 31337, the wallet's first chain) and anvil B (31338). */
export interface AnvilChains {
  a: AnvilChain
  b: AnvilChain
}

/** What an EIP-1193 request made in the page came to. */
export type RequestOutcome =
  | { ok: true; result: unknown }
  | { ok: false; error: { code: unknown; message: unknown; isError: boolean } }

interface DemoWalletWindow {
  demoWallet: DemoWalletControl
  __capturedEvents?: Record<string, unknown[]>
}

/**
 * Page object over `window.demoWallet`, the Demo Wallet's control API. The page must load the
 * wallet (the demo page does); every method waits until it has.
 */
export class DemoWalletPage {
  constructor(private readonly page: Page) {}

  /** Waits until the wallet script ran in the page. */
  async ready(): Promise<void> {
    await this.page.waitForFunction(() => 'demoWallet' in window)
  }

  /** 'approve' | 'reject' (4001) | 'delay' (optionally with its wait, in ms). */
  async setMode(mode: DemoWalletMode, delayMs?: number): Promise<void> {
    await this.ready()
    await this.page.evaluate(
      ({ mode, delayMs }) => {
        const { demoWallet } = window as unknown as DemoWalletWindow
        if (delayMs !== undefined) demoWallet.setDelay(delayMs)
        demoWallet.setMode(mode)
      },
      { mode, delayMs },
    )
  }

  /** The 'delay' mode's wait, in ms. */
  async setDelay(ms: number): Promise<void> {
    await this.ready()
    await this.page.evaluate((value) => (window as unknown as DemoWalletWindow).demoWallet.setDelay(value), ms)
  }

  /** Moves the wallet to any chain id, even one it has no RPC for. */
  async switchChain(chainId: number): Promise<void> {
    await this.ready()
    await this.page.evaluate((value) => (window as unknown as DemoWalletWindow).demoWallet.switchChain(value), chainId)
  }

  /** Selects dev account 0-9. */
  async selectAccount(index: number): Promise<void> {
    await this.ready()
    await this.page.evaluate((value) => (window as unknown as DemoWalletWindow).demoWallet.selectAccount(value), index)
  }

  /** Forgets the dapp's permission. */
  async revokePermission(): Promise<void> {
    await this.ready()
    await this.page.evaluate(() => (window as unknown as DemoWalletWindow).demoWallet.revokePermission())
  }

  /** Every request the wallet received so far, in order. */
  async calls(): Promise<{ method: string; params: unknown }[]> {
    await this.ready()
    return this.page.evaluate(() => (window as unknown as DemoWalletWindow).demoWallet.calls)
  }

  /** The methods of {@link calls}, in order. */
  async methods(): Promise<string[]> {
    return (await this.calls()).map((call) => call.method)
  }

  /** The wallet's current address. */
  async address(): Promise<Address> {
    await this.ready()
    return (await this.page.evaluate(() => (window as unknown as DemoWalletWindow).demoWallet.address)) as Address
  }

  /** The wallet's current chain id. */
  async chainId(): Promise<number> {
    await this.ready()
    return this.page.evaluate(() => (window as unknown as DemoWalletWindow).demoWallet.chainId)
  }

  /** Requests waiting on the simulated user. */
  async pendingPrompts(): Promise<number> {
    await this.ready()
    return this.page.evaluate(() => (window as unknown as DemoWalletWindow).demoWallet.pendingPrompts)
  }

  /** Sends an EIP-1193 request to the wallet's provider in the page; never throws. */
  async request(method: string, params?: unknown): Promise<RequestOutcome> {
    await this.ready()
    return this.page.evaluate(
      async ({ method, params }): Promise<RequestOutcome> => {
        const { provider } = (window as unknown as DemoWalletWindow).demoWallet
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

  /** Like {@link request}, but returns the result and fails the test on an error. */
  async call<T = unknown>(method: string, params?: unknown): Promise<T> {
    const outcome = await this.request(method, params)
    if (!outcome.ok) throw new Error(`${method} failed: ${JSON.stringify(outcome.error)}`)
    return outcome.result as T
  }

  /** Starts recording the provider's `event` payloads; read them with {@link capturedEvents}. */
  async captureEvents(event: string): Promise<void> {
    await this.ready()
    await this.page.evaluate((name) => {
      const target = window as unknown as DemoWalletWindow
      const captured = (target.__capturedEvents ??= {})
      captured[name] = []
      target.demoWallet.provider.on(name, (payload) => captured[name]!.push(payload))
    }, event)
  }

  /** Payloads of `event` since {@link captureEvents}. */
  async capturedEvents(event: string): Promise<unknown[]> {
    return this.page.evaluate((name) => (window as unknown as DemoWalletWindow).__capturedEvents?.[name] ?? [], event)
  }

  /** Asks for EIP-6963 announcements (`eip6963:requestProvider`) and returns every wallet's info. */
  async announcements(): Promise<Eip6963ProviderInfo[]> {
    await this.ready()
    return this.page.evaluate(() => {
      const infos: Eip6963ProviderInfo[] = []
      const listener = (event: Event): void => {
        infos.push((event as CustomEvent<{ info: Eip6963ProviderInfo }>).detail.info)
      }
      window.addEventListener('eip6963:announceProvider', listener)
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      window.removeEventListener('eip6963:announceProvider', listener)
      return infos
    })
  }
}

interface SolanaDemoWalletWindow {
  solanaDemoWallet: SolanaDemoWalletControl
}

/** A Wallet Standard wallet as the page's app sees it (`wallet-standard:app-ready` protocol). */
export interface RegisteredStandardWallet {
  name: string
  version: string
  icon: string
  chains: string[]
  features: string[]
}

/**
 * What a Wallet Standard feature call made in the page came to. Plain data: byte arrays come
 * back as number[], accounts as `{ address, publicKey, chains, features }`.
 */
export type FeatureOutcome =
  | { ok: true; result: unknown }
  | { ok: false; error: { code: unknown; message: unknown; isError: boolean } }

/** Bytes on their way into the page (page.evaluate arguments carry JSON-like data). */
interface SerializedBytes {
  __bytes: number[]
}

/**
 * Page object over `window.solanaDemoWallet`, the Solana Demo Wallet's control API, and over the
 * wallet itself as an app finds it: through the Wallet Standard `wallet-standard:app-ready`
 * event, as `getWallets()` from @wallet-standard/app does. The page must load the wallet (the
 * demo page does); every method waits until it has.
 */
export class SolanaDemoWalletPage {
  constructor(private readonly page: Page) {}

  /** Waits until the wallet script ran in the page. */
  async ready(): Promise<void> {
    await this.page.waitForFunction(() => 'solanaDemoWallet' in window)
  }

  /** 'approve' | 'reject' (4001) | 'delay' (optionally with its wait, in ms). */
  async setMode(mode: DemoWalletMode, delayMs?: number): Promise<void> {
    await this.ready()
    await this.page.evaluate(
      ({ mode, delayMs }) => {
        const { solanaDemoWallet } = window as unknown as SolanaDemoWalletWindow
        if (delayMs !== undefined) solanaDemoWallet.setDelay(delayMs)
        solanaDemoWallet.setMode(mode)
      },
      { mode, delayMs },
    )
  }

  /** Selects a dev key by index (see {@link SOLANA_DEV_ACCOUNTS}). */
  async selectAccount(index: number): Promise<void> {
    await this.ready()
    await this.page.evaluate(
      (value) => (window as unknown as SolanaDemoWalletWindow).solanaDemoWallet.selectAccount(value),
      index,
    )
  }

  /** Forgets the dapp's permission. */
  async revokePermission(): Promise<void> {
    await this.ready()
    await this.page.evaluate(() => (window as unknown as SolanaDemoWalletWindow).solanaDemoWallet.revokePermission())
  }

  /** The selected account's address, base58. */
  async address(): Promise<string> {
    await this.ready()
    return this.page.evaluate(() => (window as unknown as SolanaDemoWalletWindow).solanaDemoWallet.address)
  }

  /** Whether the dapp holds the permission. */
  async connected(): Promise<boolean> {
    await this.ready()
    return this.page.evaluate(() => (window as unknown as SolanaDemoWalletWindow).solanaDemoWallet.connected)
  }

  /** Every feature call the wallet received so far, in order. */
  async calls(): Promise<SolanaRecordedCall[]> {
    await this.ready()
    return this.page.evaluate(() => (window as unknown as SolanaDemoWalletWindow).solanaDemoWallet.calls)
  }

  /** The features called, in order (e.g. `['standard:connect', 'solana:signMessage']`). */
  async methods(): Promise<string[]> {
    return (await this.calls()).map((call) => call.method)
  }

  /** Requests waiting on the simulated user. */
  async pendingPrompts(): Promise<number> {
    await this.ready()
    return this.page.evaluate(() => (window as unknown as SolanaDemoWalletWindow).solanaDemoWallet.pendingPrompts)
  }

  /** Every Wallet Standard wallet registered in the page, found the way `getWallets()` finds them. */
  async registeredWallets(): Promise<RegisteredStandardWallet[]> {
    await this.ready()
    return this.page.evaluate(() => {
      const wallets: { name: string; version: string; icon: string; chains: string[]; features: object }[] = []
      const api = { register: (...found: typeof wallets) => (wallets.push(...found), () => {}) }
      window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
      return wallets.map(({ name, version, icon, chains, features }) => ({
        name,
        version,
        icon,
        chains: [...chains],
        features: Object.keys(features),
      }))
    })
  }

  /** `standard:connect` on the registered Solana 'Demo Wallet'; never throws. */
  async connect(input?: { silent?: boolean }): Promise<FeatureOutcome> {
    return this.#callFeature('standard:connect', 'connect', input === undefined ? [] : [input])
  }

  /** `standard:disconnect`; never throws. */
  async disconnect(): Promise<FeatureOutcome> {
    return this.#callFeature('standard:disconnect', 'disconnect', [])
  }

  /** `solana:signMessage` with the wallet's first account; never throws. */
  async signMessage(message: Uint8Array): Promise<FeatureOutcome> {
    return this.#callFeature('solana:signMessage', 'signMessage', [{ message: bytesArg(message) }], true)
  }

  /** `solana:signTransaction` of wire bytes with the wallet's first account; never throws. */
  async signTransaction(transaction: Uint8Array, chain = 'solana:localnet'): Promise<FeatureOutcome> {
    return this.#callFeature(
      'solana:signTransaction',
      'signTransaction',
      [{ transaction: bytesArg(transaction), chain }],
      true,
    )
  }

  /** `solana:signAndSendTransaction` of wire bytes with the wallet's first account; never throws. */
  async signAndSendTransaction(transaction: Uint8Array, chain = 'solana:localnet'): Promise<FeatureOutcome> {
    return this.#callFeature(
      'solana:signAndSendTransaction',
      'signAndSendTransaction',
      [{ transaction: bytesArg(transaction), chain }],
      true,
    )
  }

  // Finds the wallet through `wallet-standard:app-ready`, revives byte arguments, adds the
  // wallet's first account when asked, and returns plain data.
  async #callFeature(feature: string, method: string, args: unknown[], withAccount = false): Promise<FeatureOutcome> {
    await this.ready()
    return this.page.evaluate(
      async ({ feature, method, args, withAccount }): Promise<FeatureOutcome> => {
        type AnyWallet = {
          name: string
          accounts: readonly unknown[]
          features: Record<string, Record<string, unknown>>
        }
        const wallets: AnyWallet[] = []
        const api = { register: (...found: AnyWallet[]) => (wallets.push(...found), () => {}) }
        window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
        const wallet = wallets.find((candidate) => candidate.name === 'Demo Wallet' && feature in candidate.features)
        if (!wallet) {
          return { ok: false, error: { code: undefined, message: `no Demo Wallet with ${feature}`, isError: false } }
        }
        const revive = (value: unknown): unknown => {
          if (value && typeof value === 'object' && '__bytes' in value) {
            return Uint8Array.from((value as SerializedBytes).__bytes)
          }
          if (value && typeof value === 'object') {
            return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, revive(inner)]))
          }
          return value
        }
        const toPlain = (value: unknown): unknown => {
          if (value instanceof Uint8Array) return Array.from(value)
          if (Array.isArray(value)) return value.map(toPlain)
          if (value && typeof value === 'object' && 'address' in value && 'publicKey' in value) {
            const account = value as { address: string; publicKey: Uint8Array; chains: string[]; features: string[] }
            return {
              address: account.address,
              publicKey: Array.from(account.publicKey),
              chains: [...account.chains],
              features: [...account.features],
            }
          }
          if (value && typeof value === 'object') {
            return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toPlain(inner)]))
          }
          return value
        }
        const inputs = args.map((arg) => {
          const revived = revive(arg) as Record<string, unknown>
          return withAccount ? { account: wallet.accounts[0], ...revived } : revived
        })
        try {
          const call = wallet.features[feature]![method] as (...inputs: unknown[]) => Promise<unknown>
          return { ok: true, result: toPlain(await call(...inputs)) }
        } catch (error) {
          const { code, message } = error as { code?: unknown; message?: unknown }
          return { ok: false, error: { code, message, isError: error instanceof Error } }
        }
      },
      { feature, method, args, withAccount },
    )
  }
}

function bytesArg(bytes: Uint8Array): SerializedBytes {
  return { __bytes: Array.from(bytes) }
}

/** The local Solana chain (demo/solana-rpc), read and funded from Node. */
export interface SolanaChain {
  /** JSON-RPC URL, e.g. `http://127.0.0.1:18999`. */
  rpcUrl: string
  /** web3.js Connection, commitment 'confirmed'. */
  connection: Connection
  /** `requestAirdrop` of `lamports` to `pubkey` (base58), waited for until confirmed; returns its signature. */
  airdrop(pubkey: string, lamports: number): Promise<TransactionSignature>
  /**
   * Waits until `signature` is confirmed (polls getSignatureStatuses, no WebSocket needed).
   * @throws Error 'transaction <signature> failed: <err>' or '... not confirmed within <ms> ms'
   */
  confirm(signature: TransactionSignature, timeoutMs?: number): Promise<void>
}

function solanaChain(rpcUrl: string): SolanaChain {
  const connection = new Connection(rpcUrl, 'confirmed')
  const confirm = async (signature: TransactionSignature, timeoutMs = 10_000): Promise<void> => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const { value } = await connection.getSignatureStatuses([signature])
      const status = value[0]
      if (status?.err) throw new Error(`transaction ${signature} failed: ${JSON.stringify(status.err)}`)
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
      if (Date.now() > deadline) throw new Error(`transaction ${signature} not confirmed within ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    rpcUrl,
    connection,
    confirm,
    airdrop: async (pubkey, lamports) => {
      const signature = await connection.requestAirdrop(new PublicKey(pubkey), lamports)
      await confirm(signature)
      return signature
    },
  }
}

function anvilChain(config: { name: string; chainId: number; rpcUrl: string }): AnvilChain {
  const chain = defineChain({
    id: config.chainId,
    name: config.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [config.rpcUrl] } },
  })
  return {
    chainId: config.chainId,
    url: config.rpcUrl,
    chain,
    test: createTestClient({ mode: 'anvil', chain, transport: http(config.rpcUrl), cacheTime: 0 }),
    public: createPublicClient({ chain, transport: http(config.rpcUrl), cacheTime: 0 }),
  }
}

/**
 * Playwright's `test` with:
 * - `anvil`: clients for both chains, with an `evm_snapshot` before each test and `evm_revert`
 *   after it (automatic, so every test starts from the same chain state)
 * - `demoWallet`: a {@link DemoWalletPage} over the current page
 * - `solanaWallet`: a {@link SolanaDemoWalletPage} over the current page
 * - `solana`: the local Solana chain from Node ({@link SolanaChain}); no snapshots, so tests use
 *   fresh recipients rather than exact balances of the dev keys.
 */
export const test = base.extend<{
  anvil: AnvilChains
  demoWallet: DemoWalletPage
  solanaWallet: SolanaDemoWalletPage
  solana: SolanaChain
}>({
  anvil: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructuring pattern here
    async ({}, use) => {
      const [a, b] = STACK.chains.map(anvilChain) as [AnvilChain, AnvilChain]
      const snapshots: [Hex, Hex] = await Promise.all([a.test.snapshot(), b.test.snapshot()])
      await use({ a, b })
      await Promise.all([a.test.revert({ id: snapshots[0] }), b.test.revert({ id: snapshots[1] })])
    },
    { auto: true },
  ],
  demoWallet: async ({ page }, use) => {
    await use(new DemoWalletPage(page))
  },
  solanaWallet: async ({ page }, use) => {
    await use(new SolanaDemoWalletPage(page))
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructuring pattern here
  solana: async ({}, use) => {
    await use(solanaChain(STACK.solana.rpcUrl))
  },
})
