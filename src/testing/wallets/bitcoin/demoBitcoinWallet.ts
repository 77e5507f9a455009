/**
 * The Demo Bitcoin Wallet's core: one seed (devKeys.ts), the payment (P2WPKH) and
 * ordinals (P2TR) addresses of the selected dev account, the site's permission (kept in
 * localStorage), a simulated user answering prompts (approve, reject, delay, manual), and the
 * operations both of its providers (sats-connect and the Wallet Standard) expose: addresses, message
 * signatures (BIP-322 simple or legacy BIP-137), PSBT signatures, and a send of its own.
 */
import { Transaction, selectUTXO, Address, OutScript } from '@scure/btc-signer'
import { bitcoinNetworkOf, type BitcoinNetwork } from '../../../core/bitcoinNetworks.js'
import { PromptGate, type PromptMode } from '../prompts.js'
import { unauthorizedError } from '../providerRpcError.js'
import type { ResolvedBitcoinDemoWalletConfig } from './bitcoinWalletConfig.js'
import { bitcoinDevAccount, type BitcoinDevAccount } from './devKeys.js'
import { signBip137, signBip322Simple } from './messageSigner.js'

/** One request the wallet received, in arrival order (bytes as hex or base64 text, as sent). */
export interface BitcoinRecordedCall {
  method: string
  params?: unknown
}

/** A message signature's format. */
export type MessageProtocol = 'bip322' | 'bip137'

/** localStorage key that remembers the site was granted the accounts, across reloads. */
export const BITCOIN_PERMISSION_STORAGE_KEY = 'bitcoin-demo-wallet:permitted'

function loadPermission(): boolean {
  try {
    return window.localStorage.getItem(BITCOIN_PERMISSION_STORAGE_KEY) === 'true'
  } catch {
    return false
  }
}

function savePermission(permitted: boolean): void {
  try {
    if (permitted) window.localStorage.setItem(BITCOIN_PERMISSION_STORAGE_KEY, 'true')
    else window.localStorage.removeItem(BITCOIN_PERMISSION_STORAGE_KEY)
  } catch {
    // Without storage the permission lasts for this page only.
  }
}

export class DemoBitcoinWallet {
  readonly calls: BitcoinRecordedCall[] = []
  readonly prompts: PromptGate
  readonly network: BitcoinNetwork
  readonly esploraUrl: string
  readonly #listeners = new Set<() => void>()
  #accountIndex: number
  /** Derived on first use, not at load: the seed's PBKDF2 and the BIP-32 steps cost ~100 ms of a page load. */
  #account: BitcoinDevAccount | undefined
  #permitted: boolean

  constructor(config: ResolvedBitcoinDemoWalletConfig) {
    this.network = bitcoinNetworkOf(config.chain.caipNetworkId)!
    this.esploraUrl = config.chain.esploraUrl.replace(/\/+$/, '')
    this.#accountIndex = config.accountIndex
    this.prompts = new PromptGate(config.mode, config.delayMs)
    this.#permitted = config.permission ?? loadPermission()
  }

