/**
 * The UserOperation an ERC-7677 request carries (the first param of `pm_getPaymasterStubData` and
 * `pm_getPaymasterData`), in its EntryPoint v0.7/v0.8 JSON-RPC form, read through one valibot
 * schema into numbers the policy and the signature work on.
 */
import * as v from 'valibot'
import { getAddress, type Address, type Hex } from 'viem'

const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/))
const bytes = v.pipe(v.string(), v.regex(/^0x(?:[0-9a-fA-F]{2})*$/))
/** A JSON-RPC quantity, at most 32 bytes ('0x0', '0x5208'); viem sends these. */
const quantity = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,64}$/))

/**
 * The v0.7/v0.8 UserOperation fields of an ERC-7677 request. A v0.6 operation (`initCode`,
 * `paymasterAndData`) does not match: the paymaster serves EntryPoint v0.8 only. Gas fields may be
 * '0x0' (viem sends zeros to `pm_getPaymasterStubData` before estimating); unknown fields
 * (`signature`, `paymaster`, `eip7702Auth`…) are ignored.
 */
export const userOperationSchema = v.object({
  sender: address,
  nonce: quantity,
  // An EIP-7702 account's operation names the marker '0x7702' as its factory (ERC-4337 v0.8; viem and Alto send it so).
  factory: v.optional(v.union([address, v.literal('0x7702')])),
  factoryData: v.optional(bytes),
  callData: bytes,
  callGasLimit: v.optional(quantity, '0x0'),
  verificationGasLimit: v.optional(quantity, '0x0'),
  preVerificationGas: v.optional(quantity, '0x0'),
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
})

/** A UserOperation as the paymaster reads it: addresses checksummed, quantities as bigints. */
export interface PaymasterUserOperation {
  sender: Address
  nonce: bigint
  /**
   * The factory's address and call when the operation deploys the account, or EIP-7702's marker
   * '0x7702' when it delegates the sender; `initCode` is their concatenation.
   */
  factory?: Address | '0x7702'
  factoryData?: Hex
  callData: Hex
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}

/** The JSON form of a UserOperation that {@link userOperationSchema} accepts. */
export type RpcPaymasterUserOperation = v.InferOutput<typeof userOperationSchema>

/** {@link PaymasterUserOperation} of a request's operation (already checked by {@link userOperationSchema}). */
export function toPaymasterUserOperation(op: RpcPaymasterUserOperation): PaymasterUserOperation {
  return {
    sender: getAddress(op.sender),
    nonce: BigInt(op.nonce),
    ...(op.factory
      ? {
          factory: op.factory === '0x7702' ? op.factory : getAddress(op.factory),
          factoryData: (op.factoryData ?? '0x') as Hex,
        }
      : {}),
    callData: op.callData as Hex,
    callGasLimit: BigInt(op.callGasLimit),
    verificationGasLimit: BigInt(op.verificationGasLimit),
    preVerificationGas: BigInt(op.preVerificationGas),
    maxFeePerGas: BigInt(op.maxFeePerGas),
    maxPriorityFeePerGas: BigInt(op.maxPriorityFeePerGas),
  }
}
