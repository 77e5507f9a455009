import { numberToHex, type PrivateKeyAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_DEV_PRIVATE_KEYS } from './anvilDevKeys.js'
import {
  assertAccountIndex,
  type DemoWalletChain,
  type DemoWalletMode,
  type ResolvedDemoWalletConfig,
} from './evmWalletConfig.js'
import { personalSign, sameAddress, sendTransaction, signTypedDataV4 } from './evmSigner.js'
import { forwardJsonRpc } from './forwardJsonRpc.js'
import { loadPermission, savePermission } from './permissionStorage.js'
import { ProviderEvents } from './providerEvents.js'
import { PromptGate } from '../prompts.js'
import {
  ProviderRpcError,
  chainDisconnectedError,
  disconnectedError,
  invalidParamsError,
  unauthorizedError,
  unrecognizedChainError,
} from '../providerRpcError.js'

/** One request the wallet received, in arrival order (the test control API's call log). */
export interface RecordedCall {
  method: string
  params: unknown
}

/** The EIP-2255 permission object MetaMask returns for `eth_accounts`. */
interface AccountsPermission {
  parentCapability: 'eth_accounts'
  invoker: string
  date: number
  caveats: { type: 'restrictReturnedAccounts'; value: string[] }[]
}

/**
 * The Demo Wallet's EIP-1193 provider: anvil dev keys, chains from its config, prompts
 * answered by its mode. Wallet methods are answered locally; everything else is forwarded
 * to the current chain's RPC.
 */
export class DemoWalletProvider extends ProviderEvents {
  readonly isDemoWallet = true
  /** Every request received, in order. */
  readonly calls: RecordedCall[] = []
  /** The simulated user: mode, queued decisions, waiting prompts. */
  readonly prompts: PromptGate
  #chains = new Map<number, DemoWalletChain>()
  #chainId: number
  #accountIndex: number
  /** Derived on first use, not at load (a secp256k1 key's first derivation builds its tables: ~40 ms of a page load). */
  #accountCache: PrivateKeyAccount | undefined
  #permitted: boolean
  #grantedAt = Date.now()
  #permissionKey: string | undefined

  /** `permissionKey`: where this instance remembers its grant (default the Demo Wallet's own key). */
  constructor(config: ResolvedDemoWalletConfig, permissionKey?: string) {
    super()
    for (const chain of config.chains) this.#chains.set(chain.chainId, chain)
    this.#chainId = config.chains[0]!.chainId
    this.#accountIndex = config.accountIndex
    this.prompts = new PromptGate(config.mode, config.delayMs)
    this.#permissionKey = permissionKey
    this.#permitted = config.permission ?? loadPermission(permissionKey)
  }

  get #account(): PrivateKeyAccount {
    return (this.#accountCache ??= accountAt(this.#accountIndex))
  }

  /** The current account's address (whether or not the dapp may see it). */
  get address(): string {
    return this.#account.address
  }

  /** The current chain id, possibly one the wallet has no RPC for (see {@link switchChain}). */
  get chainId(): number {
    return this.#chainId
  }

  /** Requests waiting on the simulated user right now. */
  get pendingPrompts(): number {
    return this.prompts.pending
  }

