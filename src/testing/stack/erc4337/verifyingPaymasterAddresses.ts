/**
 * The stack's verifying paymaster (contracts/VerifyingPaymaster.sol), as data: where it is on every
 * anvil and the public dev key its service signs with. No artifacts imported here (./deployErc4337.ts
 * deploys it, through the deterministic CREATE2 deployer with a zero salt, after EntryPoint v0.8).
 */
import { keccak256, stringToHex, type Address, type Hex } from 'viem'

/**
 * The verifying signer's private key on the local stack: a public dev key (keccak-256 of
 * 'wallet-modal local paymaster: verifying signer'), not an anvil dev account. Anyone can read it,
 * so it is for local chains only: an operator's real key comes from the environment
 * (`PAYMASTER_SIGNER_KEY`).
 */
export const DEV_PAYMASTER_SIGNER_KEY: Hex = keccak256(stringToHex('wallet-modal local paymaster: verifying signer'))

/** The verifying paymaster on every anvil of the stack. */
export const VERIFYING_PAYMASTER: {
  /** The contract (constructor: EntryPoint v0.8, the signer, the owner; CREATE2 salt 0). */
  address: Address
  /** The address of {@link DEV_PAYMASTER_SIGNER_KEY}: the contract's `verifyingSigner`, and its owner (who may withdraw the deposit). */
  signer: Address
  /** What the stack deposits for it on the EntryPoint, in wei (100 ETH): what it can sponsor. */
  deposit: bigint
} = {
  address: '0xBEEaddbbc075859170E773e02166C309B6A89384',
  signer: '0xe408c444E03FACAc9EAa18CBEa0A8F26aA84C14d',
  deposit: 100n * 10n ** 18n,
}
