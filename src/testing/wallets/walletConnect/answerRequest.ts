/**
 * What the WalletConnect demo wallet page approves and how it answers session requests, with a
 * viem local account: the eip155 namespace it offers, a one-line summary of each request for the
 * page, and the answer to personal_sign, eth_signTypedData_v4, eth_sendTransaction (sent through
 * the chain's local RPC) and wallet_switchEthereumChain.
 */
import {
  createWalletClient,
  defineChain,
  formatEther,
  hexToBigInt,
  hexToString,
  isAddress,
  isAddressEqual,
  isHex,
  http,
  type Address,
  type Hex,
  type LocalAccount,
} from 'viem'

/** One EVM chain the wallet serves: its CAIP-2 id (`eip155:31337`) and JSON-RPC URL. */
export interface WcWalletChain {
  caipNetworkId: string
  name: string
  rpcUrl: string
}

/** Methods and events approved on every chain. */
export const WC_WALLET_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
] as const
export const WC_WALLET_EVENTS = ['accountsChanged', 'chainChanged'] as const

/** The EIP-1193 "user rejected" error (code 4001) a rejected request is answered with. */
export const USER_REJECTED = { code: 4001, message: 'User rejected the request.' } as const

/** The namespaces a proposal is approved with: eip155, every chain, the account on each. */
export function approvedNamespaces(address: Address, chains: readonly WcWalletChain[]) {
  const caipChains = chains.map((chain) => chain.caipNetworkId)
  return {
    eip155: {
      chains: caipChains,
      methods: [...WC_WALLET_METHODS],
      events: [...WC_WALLET_EVENTS],
      accounts: caipChains.map((chain) => `${chain}:${address}`),
    },
  }
}

/** A request as the page lists it and {@link answerRequest} takes it. */
export interface WcWalletRequest {
  method: string
  params: unknown
  /** CAIP-2, e.g. `eip155:31338`. */
  chainId: string
}

/** A personal_sign message: spec order is [message, address]; some dapps send [address, message]. */
function personalSignMessage(params: unknown[], address: Address): string {
  const [first, second] = params as [string, string]
  const isOurs = (value: unknown) => typeof value === 'string' && isAddress(value) && isAddressEqual(value, address)
  return isOurs(first) && !isOurs(second) ? second : first
}

/** The transaction object of eth_sendTransaction (hex quantities, as EIP-1474 sends them). */
interface TransactionRequestParams {
  to?: Address
  value?: Hex
  data?: Hex
  gas?: Hex
}

/** One line for the page, e.g. `Send 0.01 ETH to 0xabc… on eip155:31337` or the message to sign. */
export function summarizeRequest(request: WcWalletRequest, address: Address): string {
  const params = Array.isArray(request.params) ? (request.params as unknown[]) : []
  switch (request.method) {
    case 'personal_sign': {
      const message = personalSignMessage(params, address)
      if (!isHex(message)) return `Sign "${message}"`
      try {
        return `Sign "${hexToString(message)}"`
      } catch {
        return `Sign ${message}`
      }
    }
    case 'eth_sendTransaction': {
      const tx = (params[0] ?? {}) as TransactionRequestParams
      const value = tx.value ? formatEther(hexToBigInt(tx.value)) : '0'
      const data = tx.data && tx.data !== '0x' ? ` with ${(tx.data.length - 2) / 2} bytes of data` : ''
      return `Send ${value} ETH to ${tx.to ?? '(contract creation)'}${data} on ${request.chainId}`
    }
    case 'eth_signTypedData_v4': {
      const typed = parseTypedData(params[1]) as { primaryType?: string; domain?: { name?: string } }
      return `Sign typed data ${typed.primaryType ?? '?'}${typed.domain?.name ? ` for ${typed.domain.name}` : ''}`
    }
    case 'wallet_switchEthereumChain':
      return `Switch to eip155:${Number((params[0] as { chainId?: Hex } | undefined)?.chainId)}`
    default:
      return `Unsupported method ${request.method}`
  }
}

function parseTypedData(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value
}

/** An error carrying a JSON-RPC / EIP-1193 code, answered to the dapp as `{ code, message }`. */
export class WcWalletRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** What {@link answerRequest} needs besides the request. */
export interface AnswerContext {
  account: LocalAccount
  chains: readonly WcWalletChain[]
  /** Emits `chainChanged` on the session (wallet_switchEthereumChain). */
  emitChainChanged(caipNetworkId: string): Promise<void>
}

/**
 * The result to answer an approved request with: a signature, a transaction hash or null.
 * @throws WcWalletRpcError 4902 'Unrecognized chain <caip2>', 4200 'Unsupported method <method>';
 * viem's errors (e.g. an RPC failure) as they come
 */
export async function answerRequest(request: WcWalletRequest, context: AnswerContext): Promise<unknown> {
  const { account } = context
  const params = Array.isArray(request.params) ? (request.params as unknown[]) : []
  switch (request.method) {
    case 'personal_sign': {
      const message = personalSignMessage(params, account.address)
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4':
      return account.signTypedData(parseTypedData(params[1]) as never)
    case 'eth_sendTransaction': {
      const tx = (params[0] ?? {}) as TransactionRequestParams
      // The wallet client fills nonce, gas and fees from the chain's RPC.
      return walletClient(request.chainId, context).sendTransaction({
        to: tx.to ?? null,
        value: tx.value ? hexToBigInt(tx.value) : undefined,
        data: tx.data,
        gas: tx.gas ? hexToBigInt(tx.gas) : undefined,
      } as never)
    }
    case 'wallet_switchEthereumChain': {
      const target = `eip155:${Number((params[0] as { chainId?: Hex } | undefined)?.chainId)}`
      if (!context.chains.some((chain) => chain.caipNetworkId === target))
        throw new WcWalletRpcError(4902, `Unrecognized chain ${target}`)
      await context.emitChainChanged(target)
      return null
    }
    default:
      throw new WcWalletRpcError(4200, `Unsupported method ${request.method}`)
  }
}

function walletClient(caipNetworkId: string, context: AnswerContext) {
  const chain = context.chains.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!chain) throw new WcWalletRpcError(4902, `Unrecognized chain ${caipNetworkId}`)
  const viemChain = defineChain({
    id: Number(caipNetworkId.split(':')[1]),
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  return createWalletClient({ account: context.account, chain: viemChain, transport: http(chain.rpcUrl) })
}
