/**
 * What a smart account's callData asks it to do, for the paymaster's policy: SimpleAccount v0.8's
 * (and Simple7702Account's, both BaseAccount) `execute(target, value, data)` and
 * `executeBatch((target, value, data)[])`. Any other shape is unknown, and the policy refuses it.
 */
import { decodeFunctionData, getAddress, parseAbi, size, slice, type Address, type Hex } from 'viem'

/** BaseAccount v0.8's call functions. */
export const ACCOUNT_CALL_ABI = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch(Call[] calls)',
])

/** One call the account would make. */
export interface AccountCall {
  /** Checksummed. */
  target: Address
  value: bigint
  data: Hex
  /**
   * The first 4 bytes of `data` (lower case; all of it when shorter, which reaches the callee's
   * fallback), or undefined for a call without data (a plain transfer).
   */
  selector: Hex | undefined
}

/** The calls in `callData`, or undefined when it is not `execute` or `executeBatch` (or does not decode). */
export function decodeAccountCalls(callData: Hex): AccountCall[] | undefined {
  let decoded: ReturnType<typeof decodeFunctionData<typeof ACCOUNT_CALL_ABI>>
  try {
    decoded = decodeFunctionData({ abi: ACCOUNT_CALL_ABI, data: callData })
  } catch {
    return undefined
  }
  const calls =
    decoded.functionName === 'execute'
      ? [{ target: decoded.args[0], value: decoded.args[1], data: decoded.args[2] }]
      : decoded.args[0]
  return calls.map(({ target, value, data }) => ({
    target: getAddress(target),
    value,
    data,
    selector: data === '0x' ? undefined : (slice(data, 0, Math.min(4, size(data))).toLowerCase() as Hex),
  }))
}
