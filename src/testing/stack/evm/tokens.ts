/**
 * The ERC-20 tokens the stack deploys on every anvil, as data. No solc and no node: imports here:
 * the demo server and e2e fixtures read this without compiling anything.
 */
import { getContractAddress, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_DEV_PRIVATE_KEYS } from '../../wallets/evm/anvilDevKeys.js'

/** A token as `window.DEMO_CONFIG.tokens` lists it. */
export interface DemoEvmToken {
  /** Checksummed contract address. */
  address: Address
  name: string
  symbol: string
  decimals: number
}

/** Canonical Multicall3 address (same on every chain); the stack installs its own there with `anvil_setCode`. */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** Where the local ENS Universal Resolver stand-in (contracts/DemoUniversalResolver.sol) is installed. */
export const DEMO_ENS_RESOLVER_ADDRESS: Address = '0x00000000000000000000000000000000000e5e00'

/** ENS names the local chains resolve: demo.eth → dev account 1. */
export const DEMO_ENS_NAMES: Readonly<Record<string, Address>> = {
  'demo.eth': '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
}

/**
 * Dev account 9 deploys the tokens; the Demo Wallet defaults to account 0 and the history uses 0–3,
 * so its nonce is untouched until the deploys and the addresses never move.
 */
export const DEMO_TOKEN_DEPLOYER_INDEX = 9

/** Address of dev account {@link DEMO_TOKEN_DEPLOYER_INDEX}: 0xa0Ee7A142d267C1f36714E4a8F75612F20a79720. */
export const DEMO_TOKEN_DEPLOYER: Address = privateKeyToAccount(
  ANVIL_DEV_PRIVATE_KEYS[DEMO_TOKEN_DEPLOYER_INDEX]!,
).address

/** A token to deploy: the deployer's nonce for its deploy transaction and the supply it mints to the deployer. */
export interface DemoEvmTokenSpec {
  name: string
  symbol: 'USDC' | 'DEMO'
  decimals: number
  deployNonce: number
  /** Whole tokens (not base units) minted to {@link DEMO_TOKEN_DEPLOYER}. */
  supply: bigint
}

/** The tokens, in deploy order: USDC-like (6 decimals) at nonce 0, DEMO (18 decimals) at nonce 1. */
export const DEMO_EVM_TOKEN_SPECS: readonly DemoEvmTokenSpec[] = [
  { name: 'USD Coin (local)', symbol: 'USDC', decimals: 6, deployNonce: 0, supply: 1_000_000n },
  { name: 'Demo Token', symbol: 'DEMO', decimals: 18, deployNonce: 1, supply: 1_000_000n },
]

/** Dev accounts 0–3 each receive this many whole tokens right after the deploys. */
export const DEMO_EVM_FUNDING: { accounts: readonly number[]; amounts: Record<DemoEvmTokenSpec['symbol'], bigint> } = {
  accounts: [0, 1, 2, 3],
  amounts: { USDC: 10_000n, DEMO: 1_000n },
}

/** Where a spec's contract lands: CREATE from {@link DEMO_TOKEN_DEPLOYER} at its nonce. */
export function demoEvmTokenAddress(spec: Pick<DemoEvmTokenSpec, 'deployNonce'>): Address {
  return getContractAddress({ from: DEMO_TOKEN_DEPLOYER, nonce: BigInt(spec.deployNonce) })
}

/**
 * The tokens on chain `chainId`, USDC first: on a stack chain, USDC at
 * 0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35 and DEMO at 0xA15BB66138824a1c7167f5E85b957d04Dd34E468
 * (also on 31338: the addresses depend only on the deployer and its nonce, so every chain the
 * stack seeds has the same list; `chainId` is here so callers never assume that).
 */
export function demoEvmTokens(chainId: number): DemoEvmToken[] {
  void chainId
  return DEMO_EVM_TOKEN_SPECS.map((spec) => ({
    address: demoEvmTokenAddress(spec),
    name: spec.name,
    symbol: spec.symbol,
    decimals: spec.decimals,
  }))
}
