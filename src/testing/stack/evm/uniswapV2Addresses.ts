/**
 * Where the stack's Uniswap V2 lives, as data (no artifacts imported here, so the e2e suite and the
 * demo read it without loading the bytecode; ./uniswapV2.ts deploys it).
 */
import { getContractAddress, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_DEV_PRIVATE_KEYS } from '../../wallets/evm/anvilDevKeys.js'

/** Dev account 8 deploys Uniswap V2 and provides the pools' liquidity (it signs nothing else on chain). */
export const UNISWAP_DEPLOYER: Address = privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[8]!).address

/** The stack's Uniswap V2 addresses, the same on every anvil: CREATE from {@link UNISWAP_DEPLOYER} at nonces 0, 1, 2. */
export const UNISWAP_V2_ADDRESSES: { weth: Address; factory: Address; router: Address } = {
  weth: getContractAddress({ from: UNISWAP_DEPLOYER, nonce: 0n }),
  factory: getContractAddress({ from: UNISWAP_DEPLOYER, nonce: 1n }),
  router: getContractAddress({ from: UNISWAP_DEPLOYER, nonce: 2n }),
}

/** The seeded pools, in whole units: ETH/USDC 100 : 300,000; ETH/DEMO 100 : 300,000; USDC/DEMO 100,000 : 100,000. */
export const UNISWAP_SEED_LIQUIDITY = { ethPerPool: 100n, usdcPerEth: 3_000n, usdcDemo: 100_000n } as const
