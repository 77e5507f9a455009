import {
  decodeFunctionData,
  erc20Abi,
  getAddress,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  parseAbi,
  type Address,
  type Hex,
} from 'viem'
import { getUserOperationTypedData, type UserOperation } from 'viem/account-abstraction'
import type { SignerRpcCall } from '../../core/embedded/protocol.js'
import { ENTRY_POINT_V08, SIMPLE_7702_ACCOUNT_V08 } from '../../core/embedded/smartAccount.js'
import type { WalletKeys } from '../keys/derive.js'
import { tokenAmountRow, UNLIMITED_ALLOWANCE } from './tokenAmounts.js'
import { formatUnits, invalidParams, SignerRpcError, type ApprovalRow, type PreparedRequest } from './types.js'

/** Simple7702Account v0.8's call functions (BaseAccount's `execute` and `executeBatch`). */
const ACCOUNT_ABI = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch(Call[] calls)',
])
/** The `factory` of a UserOperation v0.8 whose sender is an EIP-7702-delegated EOA (ERC-4337's INITCODE_EIP7702_MARKER). */
const EIP7702_MARKERS = ['0x7702', '0x7702000000000000000000000000000000000000']

/** One call of a smart account's UserOperation: its target, value in wei and calldata. */
export interface AccountCall {
  to: Address
  value: bigint
  data: Hex
}

/**
 * The calls a Simple7702Account v0.8 UserOperation makes, decoded from its `callData`: one for
 * `execute(target, value, data)`, each of `executeBatch(Call[])` in order.
 * @throws SignerRpcError -32602 'Invalid params: the account call is not execute or executeBatch' (any other callData: the frame does not sign what it cannot show)
 */
export function decodeAccountCalls(callData: Hex): AccountCall[] {
  let decoded: ReturnType<typeof decodeFunctionData<typeof ACCOUNT_ABI>>
  try {
    decoded = decodeFunctionData({ abi: ACCOUNT_ABI, data: callData })
  } catch {
    throw invalidParams('the account call is not execute or executeBatch')
  }
  if (decoded.functionName === 'execute') {
    const [to, value, data] = decoded.args
    return [{ to, value, data }]
  }
  return decoded.args[0].map(({ target, value, data }) => ({ to: target, value, data }))
}

/** What one call does, in the rows of the Approve screen: ERC-20 transfers and approvals decoded, others by selector. */
function describeCall(
  call: AccountCall,
  index: number,
  count: number,
  chainId: number,
  native: { symbol: string; decimals: number },
) {
  const label = count === 1 ? 'Call' : `Call ${index + 1} of ${count}`
  const rows: ApprovalRow[] = [
    { label, value: `${call.to}, ${formatUnits(call.value, native.decimals)} ${native.symbol}` },
  ]
  const warnings: string[] = []
  if (call.data === '0x') return { rows, warnings }
  try {
    const token = decodeFunctionData({ abi: erc20Abi, data: call.data })
    if (token.functionName === 'transfer' || token.functionName === 'approve') {
      const [party, amount] = token.args
      const kind = token.functionName === 'transfer' ? 'transfer' : 'approve'
      rows.push(tokenAmountRow({ kind, chainId, token: call.to, amount, party }))
      if (kind === 'approve' && amount >= UNLIMITED_ALLOWANCE) warnings.push('This grants an unlimited allowance.')
    } else rows.push({ label: 'Contract call', value: token.functionName })
  } catch {
    rows.push({
      label: 'Contract call',
      value: `${call.data.slice(0, 10)} with ${(call.data.length - 10) / 2} bytes of arguments`,
    })
    warnings.push('This calls a contract function the wallet cannot read. Approve only if you trust the site.')
  }
  return { rows, warnings }
}

const QUANTITIES = [
  'nonce',
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
] as const

