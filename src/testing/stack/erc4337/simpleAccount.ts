/**
 * eth-infinitism's SimpleAccount v0.8 as a viem smart account (viem ships helpers for Coinbase, Solady
 * and Simple7702 accounts, not for SimpleAccount): an ERC-1967 proxy created by SimpleAccountFactory
 * v0.8, owned by one key, which signs the v0.8 UserOperation hash (EIP-712) directly.
 */
import { encodeFunctionData, parseAbi, type Address, type LocalAccount } from 'viem'
import {
  entryPoint08Abi,
  getUserOperationTypedData,
  toSmartAccount,
  type SmartAccount,
  type SmartAccountImplementation,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { ERC4337_ADDRESSES } from './erc4337Addresses.js'

/** SimpleAccountFactory v0.8's functions used here. */
export const SIMPLE_ACCOUNT_FACTORY_ABI = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/** SimpleAccount v0.8's call functions (BaseAccount's `execute` and `executeBatch`). */
export const SIMPLE_ACCOUNT_ABI = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch(Call[] calls)',
])

/** Parameters of {@link toSimpleAccount}. */
export interface ToSimpleAccountParameters {
  /** A client on the chain (it reads the factory's `getAddress` and the EntryPoint's nonce). */
  client: SimpleAccountImplementation['client']
  /** The owner's key, which signs UserOperations. */
  owner: LocalAccount
  /** The factory salt (one owner can have many accounts); default 0. */
  salt?: bigint
  /** The factory; default the stack's canonical SimpleAccountFactory v0.8. */
  factory?: Address
}

/** What {@link toSimpleAccount} hands viem's `toSmartAccount`: an EntryPoint v0.8 account, not EIP-7702. */
export type SimpleAccountImplementation = SmartAccountImplementation<typeof entryPoint08Abi, '0.8', object, false>

/** The smart account {@link toSimpleAccount} returns. */
export type SimpleAccount = SmartAccount<SimpleAccountImplementation>

/**
 * A SimpleAccount v0.8 for `owner`: its counterfactual address comes from the factory's `getAddress`,
 * its first UserOperation deploys it (factory `createAccount(owner, salt)`), one call is `execute`,
 * several are `executeBatch`, and it signs the EIP-712 UserOperation typed data (what v0.8's
 * SimpleAccount recovers the owner from).
 */
export async function toSimpleAccount({
  client,
  owner,
  salt = 0n,
  factory = ERC4337_ADDRESSES.simpleAccountFactory,
}: ToSimpleAccountParameters): Promise<SimpleAccount> {
  const entryPoint = { abi: entryPoint08Abi, address: ERC4337_ADDRESSES.entryPoint, version: '0.8' } as const
  const address = await readContract(client, {
    address: factory,
    abi: SIMPLE_ACCOUNT_FACTORY_ABI,
    functionName: 'getAddress',
    args: [owner.address, salt],
  })
  const implementation: SimpleAccountImplementation = {
    client,
    entryPoint,
    async getAddress() {
      return address
    },
    async encodeCalls(calls) {
      if (calls.length === 1) {
        const [call] = calls as [(typeof calls)[number]]
        return encodeFunctionData({
          abi: SIMPLE_ACCOUNT_ABI,
          functionName: 'execute',
          args: [call.to, call.value ?? 0n, call.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: SIMPLE_ACCOUNT_ABI,
        functionName: 'executeBatch',
        args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
      })
    },
    async getFactoryArgs() {
      const factoryData = encodeFunctionData({
        abi: SIMPLE_ACCOUNT_FACTORY_ABI,
        functionName: 'createAccount',
        args: [owner.address, salt],
      })
      return { factory, factoryData }
    },
    async getStubSignature() {
      // A well-formed 65-byte ECDSA signature for gas estimation (recovers to no owner).
      return '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'
    },
    // SimpleAccount v0.8 implements no ERC-1271 `isValidSignature`: these are the owner's own
    // signatures, which a verifier can check only against the owner's address.
    async signMessage({ message }) {
      return owner.signMessage({ message })
    },
    async signTypedData(typedData) {
      return owner.signTypedData(typedData as Parameters<LocalAccount['signTypedData']>[0])
    },
    async signUserOperation(parameters) {
      const { chainId = client.chain?.id, ...userOperation } = parameters
      if (chainId === undefined) throw new Error('simple account: the client has no chain; pass chainId')
      const typedData = getUserOperationTypedData({
        chainId,
        entryPointAddress: entryPoint.address,
        userOperation: { ...userOperation, sender: address },
      })
      return owner.signTypedData(typedData)
    },
  }
  return toSmartAccount(implementation)
}
