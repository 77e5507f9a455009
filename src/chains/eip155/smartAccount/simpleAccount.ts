/**
 * The embedded wallet's smart account for viem: a SimpleAccount v0.8 (eth-infinitism) owned by the
 * embedded EOA, whose key stays in the signer frame. Design: docs/contributing/architecture.md, "The
 * embedded smart account". Loaded only when a smart account is used (the entry never imports it).
 */
import { encodeFunctionData, parseAbi, type Address, type Hex } from 'viem'
import {
  entryPoint08Abi,
  type SmartAccount,
  type SmartAccountImplementation,
  toSmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { ENTRY_POINT_V08, SIMPLE_ACCOUNT_FACTORY_V08 } from '../../../core/embedded/smartAccount.js'

/** SimpleAccountFactory v0.8's functions used here. */
const FACTORY_ABI = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
/** SimpleAccount v0.8's call functions (BaseAccount's `execute` and `executeBatch`). */
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

/** What {@link toEmbeddedSmartAccount} hands viem's `toSmartAccount`: an EntryPoint v0.8 account, not EIP-7702. */
type Implementation = SmartAccountImplementation<typeof entryPoint08Abi, '0.8', object, false>

/** The SimpleAccount v0.8 viem account {@link toEmbeddedSmartAccount} returns. */
export type EmbeddedSmartAccount = SmartAccount<Implementation>

/** What {@link toEmbeddedSmartAccount} needs. */
export interface EmbeddedSmartAccountParameters {
  /** A client on the account's chain (reads the factory's `getAddress` and the EntryPoint's nonce). */
  client: Implementation['client']
  /** The embedded EOA that owns the account. */
  owner: Address
  /**
   * Has the signer frame sign an unsigned UserOperation v0.8 (its `sender` is the account): the frame
   * shows every call and signs the EIP-712 hash it computes itself. Resolves the 65-byte signature.
   */
  signUserOperation(userOperation: UserOperation<'0.8'>, chainId: number): Promise<Hex>
}

/**
 * The owner's SimpleAccount v0.8 (salt 0): its address is the factory's counterfactual one; its first
 * UserOperation creates it (`createAccount(owner, 0)`), one call is `execute`, several are
 * `executeBatch` (atomic: all or none). It signs only UserOperations; messages and typed data are
 * the owner's to sign (SimpleAccount v0.8 has no ERC-1271).
 * @throws Error 'A smart account signs only UserOperations' from signMessage / signTypedData
 */
export async function toEmbeddedSmartAccount({
  client,
  owner,
  signUserOperation,
}: EmbeddedSmartAccountParameters): Promise<EmbeddedSmartAccount> {
  const address = await readContract(client, {
    address: SIMPLE_ACCOUNT_FACTORY_V08,
    abi: FACTORY_ABI,
    functionName: 'getAddress',
    args: [owner, 0n],
  })
  const notHere = async (): Promise<Hex> => {
    throw new Error('A smart account signs only UserOperations')
  }
  const implementation: Implementation = {
    client,
    entryPoint: { abi: entryPoint08Abi, address: ENTRY_POINT_V08, version: '0.8' },
    async getAddress() {
      return address
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
      return {
        factory: SIMPLE_ACCOUNT_FACTORY_V08,
        factoryData: encodeFunctionData({ abi: FACTORY_ABI, functionName: 'createAccount', args: [owner, 0n] }),
      }
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    signMessage: notHere,
    signTypedData: notHere,
    async signUserOperation({ chainId = client.chain?.id, ...userOperation }) {
      if (chainId === undefined) throw new Error('The smart account needs a chain id')
      return signUserOperation({ ...userOperation, sender: address } as UserOperation<'0.8'>, chainId)
    },
  }
  return toSmartAccount(implementation)
}
