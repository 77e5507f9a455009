/**
 * Where the stack's ERC-4337 contracts live, as data (no artifacts imported here, so the e2e suite and
 * the demo read it without loading the bytecode; ./deployErc4337.ts deploys them).
 *
 * The addresses are the canonical ones of eth-infinitism's v0.8 release, reproduced here from the
 * `@account-abstraction/contracts` 0.8.0 artifacts: CREATE2 through the deterministic deployer with
 * the salts the release used (the EntryPoint's mined salt; zero for the factory and Simple7702Account).
 */
import type { Address, Hex } from 'viem'

/** The deterministic CREATE2 deployer (Arachnid's), which anvil has in its genesis. */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** The CREATE2 salts of the canonical v0.8 deployment. */
export const ERC4337_SALTS: { entryPoint: Hex; simpleAccountFactory: Hex; simple7702Account: Hex } = {
  entryPoint: '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9',
  simpleAccountFactory: `0x${'00'.repeat(32)}`,
  simple7702Account: `0x${'00'.repeat(32)}`,
}

/** The v0.8 contracts on every anvil of the stack, at their canonical addresses. */
export const ERC4337_ADDRESSES: {
  /** EntryPoint v0.8 (viem's `entryPoint08Address`). */
  entryPoint: Address
  /** SimpleAccountFactory v0.8 (`createAccount(owner, salt)`, `getAddress(owner, salt)`); its constructor takes the EntryPoint. */
  simpleAccountFactory: Address
  /** The SimpleAccount implementation the factory deployed in its constructor (its first CREATE); accounts are ERC-1967 proxies to it. */
  simpleAccountImplementation: Address
  /** Simple7702Account v0.8, the EIP-7702 delegate (viem's `toSimple7702SmartAccount` default). */
  simple7702Account: Address
} = {
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  simpleAccountFactory: '0x13E9ed32155810FDbd067D4522C492D6f68E5944',
  simpleAccountImplementation: '0x28426d752372D68d34340bd94390950DcE3C9ec3',
  simple7702Account: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
}

/**
 * Sends the stack's ERC-4337 deployment transactions (impersonated on anvil, funded there): not an
 * anvil dev account, so the dev accounts' nonces, balances and histories stay as seeded.
 */
export const ERC4337_DEPLOYER: Address = '0x0000000000000000000000000000000000004337'
