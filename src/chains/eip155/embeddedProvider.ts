import { createClient, getAddress, numberToHex, type Address, type Hex } from 'viem'
import { prepareTransactionRequest } from 'viem/actions'
import { evmChainIdOf } from '../../core/caip.js'
import { classifyRpcMethod, RPC_NOT_ALLOWED_MESSAGE } from '../../core/embedded/rpcGate.js'
import { ENTRY_POINT_V08 } from '../../core/embedded/smartAccount.js'
import type { EmbeddedWalletHost } from '../../core/embedded/signerTypes.js'
import { nativeCurrencyOf } from '../../core/nativeCurrency.js'
import type { NetworkConfig } from '../../core/options.js'
import { createPersistence } from '../../core/storage.js'
import type { ModalStore } from '../../core/store.js'
import { ACCOUNT_TYPE_STORAGE_KEY, accountTypeInForce, isEmbeddedAccountType } from '../../core/embedded/accountType.js'
import { createEmitter } from '../walletconnect/emitter.js'
import { rpcTransport, toViemChain } from './chains.js'
import { publishEoa, publishSmartAccount } from './smartAccount/accountState.js'
import { checkSmartAccountOptions, smartAccountCalls } from './smartAccount/providerMethods.js'
import type { FrameSignature } from './smartAccount/walletCalls.js'
import { rpcError } from '../rpcError.js'

/** How long an approval in the signer frame may take, in ms. */
export const APPROVAL_TIMEOUT_MS = 10 * 60_000

const hex = (value: unknown) =>
  typeof value === 'bigint' || typeof value === 'number' ? numberToHex(value) : undefined

/** What {@link createEmbeddedEvmProvider} needs. */
export interface EmbeddedEvmProviderParameters {
  host: EmbeddedWalletHost
  /** The configured EVM networks; the first is the default chain. */
  networks: NetworkConfig[]
  /** The chain to start on (the selected network's), when it is configured. */
  initialChainId?: number
  /** Spec section 6: called for a disallowed method (the modal toasts 'Action not allowed'). */
  onDisallowed(method: string): void
  /**
   * Spec section 3's `preferredAccountType` as the host set it: 'smartAccount' makes the EOA a smart
   * account (EIP-7702, see smartAccount/) on every network with a `bundlerUrl`; default 'eoa'. With a
   * `store`, the type in force there applies instead (core/embedded/accountType.ts: the user's choice,
   * the host's option, the project's config).
   */
  preferredAccountType?: 'eoa' | 'smartAccount'
  /**
   * Where the user's account type choice is read, per request (loaded from the instance's storage
   * when the provider is made), and where a smart account's `preferredAccountType` and
   * `smartAccountDeployed` are published (smartAccount/accountState.ts).
   */
  store?: ModalStore
}

/** EIP-1474's -32004: what viem's `sendCalls` falls back to `eth_sendTransaction` on. */
const METHOD_NOT_SUPPORTED = -32004

/**
 * The embedded wallet's EIP-1193 provider, for wagmi's injected connector (connector id 'auth').
 * Accounts come from the signer frame's login; the spec's gate routes every other call (section 6):
 * safe methods (reads, `eth_sendRawTransaction`) go to the host's own RPC of the current chain; not-safe
 * ones go to the signer frame, which shows them and signs only after its Approve click;
 * `eth_sendTransaction` is filled here (nonce, gas, EIP-1559 fees, chain id), signed there and
 * broadcast here; anything else is refused with 4200 'Requested RPC call is not allowed'.
 * `wallet_switchEthereumChain` moves between configured chains (4902 for others). With
 * `preferredAccountType: 'smartAccount'`, on networks with a `bundlerUrl` the EOA is a smart account
 * (EIP-7702): EIP-5792's methods work and `eth_sendTransaction` is a UserOperation (smartAccount/).
 * @throws WalletModalError 'Invalid options: …' for malformed smart-account options (see checkSmartAccountOptions)
 */
