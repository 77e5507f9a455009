/**
 * The embedded wallet's smart account, as data both sides read: the embedded EOA itself, delegated
 * (EIP-7702) to eth-infinitism's Simple7702Account v0.8 and driven through EntryPoint v0.8
 * (ERC-4337). Why a delegation of the EOA and not a separate account it owns:
 * docs/contributing/architecture.md, "The embedded smart account".
 */

/** EntryPoint v0.8's canonical address (ERC-4337; viem's `entryPoint08Address`). */
export const ENTRY_POINT_V08 = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

/**
 * Simple7702Account v0.8's canonical address: the only code the signer frame will delegate the
 * embedded EOA to (EIP-7702 authorization), and what makes it a smart account.
 */
export const SIMPLE_7702_ACCOUNT_V08 = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'

/** The code of an EOA delegated to {@link SIMPLE_7702_ACCOUNT_V08}: EIP-7702's delegation indicator `0xef0100 || address`. */
export const SIMPLE_7702_DELEGATION_CODE = `0xef0100${SIMPLE_7702_ACCOUNT_V08.slice(2).toLowerCase()}`
