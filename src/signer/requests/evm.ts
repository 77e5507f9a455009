import {
  decodeFunctionData,
  erc20Abi,
  hexToBytes,
  isAddress,
  isHex,
  type Address,
  type Hex,
  type TransactionSerializable,
  type TypedDataDefinition,
} from 'viem'
import type { SignerRpcCall } from '../../core/embedded/protocol.js'
import type { WalletKeys } from '../keys/derive.js'
import { tokenAmountRow, UNLIMITED_ALLOWANCE } from './tokenAmounts.js'
import {
  formatUnits,
  invalidParams,
  SignerRpcError,
  signMessageDetails,
  type ApprovalRow,
  type PreparedRequest,
} from './types.js'

const sameAddress = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase()
const quantity = (value: unknown, name: string, required = true): bigint | undefined => {
  if (value === undefined || value === null) {
    if (required) throw invalidParams(`${name} is required (the host fills it)`)
    return undefined
  }
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value))
    throw invalidParams(`${name} must be a hex quantity`)
  return BigInt(value)
}

/**
 * Decodes an EVM request for the Approve screen and prepares its signature: personal_sign
 * (EIP-191), eth_signTypedData_v4 (EIP-712, checked by viem while hashing), eth_sendTransaction
 * (EIP-1559 or legacy, fully filled by the host: chainId, nonce, gas, fees; an ERC-20 transfer or
 * approval is decoded, in base units until `withTokenInfo` reads the token). The account must be this wallet's. eth_sendTransaction resolves the signed raw
 * transaction: the host broadcasts it (the signer does no chain RPC).
 * @throws SignerRpcError -32602 'Invalid params: …' | 4100 'The requested account is not this wallet' | 4200 for other methods
 */
export function prepareEvmRequest(keys: WalletKeys, call: SignerRpcCall): PreparedRequest {
  const params = Array.isArray(call.params) ? call.params : []
  const network = call.display ? `${call.display.networkName}` : undefined
  const me = keys.evm.address

  if (call.method === 'personal_sign') {
    const [message, address] = params as [unknown, unknown]
    if (typeof message !== 'string') throw invalidParams('message must be a string')
    if (!sameAddress(address, me)) throw new SignerRpcError(4100, 'The requested account is not this wallet')
    const raw = isHex(message) ? hexToBytes(message) : new TextEncoder().encode(message)
    return {
      details: signMessageDetails(me, raw, message),
      sign: () => keys.evm.signMessage({ message: { raw } }),
    }
  }

  if (call.method === 'eth_signTypedData_v4') {
    const [address, json] = params as [unknown, unknown]
    if (!sameAddress(address, me)) throw new SignerRpcError(4100, 'The requested account is not this wallet')
    let typed: TypedDataDefinition
    try {
      typed = (typeof json === 'string' ? JSON.parse(json) : json) as TypedDataDefinition
    } catch {
      throw invalidParams('typed data must be JSON')
    }
    if (!typed || typeof typed !== 'object' || !typed.types || !typed.primaryType)
      throw invalidParams('typed data needs types and primaryType')
    const { EIP712Domain: _, ...types } = typed.types as Record<string, unknown>
    const definition = { ...typed, types } as TypedDataDefinition
    const domain = (typed.domain ?? {}) as Record<string, unknown>
    const rows = [
      { label: 'Account', value: me },
      ...(domain.name ? [{ label: 'Site name', value: String(domain.name) }] : []),
      ...(domain.chainId !== undefined ? [{ label: 'Chain ID', value: String(domain.chainId) }] : []),
      ...(domain.verifyingContract ? [{ label: 'Contract', value: String(domain.verifyingContract) }] : []),
      { label: 'Type', value: String(typed.primaryType) },
    ]
    const body = JSON.stringify(
      typed.message,
      (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
      2,
    )
    return {
      details: { title: 'Sign typed data', rows, body, warnings: [] },
      sign: async () => {
        try {
          return await keys.evm.signTypedData(definition)
        } catch (error) {
          throw invalidParams(error instanceof Error ? error.message.split('\n')[0]! : 'typed data')
        }
      },
    }
  }

  if (call.method === 'eth_sendTransaction') {
    const tx = (params[0] ?? {}) as Record<string, unknown>
    if (tx.from !== undefined && !sameAddress(tx.from, me))
      throw new SignerRpcError(4100, 'The requested account is not this wallet')
    if (tx.to !== undefined && tx.to !== null && (typeof tx.to !== 'string' || !isAddress(tx.to, { strict: false })))
      throw invalidParams('to must be an address')
    if (tx.data !== undefined && !isHex(tx.data)) throw invalidParams('data must be hex')
    const chainId = Number(quantity(tx.chainId, 'chainId'))
    const nonce = Number(quantity(tx.nonce, 'nonce'))
    const gas = quantity(tx.gas, 'gas')!
    const value = quantity(tx.value, 'value', false) ?? 0n
    const maxFeePerGas = quantity(tx.maxFeePerGas, 'maxFeePerGas', false)
    const maxPriorityFeePerGas = quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas', false)
    const gasPrice = quantity(tx.gasPrice, 'gasPrice', false)
    if (maxFeePerGas === undefined && gasPrice === undefined)
      throw invalidParams('maxFeePerGas or gasPrice is required (the host fills it)')
    const to = (tx.to ?? undefined) as Hex | undefined
    const data = tx.data as Hex | undefined
    const symbol = call.display?.nativeSymbol ?? 'ETH'
    const decimals = call.display?.nativeDecimals ?? 18
    const rows: ApprovalRow[] = [
      { label: 'Network', value: `${network ?? 'Chain'} (chain ID ${chainId})` },
      { label: 'From', value: me },
      { label: 'To', value: to ?? 'New contract' },
      { label: 'Amount', value: `${formatUnits(value, decimals)} ${symbol}` },
    ]
    const warnings: string[] = []
    if (data && data !== '0x') {
      try {
        const call20 = decodeFunctionData({ abi: erc20Abi, data })
        if (to && (call20.functionName === 'transfer' || call20.functionName === 'approve')) {
          const [party, amount] = call20.args as [Address, bigint]
          const kind = call20.functionName === 'transfer' ? 'transfer' : 'approve'
          rows.push(tokenAmountRow({ kind, chainId, token: to, amount, party }))
          if (kind === 'approve' && amount >= UNLIMITED_ALLOWANCE) warnings.push('This grants an unlimited allowance.')
        } else rows.push({ label: 'Contract call', value: call20.functionName })
      } catch {
        rows.push({
          label: 'Contract call',
          value: `${data.slice(0, 10)} with ${(data.length - 10) / 2} bytes of arguments`,
        })
        warnings.push('This calls a contract function the wallet cannot read. Approve only if you trust the site.')
      }
    }
    const fee = gas * (maxFeePerGas ?? gasPrice!)
    rows.push({ label: 'Max network fee', value: `${formatUnits(fee, decimals)} ${symbol}` })
    const base = { chainId, nonce, gas, value, ...(to ? { to } : {}), ...(data ? { data } : {}) }
    const serializable: TransactionSerializable =
      maxFeePerGas !== undefined
        ? { ...base, type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas: maxPriorityFeePerGas ?? 0n }
        : { ...base, type: 'legacy', gasPrice: gasPrice! }
    return {
      details: { title: 'Send transaction', rows, warnings },
      sign: () => keys.evm.signTransaction(serializable),
    }
  }

  throw new SignerRpcError(4200, `The method ${call.method} is not supported by this wallet yet`)
}
