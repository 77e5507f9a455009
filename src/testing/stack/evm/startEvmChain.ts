/** One anvil of the stack, started in the past and seeded with the demo's tokens and history. */
import { startAnvil, type RunningAnvil, type StartAnvilOptions } from '../anvil.js'
import type { CompiledContracts } from './contractTypes.js'
import { DEMO_EVM_GENESIS_TIME } from './seedHistory.js'
import { seedDemoEvmChain, type SeededDemoEvmChain } from './seedEvmChain.js'
import { deployUniswapV2 } from './uniswapV2.js'

/** A running, seeded anvil. */
export interface RunningDemoEvmChain extends RunningAnvil {
  seeded: SeededDemoEvmChain
  /** How long deploying and seeding Uniswap V2 (./uniswapV2.ts) took, in ms. */
  uniswapMs: number
}

/**
 * Starts anvil with its genesis at `DEMO_EVM_GENESIS_TIME` (2025-01-10), then seeds it with
 * {@link seedDemoEvmChain} (the committed contracts unless `contracts` is given) and deploys Uniswap V2
 * with its pools ({@link deployUniswapV2}). If seeding fails,
 * stops this anvil and rethrows.
 * @throws Error from `startAnvil` (port taken, no anvil...), 'seed: ...' or 'uniswap: ...'
 */
export async function startDemoEvmChain(
  options: Omit<StartAnvilOptions, 'timestamp'> & { contracts?: CompiledContracts },
): Promise<RunningDemoEvmChain> {
  const { contracts, ...anvilOptions } = options
  const anvil = await startAnvil({ ...anvilOptions, timestamp: DEMO_EVM_GENESIS_TIME })
  try {
    const seeded = await seedDemoEvmChain({
      rpcUrl: anvil.url,
      chainId: anvil.chainId,
      ...(contracts ? { contracts } : {}),
    })
    const uniswapMs = await deployUniswapV2(anvil.url, anvil.chainId)
    return { ...anvil, seeded, uniswapMs }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
