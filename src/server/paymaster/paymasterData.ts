/**
 * What the verifying paymaster contract (src/testing/stack/evm/contracts/VerifyingPaymaster.sol)
 * reads from `paymasterAndData`: after the paymaster and its two gas limits, `paymasterData` =
 * abi.encode(uint48 validUntil, uint48 validAfter) ‖ a 65-byte EIP-191 signature of
 * {@link paymasterHash}. The same hash as the contract's `getHash`, computed off chain.
 */
import {
  concat,
  encodeAbiParameters,
  keccak256,
  numberToHex,
  pad,
  type Address,
  type Hex,
  type LocalAccount,
} from 'viem'
import type { PaymasterUserOperation } from './userOperation.js'

/** The paymaster's two gas limits and where it is. */
export interface PaymasterFields {
  /** The verifying paymaster contract. */
  paymaster: Address
  /** Gas for `validatePaymasterUserOp`. */
  paymasterVerificationGasLimit: bigint
  /** Gas for `postOp` (0: this paymaster has none). */
  paymasterPostOpGasLimit: bigint
}

/** When a sponsorship holds, in seconds since the epoch (the EntryPoint checks it against the block's time). */
export interface ValidityWindow {
  /** The last second it holds; 0 for no end. */
  validUntil: number
  /** The first second it holds. */
  validAfter: number
}

/**
 * A 65-byte signature of the right shape (s below n/2, v = 28) that recovers to no signer: the
 * stub's, so a bundler estimates gas over the same bytes and the same ecrecover as the real one.
 */
export const STUB_PAYMASTER_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

const WINDOW = [{ type: 'uint48' }, { type: 'uint48' }] as const

/** The operation's `initCode` as the EntryPoint passes it to the paymaster: factory ‖ factoryData (the 2-byte marker 0x7702 for an EIP-7702 sender), or empty when it deploys nothing. */
export function initCodeOf(op: Pick<PaymasterUserOperation, 'factory' | 'factoryData'>): Hex {
  return op.factory ? concat([op.factory, op.factoryData ?? '0x']) : '0x'
}

/** Two 128-bit numbers in one 32-byte word, high then low (the packed UserOperation's layout). */
function packUints(high: bigint, low: bigint): Hex {
  return concat([pad(numberToHex(high), { size: 16 }), pad(numberToHex(low), { size: 16 })])
}

/**
 * The hash the verifying signer signs, equal to the contract's `getHash(userOp, validUntil,
 * validAfter)`: keccak256 of abi.encode(sender, nonce, keccak256(initCode), keccak256(callData),
 * accountGasLimits, paymasterGasLimits, preVerificationGas, gasFees, chainId, paymaster,
 * validUntil, validAfter).
 */
export function paymasterHash(
  op: PaymasterUserOperation,
  fields: PaymasterFields,
  chainId: number,
  window: ValidityWindow,
): Hex {
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        op.sender,
        op.nonce,
        keccak256(initCodeOf(op)),
        keccak256(op.callData),
        packUints(op.verificationGasLimit, op.callGasLimit),
        packUints(fields.paymasterVerificationGasLimit, fields.paymasterPostOpGasLimit),
        op.preVerificationGas,
        packUints(op.maxPriorityFeePerGas, op.maxFeePerGas),
        BigInt(chainId),
        fields.paymaster,
        window.validUntil,
        window.validAfter,
      ],
    ),
  )
}

/** The stub `paymasterData` for gas estimation: a zero window and {@link STUB_PAYMASTER_SIGNATURE} (the real one's length). */
export function stubPaymasterData(): Hex {
  return concat([encodeAbiParameters(WINDOW, [0, 0]), STUB_PAYMASTER_SIGNATURE])
}

/** The signed `paymasterData`: `window` and `signer`'s EIP-191 signature of {@link paymasterHash}. */
export async function signedPaymasterData(
  signer: LocalAccount,
  op: PaymasterUserOperation,
  fields: PaymasterFields,
  chainId: number,
  window: ValidityWindow,
): Promise<Hex> {
  const signature = await signer.signMessage({ message: { raw: paymasterHash(op, fields, chainId, window) } })
  return concat([encodeAbiParameters(WINDOW, [window.validUntil, window.validAfter]), signature])
}