  /** The selected dev account's addresses and keys. */
  get account(): BitcoinDevAccount {
    return (this.#account ??= bitcoinDevAccount(this.#accountIndex, this.network.encoding))
  }

  /** Whether the site holds the permission. */
  get connected(): boolean {
    return this.#permitted
  }

  setMode(mode: PromptMode): void {
    this.prompts.setMode(mode)
  }

  setDelay(ms: number): void {
    this.prompts.setDelay(ms)
  }

  /** Switches to dev account `index`; tells listeners when the site is connected. */
  selectAccount(index: number): void {
    this.#account = bitcoinDevAccount(index, this.network.encoding)
    this.#accountIndex = index
    if (this.#permitted) this.#emit()
  }

  /** Forgets the permission; tells listeners. */
  revokePermission(): void {
    const was = this.#permitted
    this.#permitted = false
    savePermission(false)
    if (was) this.#emit()
  }

  /** Listens for account changes (another account, or the permission gone). */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Asks the simulated user to connect (a prompt), then grants the permission. */
  async connect(method: string, params?: unknown): Promise<void> {
    this.calls.push({ method, params })
    await this.prompts.prompt(method)
    if (!this.#permitted) {
      this.#permitted = true
      savePermission(true)
    }
  }

  /** The key of one of the account's addresses, when the site may use it. @throws 4100 otherwise. */
  keyOf(address: string): Uint8Array {
    if (!this.#permitted) throw unauthorizedError()
    if (address === this.account.payment.address) return this.account.payment.privateKey
    if (address === this.account.ordinals.address) return this.account.ordinals.privateKey
    throw unauthorizedError()
  }

  /** Signs `message` with `address`: BIP-322 simple, or legacy BIP-137 (payment address only), after a prompt. */
  async signMessage(method: string, address: string, message: string, protocol: MessageProtocol): Promise<string> {
    this.calls.push({ method, params: { address, message, protocol } })
    const key = this.keyOf(address)
    await this.prompts.prompt(method)
    const type = address === this.account.ordinals.address ? 'p2tr' : 'p2wpkh'
    return protocol === 'bip137' && type === 'p2wpkh'
      ? signBip137(key, message, 'p2wpkh')
      : signBip322Simple(key, message, type, this.network.encoding)
  }

  /** Signs the inputs `signInputs` names (address → indexes) of the PSBT, after a prompt; not finalized. */
  async signPsbt(method: string, psbt: Uint8Array, signInputs: Record<string, number[]>): Promise<Uint8Array> {
    this.calls.push({ method, params: { signInputs } })
    const keys = Object.entries(signInputs).map(([address, indexes]) => ({ key: this.keyOf(address), indexes }))
    await this.prompts.prompt(method)
    const tx = Transaction.fromPSBT(psbt)
    for (const { key, indexes } of keys) for (const index of indexes) tx.signIdx(key, index)
    return tx.toPSBT()
  }

  /** Builds, signs (after a prompt) and broadcasts a payment from the payment address; resolves the txid. */
  async sendTransfer(method: string, recipients: { address: string; amount: bigint }[]): Promise<string> {
    this.calls.push({
      method,
      params: { recipients: recipients.map((r) => ({ address: r.address, amount: r.amount.toString() })) },
    })
    const key = this.keyOf(this.account.payment.address)
    await this.prompts.prompt(method)
    const script = OutScript.encode(Address(this.network.encoding).decode(this.account.payment.address))
    const [utxos, estimates] = await Promise.all([
      this.#get<{ txid: string; vout: number; value: number }[]>(`/address/${this.account.payment.address}/utxo`),
      this.#get<Record<string, number>>('/fee-estimates'),
    ])
    const feePerByte = BigInt(Math.max(1, Math.ceil(estimates['6'] ?? 1)))
    const inputs = utxos.map((u) => ({ txid: u.txid, index: u.vout, witnessUtxo: { script, amount: BigInt(u.value) } }))
    const selected = selectUTXO(inputs, recipients, 'default', {
      changeAddress: this.account.payment.address,
      feePerByte,
      network: this.network.encoding,
      createTx: true,
    })
    if (!selected?.tx) throw new Error('Insufficient funds')
    selected.tx.sign(key)
    selected.tx.finalize()
    const response = await fetch(`${this.esploraUrl}/tx`, { method: 'POST', body: selected.tx.hex })
    const answer = await response.text()
    if (!response.ok) throw new Error(answer)
    return answer
  }

  async #get<T>(path: string): Promise<T> {
    const response = await fetch(`${this.esploraUrl}${path}`)
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
    return (await response.json()) as T
  }

  #emit(): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener()
      } catch (error) {
        console.error('Demo Bitcoin Wallet: a listener threw', error)
      }
    }
  }
}