export function createEmbeddedEvmProvider({
  host,
  networks,
  initialChainId,
  onDisallowed,
  preferredAccountType = 'eoa',
  store,
}: EmbeddedEvmProviderParameters) {
  const emitter = createEmitter()
  const chainIds = networks.map((n) => evmChainIdOf(n.caipNetworkId))
  let chainId = initialChainId !== undefined && chainIds.includes(initialChainId) ? initialChainId : (chainIds[0] ?? 1)
  const network = () => networks.find((n) => evmChainIdOf(n.caipNetworkId) === chainId)!
  // A bare client and the one action it runs: createPublicClient would bring every public action.
  const client = () => createClient({ chain: toViemChain(network()), transport: rpcTransport(network()) })
  const display = () => {
    const currency = nativeCurrencyOf(network())
    return { networkName: network().name, nativeSymbol: currency.symbol, nativeDecimals: currency.decimals }
  }
  const account = async () => {
    const signer = await host.load()
    return signer.account() ?? (await signer.session())
  }
  checkSmartAccountOptions(preferredAccountType, networks)
  /** The account type in force: the user's choice (Account's switch, kept across reloads), the host's option, the project's. */
  const accountType = () => (store ? accountTypeInForce(store.getState()) : preferredAccountType)
  const smart = smartAccountCalls({
    enabled: (n) => accountType() === 'smartAccount' && n.bundlerUrl !== undefined,
    landed: (owner) => publish(owner),
    network,
    client,
    async sign(userOperation, id) {
      const signer = await host.load()
      const { result } = await signer.request(
        'rpc',
        {
          namespace: 'eip155',
          method: 'wallet_sendCalls',
          params: [{ chainId: numberToHex(id), entryPoint: ENTRY_POINT_V08, userOperation }],
          display: display(),
        },
        APPROVAL_TIMEOUT_MS,
      )
      return result as FrameSignature
    },
  })
  /** Publishes the smart account's fields when the wallet is one on the current network. */
  function publish(address: Address) {
    if (store && smart.on())
      void publishSmartAccount(store, (args) => client().request(args as never), address, smart.on)
  }
  if (store) {
    const stored = createPersistence(store.getState().options.storageKey).get(
      ACCOUNT_TYPE_STORAGE_KEY,
      isEmbeddedAccountType,
    )
    if (stored && !store.getState().embedded.preferredAccountType)
      store.setState((s) => ({ embedded: { ...s.embedded, preferredAccountType: stored } }))
    // A switch in Account, or the project's config arriving: the signed-in account's fields follow
    // the type in force (the address stays: EIP-7702).
    store.subscribe((next, before) => {
      if (accountTypeInForce(next) === accountTypeInForce(before)) return
      const current = host.current()?.account()
      if (!current) return
      const address = getAddress(current.eip155)
      if (smart.on()) publish(address)
      else publishEoa(store, address)
    })
  }
  let subscribed = false
  const subscribe = async () => {
    if (subscribed) return
    subscribed = true
    ;(await host.load()).onAccount((next) => {
      emitter.emit('accountsChanged', next ? [getAddress(next.eip155)] : [])
      if (!next) emitter.emit('disconnect', rpcError(4900, 'Disconnected'))
    })
  }

  /** Fills a transaction the host's way (the signer does no chain RPC) and returns it as JSON-RPC hex. */
  async function fill(tx: Record<string, unknown>, from: Address): Promise<Record<string, string>> {
    const prepared = await prepareTransactionRequest(client(), {
      account: from,
      to: tx.to as Address | undefined,
      data: tx.data as Hex | undefined,
      value: tx.value === undefined ? undefined : BigInt(tx.value as string),
      ...(tx.gas !== undefined ? { gas: BigInt(tx.gas as string) } : {}),
      chain: toViemChain(network()),
    } as never)
    const p = prepared as unknown as Record<string, unknown>
    const out: Record<string, string | undefined> = {
      from,
      to: p.to as string | undefined,
      data: p.data as string | undefined,
      value: hex(p.value ?? 0n),
      gas: hex(p.gas),
      nonce: hex(p.nonce),
      chainId: hex(chainId),
      maxFeePerGas: hex(p.maxFeePerGas),
      maxPriorityFeePerGas: hex(p.maxPriorityFeePerGas),
      gasPrice: p.maxFeePerGas === undefined ? hex(p.gasPrice) : undefined,
    }
    return Object.fromEntries(Object.entries(out).filter((entry): entry is [string, string] => entry[1] !== undefined))
  }

  return {
    on: emitter.on,
    removeListener: emitter.removeListener,
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      switch (method) {
        case 'eth_requestAccounts': {
          const current = await account()
          if (!current) throw rpcError(4100, 'Sign in with your email first')
          await subscribe()
          emitter.emit('connect', { chainId: numberToHex(chainId) })
          publish(getAddress(current.eip155))
          return [getAddress(current.eip155)]
        }
        case 'eth_accounts': {
          const current = await account()
          if (current) await subscribe()
          return current ? [getAddress(current.eip155)] : []
        }
        case 'eth_chainId':
          return numberToHex(chainId)
        case 'wallet_switchEthereumChain': {
          const target = Number((params as [{ chainId: string }])[0]?.chainId)
          if (!chainIds.includes(target)) throw rpcError(4902, 'Unrecognized chain ID')
          chainId = target
          emitter.emit('chainChanged', numberToHex(target))
          const current = (await host.load()).account()
          if (current) publish(getAddress(current.eip155))
          return null
        }
        case 'wallet_requestPermissions':
        case 'wallet_getPermissions':
          return [{ parentCapability: 'eth_accounts' }]
        case 'wallet_getCapabilities':
          return smart.capabilities(networks)
        case 'wallet_sendCalls':
        case 'wallet_getCallsStatus':
        case 'wallet_showCallsStatus': {
          if (!smart.on()) throw rpcError(METHOD_NOT_SUPPORTED, `${method} needs a smart account on this network`)
          const current = await account()
          if (!current) throw rpcError(4100, 'Sign in with your email first')
          return smart.request(getAddress(current.eip155), method, params)
        }
      }
      const kind = classifyRpcMethod(method)
      if (kind === 'safe') return client().request({ method, params } as never)
      if (kind === 'disallowed') {
        onDisallowed(method)
        throw rpcError(4200, RPC_NOT_ALLOWED_MESSAGE)
      }
      const signer = await host.load()
      const current = signer.account()
      if (!current) throw rpcError(4100, 'Sign in with your email first')
      if (method === 'eth_sendTransaction' && smart.on()) {
        const tx = ((params as unknown[] | undefined)?.[0] ?? {}) as Record<string, unknown>
        return smart.sendTransaction(getAddress(current.eip155), tx)
      }
      if (method === 'eth_sendTransaction') {
        const tx = ((params as unknown[] | undefined)?.[0] ?? {}) as Record<string, unknown>
        const filled = await fill(tx, getAddress(current.eip155))
        const { result } = await signer.request(
          'rpc',
          { namespace: 'eip155', method, params: [filled], display: display() },
          APPROVAL_TIMEOUT_MS,
        )
        return client().request({ method: 'eth_sendRawTransaction', params: [result as Hex] })
      }
      const { result } = await signer.request(
        'rpc',
        { namespace: 'eip155', method, params, display: display() },
        APPROVAL_TIMEOUT_MS,
      )
      return result
    },
  }
}
