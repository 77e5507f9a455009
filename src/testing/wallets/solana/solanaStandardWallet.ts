import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import type { IdentifierArray, IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectInput,
  StandardConnectOutput,
  StandardEventsChangeProperties,
  StandardEventsListeners,
  StandardEventsNames,
} from '@wallet-standard/features'
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignAndSendTransactionOutput,
  SolanaSignInInput,
  SolanaSignInOutput,
  SolanaSignMessageInput,
  SolanaSignMessageOutput,
  SolanaSignTransactionInput,
  SolanaSignTransactionOutput,
} from '@solana/wallet-standard-features'
import { createSignInMessageText } from '@solana/wallet-standard-util'
import { Connection, Keypair } from '@solana/web3.js'
import { SOLANA_DEV_SECRET_KEYS } from '../../stack/solana/devKeys.js'
import type { DemoWalletMode } from '../evm/evmWalletConfig.js'
import { DEMO_WALLET_ICON } from '../walletIcon.js'
import { PromptGate } from '../prompts.js'
import { unauthorizedError } from '../providerRpcError.js'
import { assertSolanaAccountIndex, type ResolvedSolanaDemoWalletConfig } from './solanaWalletConfig.js'
import { loadSolanaPermission, saveSolanaPermission } from './permissionStorage.js'
import { sendSolanaTransaction, signSolanaMessage, signSolanaTransaction } from './transactionSigner.js'

/** One feature call the wallet received, in arrival order; byte arrays are copied to number[]. */
export interface SolanaRecordedCall {
  method: string
  input?: unknown
}

/** The features every account lists (the wallet's own minus the account-less ones). */
export const SOLANA_ACCOUNT_FEATURES = [
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
] as const satisfies IdentifierArray

/** Transaction versions the wallet signs (Wallet Standard `supportedTransactionVersions`). */
export const SUPPORTED_TRANSACTION_VERSIONS = ['legacy', 0] as const

/**
 * The Solana side of the Demo Wallet as a Wallet Standard `Wallet` (name 'Demo Wallet', the EVM
 * Demo Wallet's icon, so the modal merges both into one entry). Accounts are the dev keys of
 * src/testing/stack/solana/devKeys.ts; prompts are answered by the mode; sends go to the local cluster.
 * Chains: `solana:localnet` (what StandardWalletAdapter maps a 127.0.0.1 endpoint to) and the
 * cluster's CAIP-2 id.
 */
export class SolanaDemoStandardWallet implements Wallet {
  readonly version = '1.0.0' as const
  readonly name = 'Demo Wallet'
  readonly icon = DEMO_WALLET_ICON as Wallet['icon']
  readonly chains: IdentifierArray
  readonly features: Wallet['features']
  /** Every feature call, in order. */
  readonly calls: SolanaRecordedCall[] = []
  readonly #listeners = new Set<StandardEventsListeners['change']>()
  readonly #connection: Connection
  #keypair: Keypair
  #account: WalletAccount
  #permitted: boolean
  /** The simulated user: mode, queued decisions, waiting prompts. */
  readonly prompts: PromptGate