const hexQuantity = (value: unknown, name: string): bigint => {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value))
    throw invalidParams(`${name} must be a hex quantity`)
  return BigInt(value)
}
const hexBytes = (value: unknown, name: string): Hex => {
  if (!isHex(value) || value.length % 2 !== 0) throw invalidParams(`${name} must be hex bytes`)
  return value
}
const address = (value: unknown, name: string): Address => {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw invalidParams(`${name} must be an address`)
  return getAddress(value)
}

/** An RPC UserOperation v0.8 (ERC-4337, hex quantities), checked field by field. */
function parseUserOperation(raw: Record<string, unknown>): UserOperation<'0.8'> {
  const [nonce, callGasLimit, verificationGasLimit, preVerificationGas, maxFeePerGas, maxPriorityFeePerGas] =
    QUANTITIES.map((name) => hexQuantity(raw[name], name)) as [bigint, bigint, bigint, bigint, bigint, bigint]
  const op: UserOperation<'0.8'> = {
    sender: address(raw.sender, 'sender'),
    callData: hexBytes(raw.callData, 'callData'),
    signature: '0x',
    nonce,
    callGasLimit,
    verificationGasLimit,
    preVerificationGas,
    maxFeePerGas,
    maxPriorityFeePerGas,
  }
  if (raw.factory !== undefined && raw.factory !== null) {
    if (typeof raw.factory !== 'string' || !EIP7702_MARKERS.includes(raw.factory.toLowerCase()))
      throw invalidParams('this wallet is its own smart account: no factory but the EIP-7702 marker')
    if (raw.factoryData !== undefined && raw.factoryData !== null && raw.factoryData !== '0x')
      throw invalidParams('the EIP-7702 marker takes no factoryData')
    op.factory = '0x7702'
    op.factoryData = '0x'
  }
  if (raw.paymaster !== undefined && raw.paymaster !== null) {
    op.paymaster = address(raw.paymaster, 'paymaster')
    op.paymasterData = hexBytes(raw.paymasterData ?? '0x', 'paymasterData')
    op.paymasterVerificationGasLimit = hexQuantity(raw.paymasterVerificationGasLimit, 'paymasterVerificationGasLimit')
    op.paymasterPostOpGasLimit = hexQuantity(raw.paymasterPostOpGasLimit, 'paymasterPostOpGasLimit')
  }
  return op
}

/** What the frame returns for a smart-account batch: the UserOperation's signature, and the delegation it signed with it, if asked. */
export interface SignedUserOperation {
  signature: Hex
  /** The EIP-7702 authorization (RPC form, as a UserOperation's `eip7702Auth`), on the first operation only. */
  authorization?: { address: Address; chainId: Hex; nonce: Hex; r: Hex; s: Hex; yParity: Hex }
}

/**
 * Decodes a smart-account batch for the Approve screen and prepares its signature: the host sends
 * `wallet_sendCalls` to the frame as `[{ chainId, entryPoint, userOperation }]`, the UserOperation
 * v0.8 it built (gas from the bundler, paymaster fields from the ERC-7677 service), unsigned, whose
 * sender is this wallet's EOA. The frame decodes every call from the UserOperation's own `callData`
 * (not from any list the host sends beside it) and signs the EIP-712 PackedUserOperation typed data of
 * EntryPoint v0.8 that it computes itself, which Simple7702Account v0.8 recovers the EOA from. On the
 * first operation (`factory` is the EIP-7702 marker) it also signs the delegation, only to
 * Simple7702Account v0.8 and only on this chain, and says so on the screen.
 * @throws SignerRpcError -32602 'Invalid params: …' (a field malformed, another EntryPoint, another delegate or chain, callData not execute/executeBatch) | 4100 'The requested account is not this wallet'
 */
