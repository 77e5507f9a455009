/**
 * The embedded wallet's smart account, as data both sides read: an ERC-4337 SimpleAccount v0.8
 * (eth-infinitism) owned by the embedded EOA, created by the canonical SimpleAccountFactory v0.8
 * through EntryPoint v0.8. Why an owned account and not an EIP-7702 delegation of the EOA:
 * docs/contributing/architecture.md, "The embedded smart account".
 */

/** EntryPoint v0.8's canonical address (ERC-4337; viem's `entryPoint08Address`). */
export const ENTRY_POINT_V08 = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

/** SimpleAccountFactory v0.8's canonical address: `createAccount(owner, salt)` deploys the owner's account. */
export const SIMPLE_ACCOUNT_FACTORY_V08 = '0x13E9ed32155810FDbd067D4522C492D6f68E5944'