  constructor(config: ResolvedSolanaDemoWalletConfig) {
    this.chains = [...new Set<IdentifierString>(['solana:localnet', config.cluster.caipNetworkId as IdentifierString])]
    this.#connection = new Connection(config.cluster.rpcUrl, {
      commitment: 'confirmed',
      ...(config.cluster.wsUrl ? { wsEndpoint: config.cluster.wsUrl } : {}),
    })
    this.#keypair = keypairAt(config.accountIndex)
    this.#account = this.#accountFor(this.#keypair)
    this.prompts = new PromptGate(config.mode, config.delayMs)
    this.#permitted = config.permission ?? loadSolanaPermission()
    this.features = {
      'standard:connect': { version: '1.0.0', connect: (input?: StandardConnectInput) => this.#connect(input) },
      'standard:disconnect': { version: '1.0.0', disconnect: () => this.#disconnect() },
      'standard:events': {
        version: '1.0.0',
        on: (event: StandardEventsNames, listener: StandardEventsListeners['change']) => this.#on(event, listener),
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: (...inputs: SolanaSignMessageInput[]) => this.#signMessage(inputs),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: SUPPORTED_TRANSACTION_VERSIONS,
        signTransaction: (...inputs: SolanaSignTransactionInput[]) => this.#signTransaction(inputs),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: SUPPORTED_TRANSACTION_VERSIONS,
        signAndSendTransaction: (...inputs: SolanaSignAndSendTransactionInput[]) =>
          this.#signAndSendTransaction(inputs),
      },
      // Sign-In With Solana, when configured: one prompt connects and signs the message.
      ...(config.signIn
        ? { 'solana:signIn': { version: '1.0.0', signIn: (...inputs: SolanaSignInInput[]) => this.#signIn(inputs) } }
        : {}),
    }
  }

  /** The accounts the dapp may use: the selected dev key once permitted, else none. */
  get accounts(): readonly WalletAccount[] {
    return this.#permitted ? [this.#account] : []
  }

  /** The selected dev key's address, base58 (whether or not the dapp may see it). */
  get address(): string {
    return this.#account.address
  }

  /** Whether the dapp holds the permission (it sees {@link accounts}). */
  get connected(): boolean {
    return this.#permitted
  }

  /** Requests waiting on the simulated user right now. */
  get pendingPrompts(): number {
    return this.prompts.pending
  }

  /** Sets how prompts are answered from now on (a waiting 'delay' prompt re-reads it when it ends). */
  setMode(mode: DemoWalletMode): void {
    this.prompts.setMode(mode)
  }

  /** Sets the 'delay' mode's wait, in ms. */
  setDelay(ms: number): void {
    this.prompts.setDelay(ms)
  }

  /** Switches to dev key `index`; emits `change` with the new accounts when permitted. */
  selectAccount(index: number): void {
    this.#keypair = keypairAt(assertSolanaAccountIndex(index))
    this.#account = this.#accountFor(this.#keypair)
    if (this.#permitted) this.#emit({ accounts: this.accounts })
  }

  /** Forgets the permission (and its localStorage record); emits `change` with no accounts. */
  revokePermission(): void {
    const wasPermitted = this.#permitted
    this.#permitted = false
    saveSolanaPermission(false)
    if (wasPermitted) this.#emit({ accounts: [] })
  }

  // `silent` is the dapp's auto-connect: it never prompts and only sees a permission granted before.
  async #connect(input?: StandardConnectInput): Promise<StandardConnectOutput> {
    this.calls.push({ method: 'standard:connect', input: input === undefined ? undefined : { ...input } })
    if (input?.silent) return { accounts: this.accounts }
    await this.prompts.prompt('standard:connect')
    if (!this.#permitted) {
      this.#permitted = true
      saveSolanaPermission(true)
      this.#emit({ accounts: this.accounts })
    }
    return { accounts: this.accounts }
  }

  // One prompt: the permission (as standard:connect grants it) and the SIWS message, built from the
  // input as the Wallet Standard asks (absent fields left out; domain and address the wallet's own
  // when not given), signed with ed25519.
  async #signIn(inputs: readonly SolanaSignInInput[]): Promise<SolanaSignInOutput[]> {
    this.calls.push({ method: 'solana:signIn', input: inputs.map((input) => ({ ...input })) })
    await this.prompts.prompt('solana:signIn')
    if (!this.#permitted) {
      this.#permitted = true
      saveSolanaPermission(true)
      this.#emit({ accounts: this.accounts })
    }
    return inputs.map((input) => {
      const text = createSignInMessageText({
        ...input,
        domain: input.domain ?? location.host,
        address: this.#account.address,
      })
      const signedMessage = new TextEncoder().encode(text)
      return {
        account: this.#account,
        signedMessage,
        signature: signSolanaMessage(this.#keypair, signedMessage),
        signatureType: 'ed25519' as const,
      }
    })
  }

  async #disconnect(): Promise<void> {
    this.calls.push({ method: 'standard:disconnect' })
    this.revokePermission()
  }

  #on(event: StandardEventsNames, listener: StandardEventsListeners['change']): () => void {
    if (event !== 'change') return () => {}
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  async #signMessage(inputs: readonly SolanaSignMessageInput[]): Promise<SolanaSignMessageOutput[]> {
    this.calls.push({ method: 'solana:signMessage', input: inputs.map(recordable) })
    for (const input of inputs) this.#assertAccount(input.account)
    await this.prompts.prompt('solana:signMessage')
    return inputs.map(({ message }) => ({
      signedMessage: message,
      signature: signSolanaMessage(this.#keypair, message),
      signatureType: 'ed25519' as const,
    }))
  }

  async #signTransaction(inputs: readonly SolanaSignTransactionInput[]): Promise<SolanaSignTransactionOutput[]> {
    this.calls.push({ method: 'solana:signTransaction', input: inputs.map(recordable) })
    for (const input of inputs) this.#assertAccount(input.account, input.chain)
    await this.prompts.prompt('solana:signTransaction')
    return inputs.map(({ transaction }) => ({
      signedTransaction: signSolanaTransaction(this.#keypair, transaction).serialized,
    }))
  }

  // Sent one after another, in input order, as the Wallet Standard asks of a batch.
  async #signAndSendTransaction(
    inputs: readonly SolanaSignAndSendTransactionInput[],
  ): Promise<SolanaSignAndSendTransactionOutput[]> {
    this.calls.push({ method: 'solana:signAndSendTransaction', input: inputs.map(recordable) })
    for (const input of inputs) this.#assertAccount(input.account, input.chain)
    await this.prompts.prompt('solana:signAndSendTransaction')
    const outputs: SolanaSignAndSendTransactionOutput[] = []
    for (const { transaction, options } of inputs) {
      const signed = signSolanaTransaction(this.#keypair, transaction)
      await sendSolanaTransaction(this.#connection, signed.serialized, {
        skipPreflight: options?.skipPreflight,
        preflightCommitment: options?.preflightCommitment ?? 'confirmed',
        maxRetries: options?.maxRetries,
        minContextSlot: options?.minContextSlot,
      })
      outputs.push({ signature: signed.signature })
    }
    return outputs
  }

  // Signing needs the permission, this wallet's current account and one of its chains.
  #assertAccount(account: WalletAccount, chain?: IdentifierString): void {
    if (!this.#permitted || account?.address !== this.#account.address) throw unauthorizedError()
    if (chain !== undefined && !this.chains.includes(chain)) {
      throw new Error(`Solana Demo Wallet: unsupported chain ${chain}`)
    }
  }

  #emit(properties: StandardEventsChangeProperties): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(properties)
      } catch (error) {
        console.error("Solana Demo Wallet: a 'change' listener threw", error)
      }
    }
  }

  #accountFor(keypair: Keypair): WalletAccount {
    return new ReadonlyWalletAccount({
      address: keypair.publicKey.toBase58(),
      publicKey: keypair.publicKey.toBytes(),
      chains: this.chains,
      features: SOLANA_ACCOUNT_FEATURES,
    })
  }
}

/** The dev key's keypair. Its public half is the secret key's last 32 bytes, taken as they are: checking it (an ed25519 scalar multiplication) cost ~30 ms of every page load, and the dev keys' own test checks them once. */
function keypairAt(index: number): Keypair {
  return Keypair.fromSecretKey(SOLANA_DEV_SECRET_KEYS[index]!, { skipValidation: true })
}

// The call log keeps plain data: accounts as their address, bytes as number[].
function recordable(input: { account: WalletAccount }): Record<string, unknown> {
  const entries = Object.entries(input as object).map(([key, value]) => {
    if (key === 'account') return [key, (value as WalletAccount | undefined)?.address]
    if (value instanceof Uint8Array) return [key, Array.from(value)]
    return [key, value]
  })
  return Object.fromEntries(entries)
}
