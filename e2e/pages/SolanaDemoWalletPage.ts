import type { Page } from '@playwright/test'
import { SolanaTestWallet } from '../../src/testing/solanaWallet.js'

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
export class SolanaDemoWalletPage extends SolanaTestWallet {
  constructor(page: Page) {
    super(page)
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