export function prepareUserOperationRequest(keys: WalletKeys, call: SignerRpcCall): PreparedRequest {
  const request = (Array.isArray(call.params) ? call.params[0] : undefined) as Record<string, unknown> | undefined
  if (!request || typeof request !== 'object' || !request.userOperation || typeof request.userOperation !== 'object')
    throw invalidParams('a UserOperation is required')
  const chainId = Number(hexQuantity(request.chainId, 'chainId'))
  const entryPoint = address(request.entryPoint, 'entryPoint')
  if (!isAddressEqual(entryPoint, ENTRY_POINT_V08)) throw invalidParams('only EntryPoint v0.8 is supported')
  const raw = request.userOperation as Record<string, unknown>
  const userOperation = parseUserOperation(raw)
  const me = keys.evm.address
  if (!isAddressEqual(userOperation.sender, me))
    throw new SignerRpcError(4100, 'The requested account is not this wallet')
  const delegation = userOperation.factory ? parseDelegation(raw.eip7702Auth, chainId) : undefined
  if (!delegation && raw.eip7702Auth !== undefined && raw.eip7702Auth !== null)
    throw invalidParams('an EIP-7702 authorization goes with the EIP-7702 marker')
  const calls = decodeAccountCalls(userOperation.callData)
  const native = { symbol: call.display?.nativeSymbol ?? 'ETH', decimals: call.display?.nativeDecimals ?? 18 }
  const network = call.display?.networkName ?? 'Chain'
  const rows: ApprovalRow[] = [
    { label: 'Network', value: `${network} (chain ID ${chainId})` },
    { label: 'Account', value: me },
  ]
  if (delegation)
    rows.push({
      label: 'Smart account',
      value: `This account starts running Simple7702Account v0.8 (${SIMPLE_7702_ACCOUNT_V08}) on this network (EIP-7702)`,
    })
  const warnings: string[] = []
  calls.forEach((one, index) => {
    const described = describeCall(one, index, calls.length, chainId, native)
    rows.push(...described.rows)
    warnings.push(...described.warnings)
  })
  const gas =
    userOperation.callGasLimit +
    userOperation.verificationGasLimit +
    userOperation.preVerificationGas +
    (userOperation.paymasterVerificationGasLimit ?? 0n) +
    (userOperation.paymasterPostOpGasLimit ?? 0n)
  rows.push(
    userOperation.paymaster
      ? { label: 'Network fee', value: `sponsored by ${userOperation.paymaster}` }
      : {
          label: 'Max network fee',
          value: `${formatUnits(gas * userOperation.maxFeePerGas, native.decimals)} ${native.symbol}`,
        },
  )
  // The hash binds the delegate's address (ERC-4337 v0.8: initCode is the delegate for a 7702 sender).
  const hashed = delegation
    ? { ...userOperation, authorization: { ...delegation, r: '0x0', s: '0x0', yParity: 0 } as const }
    : userOperation
  const typedData = getUserOperationTypedData({ chainId, entryPointAddress: entryPoint, userOperation: hashed })
  return {
    details: { title: calls.length === 1 ? 'Send call' : `Send ${calls.length} calls`, rows, warnings },
    async sign(): Promise<SignedUserOperation> {
      const signature = await keys.evm.signTypedData(typedData)
      if (!delegation) return { signature }
      const signed = await keys.evm.signAuthorization(delegation)
      return {
        signature,
        authorization: {
          address: signed.address,
          chainId: numberToHex(signed.chainId),
          nonce: numberToHex(signed.nonce),
          r: signed.r,
          s: signed.s,
          yParity: numberToHex(signed.yParity ?? 0),
        },
      }
    },
  }
}

/** The delegation a first operation asks for: only to Simple7702Account v0.8, only on this chain (never chain 0, "any chain"). */
function parseDelegation(raw: unknown, chainId: number) {
  if (!raw || typeof raw !== 'object') throw invalidParams('the EIP-7702 marker needs its authorization')
  const auth = raw as Record<string, unknown>
  const delegate = address(auth.address, 'eip7702Auth.address')
  if (!isAddressEqual(delegate, SIMPLE_7702_ACCOUNT_V08))
    throw invalidParams('this wallet delegates only to Simple7702Account v0.8')
  if (Number(hexQuantity(auth.chainId, 'eip7702Auth.chainId')) !== chainId)
    throw invalidParams("the authorization must name this operation's chain")
  return { address: delegate, chainId, nonce: Number(hexQuantity(auth.nonce, 'eip7702Auth.nonce')) }
}
