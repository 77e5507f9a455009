/** One anvil of the stack, started in the past and seeded with the demo's tokens and history. */
import { startAnvil, type RunningAnvil, type StartAnvilOptions } from '../anvil.js'
import type { CompiledContracts } from './contractTypes.js'
import { DEMO_EVM_GENESIS_TIME } from './seedHistory.js'
import { seedDemoEvmChain, type SeededDemoEvmChain } from './seedEvmChain.js'

/** A running, seeded anvil. */
export interface RunningDemoEvmChain extends RunningAnvil {
  seeded: SeededDemoEvmChain
}

/**
 * Starts anvil with its genesis at `DEMO_EVM_GENESIS_TIME` (2025-01-10), then seeds it with
 * {@link seedDemoEvmChain} (the committed contracts unless `contracts` is given). If seeding fails,
 * stops this anvil and rethrows.
 * @throws Error from `startAnvil` (port taken, no anvil...) or 'seed: ...'
 */
export async function startDemoEvmChain(
  options: Omit<StartAnvilOptions, 'timestamp'> & { contracts?: CompiledContracts },
): Promise<RunningDemoEvmChain> {
  const { contracts, ...anvilOptions } = options
  const anvil = await startAnvil({ ...anvilOptions, timestamp: DEMO_EVM_GENESIS_TIME })
  try {
    const seeded = await seedDemoEvmChain({ rpcUrl: anvil.url, chainId: anvil.chainId, ...(contracts ? { contracts } : {}) })
    return { ...anvil, seeded }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
