/**
 * The embedded wallet's smart account for viem: the embedded EOA itself, delegated (EIP-7702) to
 * Simple7702Account v0.8 and driven through EntryPoint v0.8; its key stays in the signer frame.
 * Design: docs/contributing/architecture.md, "The embedded smart account". Loaded only when a smart
 * account is used (the entry never imports it).
 */
import { type Address, encodeFunctionData, type Hex, parseAbi } from 'viem'
import {
  entryPoint08Abi,
  type SmartAccount,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { getCode } from 'viem/actions'
import {
  ENTRY_POINT_V08,
  SIMPLE_7702_ACCOUNT_V08,
  SIMPLE_7702_DELEGATION_CODE,
} from '../../../core/embedded/smartAccount.js'

/** Simple7702Account v0.8's call functions (BaseAccount's `execute` and `executeBatch`). */
const ACCOUNT_ABI = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch(Call[] calls)',
])

/**
 * A well-formed 65-byte ECDSA signature for gas estimation: it recovers to no owner, so validation
 * fails without reverting, and its length makes preVerificationGas right.
 */
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/** What {@link toEmbeddedSmartAccount} hands viem's `toSmartAccount`: an EntryPoint v0.8 account that is an EIP-7702 delegation. */
type Implementation = SmartAccountImplementation<typeof entryPoint08Abi, '0.8', object, true>

/** The viem smart account {@link toEmbeddedSmartAccount} returns. */
export type EmbeddedSmartAccount = SmartAccount<Implementation>

/**
 * The embedded EOA as a viem smart account: its address is the EOA's; a UserOperation's first
 * carries the EIP-7702 delegation to Simple7702Account v0.8 (viem prepares it with a stub signature,
 * the frame signs the real one with the operation); one call is `execute`, several `executeBatch`
 * (atomic: all or none). viem never signs through it: the frame signs the prepared operation
 * (see walletCalls.ts), so its signing methods refuse.
 * @throws Error 'The signer frame signs smart-account operations' from every sign method
 */
export function toEmbeddedSmartAccount(
  client: Implementation['client'],
  owner: Address,
): Promise<EmbeddedSmartAccount> {
  const frameOnly = async (): Promise<Hex> => {
    throw new Error('The signer frame signs smart-account operations')
  }
  const implementation: Implementation = {
    client,
    entryPoint: { abi: entryPoint08Abi, address: ENTRY_POINT_V08, version: '0.8' },
    // viem reads the address (for the authorization's nonce) and the delegate; it never signs with it.
    authorization: { account: { address: owner, type: 'json-rpc' } as never, address: SIMPLE_7702_ACCOUNT_V08 },
    async getAddress() {
      return owner
    },
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only)
        return encodeFunctionData({
          abi: ACCOUNT_ABI,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        })
      return encodeFunctionData({
        abi: ACCOUNT_ABI,
        functionName: 'executeBatch',
        args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
      })
    },
    async getFactoryArgs() {
      return { factory: '0x7702', factoryData: '0x' }
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    signMessage: frameOnly,
    signTypedData: frameOnly,
    signUserOperation: frameOnly,
  }
  return toSmartAccount(implementation)
}

/**
 * Is the EOA a smart account on this chain (the spec's `smartAccountDeployed`): its code is the
 * EIP-7702 delegation indicator to Simple7702Account v0.8, not merely any code.
 */
export async function isSmartAccountDeployed(client: Implementation['client'], address: Address): Promise<boolean> {
  const code = await getCode(client, { address })
  return code?.toLowerCase() === SIMPLE_7702_DELEGATION_CODE
}