  /** EIP-1193 `request`. Rejects with a {@link ProviderRpcError}. */
  async request(args: { method: string; params?: unknown }): Promise<unknown> {
    if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
      throw new ProviderRpcError(-32600, 'Invalid request: expected { method, params }')
    }
    const { method, params } = args
    this.calls.push({ method, params })
    switch (method) {
      case 'eth_chainId':
        return numberToHex(this.#chainId)
      case 'net_version':
        return String(this.#chainId)
      case 'eth_accounts':
        return this.#visibleAccounts()
      case 'eth_requestAccounts':
        await this.prompts.prompt(method)
        this.#grant()
        return this.#visibleAccounts()
      case 'wallet_requestPermissions':
        await this.prompts.prompt(method)
        this.#grant()
        return [this.#permission()]
      case 'wallet_getPermissions':
        return this.#permitted ? [this.#permission()] : []
      case 'wallet_revokePermissions':
        this.revokePermission()
        return null
      case 'wallet_switchEthereumChain':
        return this.#switchEthereumChain(params)
      case 'wallet_addEthereumChain':
        return this.#addEthereumChain(params)
      case 'personal_sign':
        this.#assertPermitted(Array.isArray(params) ? params : [])
        await this.prompts.prompt(method)
        return personalSign(this.#account, params)
      case 'eth_signTypedData_v4':
        this.#assertPermitted(Array.isArray(params) ? [params[0]] : [])
        await this.prompts.prompt(method)
        return signTypedDataV4(this.#account, params)
      case 'eth_sendTransaction': {
        const from = Array.isArray(params) ? (params[0] as { from?: unknown } | undefined)?.from : undefined
        this.#assertPermitted(from === undefined ? [this.address] : [from])
        const chain = this.#currentChain()
        await this.prompts.prompt(method)
        return sendTransaction(this.#account, chain, params)
      }
      default:
        return forwardJsonRpc(this.#currentChain().rpcUrl, method, params)
    }
  }

  /** Sets how prompts are answered from now on (a waiting 'delay' prompt re-reads it when it ends). */
  setMode(mode: DemoWalletMode): void {
    this.prompts.setMode(mode)
  }

  /** Sets the 'delay' mode's wait, in ms. */
  setDelay(ms: number): void {
    this.prompts.setDelay(ms)
  }

  /** Switches to dev account `index` (0-9); emits `accountsChanged` when the dapp is permitted. */
  selectAccount(index: number): void {
    this.#accountIndex = assertAccountIndex(index)
    this.#accountCache = undefined
    if (this.#permitted) this.emit('accountsChanged', this.#visibleAccounts())
  }

  /**
   * Moves the wallet to `chainId` and emits `chainChanged` (hex) when it changed, even for a
   * chain it has no RPC for: simulates a user who switched the wallet to an unconfigured chain.
   */
  switchChain(chainId: number): void {
    if (chainId === this.#chainId) return
    this.#chainId = chainId
    this.emit('chainChanged', numberToHex(chainId))
  }

  /** Forgets the permission (and its localStorage record); emits `accountsChanged` with []. */
  revokePermission(): void {
    const wasPermitted = this.#permitted
    this.#permitted = false
    savePermission(false, this.#permissionKey)
    if (wasPermitted) this.emit('accountsChanged', [])
  }

  /** Emits EIP-1193 `disconnect` with a 4900 error, as a wallet that lost its node would. */
  simulateDisconnect(): void {
    this.emit('disconnect', disconnectedError())
  }

  /** Emits EIP-1193 `connect` with the current chain id. */
  announceConnect(): void {
    if (this.#chains.has(this.#chainId)) this.emit('connect', { chainId: numberToHex(this.#chainId) })
  }

  #visibleAccounts(): string[] {
    return this.#permitted ? [this.#account.address] : []
  }

  #grant(): void {
    if (this.#permitted) return
    this.#permitted = true
    this.#grantedAt = Date.now()
    savePermission(true, this.#permissionKey)
    this.emit('accountsChanged', this.#visibleAccounts())
  }

  #permission(): AccountsPermission {
    return {
      parentCapability: 'eth_accounts',
      invoker: window.location.origin,
      date: this.#grantedAt,
      caveats: [{ type: 'restrictReturnedAccounts', value: this.#visibleAccounts() }],
    }
  }

  // Sign and send need the permission and must name the current account when they name one.
  #assertPermitted(addresses: unknown[]): void {
    if (!this.#permitted) throw unauthorizedError()
    const named = addresses.filter((value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value))
    if (named.length > 0 && !named.some((value) => sameAddress(value, this.address))) throw unauthorizedError()
  }

  #currentChain(): DemoWalletChain {
    const chain = this.#chains.get(this.#chainId)
    if (!chain) throw chainDisconnectedError(this.#chainId)
    return chain
  }

  #switchEthereumChain(params: unknown): null {
    const chainId = parseChainIdParam(params, 'wallet_switchEthereumChain')
    if (!this.#chains.has(chainId)) throw unrecognizedChainError(numberToHex(chainId))
    this.switchChain(chainId)
    return null
  }

  // Like MetaMask, adding a chain also switches to it (wagmi checks the chain id afterwards).
  #addEthereumChain(params: unknown): null {
    const chainId = parseChainIdParam(params, 'wallet_addEthereumChain')
    const request = (params as { chainName?: unknown; rpcUrls?: unknown }[])[0]!
    const rpcUrl = Array.isArray(request.rpcUrls) ? request.rpcUrls.find(isHttpUrl) : undefined
    if (!rpcUrl) throw invalidParamsError('wallet_addEthereumChain needs rpcUrls with an http(s) URL')
    const name = typeof request.chainName === 'string' ? request.chainName : undefined
    this.#chains.set(chainId, { chainId, rpcUrl, ...(name ? { name } : {}) })
    this.switchChain(chainId)
    return null
  }
}

function accountAt(index: number): PrivateKeyAccount {
  return privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[index]!)
}

function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//.test(value)
}

function parseChainIdParam(params: unknown, method: string): number {
  const chainId = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined)?.chainId : undefined
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]+$/.test(chainId)) {
    throw invalidParamsError(`${method} expects [{ chainId: '0x…' }]`)
  }
  return Number.parseInt(chainId, 16)
}
