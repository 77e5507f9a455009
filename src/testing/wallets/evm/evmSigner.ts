import {
  BaseError,
  createWalletClient,
  defineChain,
  http,
  isHex,
  type Hex,
  type PrivateKeyAccount,
  type TypedDataDefinition,
} from 'viem'
import type { DemoWalletChain } from './evmWalletConfig.js'
import { ProviderRpcError, invalidParamsError } from '../providerRpcError.js'
import { toViemTransaction } from './transactionRequest.js'

/**
 * `personal_sign` (EIP-191): params `[message, address]`, message as hex bytes or plain text.
 * Also accepts the legacy `[address, message]` order some dapps send.
 */
export async function personalSign(account: PrivateKeyAccount, params: unknown): Promise<Hex> {
  const [first, second] = asArray(params, 'personal_sign')
  const message = typeof second === 'string' && sameAddress(first, account.address) ? second : first
  if (typeof message !== 'string') throw invalidParamsError('personal_sign expects [message, address]')
  return account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

/** `eth_signTypedData_v4` (EIP-712): params `[address, typedData]`, typedData as JSON text or object. */
export async function signTypedDataV4(account: PrivateKeyAccount, params: unknown): Promise<Hex> {
  const [, raw] = asArray(params, 'eth_signTypedData_v4')
  let typedData: unknown
  try {
    typedData = typeof raw === 'string' ? JSON.parse(raw) : raw
  } catch {
    throw invalidParamsError('eth_signTypedData_v4: typed data is not valid JSON')
  }
  if (typeof typedData !== 'object' || typedData === null) {
    throw invalidParamsError('eth_signTypedData_v4 expects [address, typedData]')
  }
  return account.signTypedData(typedData as TypedDataDefinition)
}

/**
 * `eth_sendTransaction`: a viem wallet client on `chain`'s RPC fills nonce, gas and fees, signs
 * locally and sends `eth_sendRawTransaction`. Resolves to the transaction hash.
 * @throws ProviderRpcError carrying the node's code (e.g. -32003 insufficient funds) when it refuses.
 */
export async function sendTransaction(
  account: PrivateKeyAccount,
  chain: DemoWalletChain,
  params: unknown,
): Promise<Hex> {
  const [raw] = asArray(params, 'eth_sendTransaction')
  const request = toViemTransaction(raw)
  const client = createWalletClient({
    account,
    chain: defineChain({
      id: chain.chainId,
      name: chain.name ?? `Chain ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
  try {
    // viem's request union is stricter than a plain object; the fields were validated above.
    return await client.sendTransaction(request as Parameters<typeof client.sendTransaction>[0])
  } catch (error) {
    throw toProviderRpcError(error)
  }
}

/** The account a request names is the wallet's current one (case-insensitive). */
export function sameAddress(value: unknown, address: string): boolean {
  return typeof value === 'string' && value.toLowerCase() === address.toLowerCase()
}

function asArray(params: unknown, method: string): unknown[] {
  if (!Array.isArray(params)) throw invalidParamsError(`${method} expects an array of params`)
  return params
}

// viem wraps the node's JSON-RPC error several levels deep: surface its code and message.
function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof BaseError) {
    const withCode = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number') as {
      code: number
      details?: string
      shortMessage?: string
    } | null
    const message = withCode?.details || withCode?.shortMessage || error.shortMessage
    return new ProviderRpcError(withCode?.code ?? -32603, message)
  }
  return new ProviderRpcError(-32603, String(error))
}
