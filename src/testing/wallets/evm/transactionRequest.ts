import { hexToBigInt, hexToNumber, isAddress, isHex, type Address, type Hex } from 'viem'
import { invalidParamsError } from '../providerRpcError.js'

/** An `eth_sendTransaction` parameter as dapps send it: hex quantities (EIP-1474). */
export interface RpcTransactionRequest {
  from?: string
  to?: string | null
  value?: string
  data?: string
  input?: string
  gas?: string
  gasPrice?: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
  nonce?: string
}

/** The same request in viem's shape (bigint wei, number nonce); absent fields are filled by viem. */
export interface ViemTransactionRequest {
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  nonce?: number
}

/**
 * Converts an `eth_sendTransaction` request to viem's shape.
 * @throws ProviderRpcError -32602 for a missing request, a bad address or a non-hex quantity.
 */
export function toViemTransaction(raw: unknown): ViemTransactionRequest {
  if (typeof raw !== 'object' || raw === null) throw invalidParamsError('eth_sendTransaction expects [transaction]')
  const request = raw as RpcTransactionRequest
  const result: ViemTransactionRequest = {}
  if (request.to != null) {
    if (!isAddress(request.to, { strict: false })) throw invalidParamsError(`Invalid "to" address: ${request.to}`)
    result.to = request.to
  }
  const data = request.data ?? request.input
  if (data !== undefined) result.data = hex(data, 'data')
  const quantities = ['value', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const
  for (const field of quantities) {
    const value = request[field]
    if (value !== undefined) result[field] = hexToBigInt(hex(value, field))
  }
  if (request.nonce !== undefined) result.nonce = hexToNumber(hex(request.nonce, 'nonce'))
  return result
}

function hex(value: string, field: string): Hex {
  if (!isHex(value)) throw invalidParamsError(`Invalid "${field}": expected a 0x-prefixed hex string`)
  return value
}
