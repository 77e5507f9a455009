/** One anvil of the stack, started in the past and seeded with the demo's tokens and history. */
import { startAnvil, type RunningAnvil, type StartAnvilOptions } from '../anvil.js'
import type { CompiledContracts } from './compile.js'
import { DEMO_EVM_GENESIS_TIME } from './demo-evm-history.js'
import { seedDemoEvmChain, type SeededDemoEvmChain } from './seed-demo-evm-chain.js'

/** A running, seeded anvil. */
export interface RunningDemoEvmChain extends RunningAnvil {
  seeded: SeededDemoEvmChain
}

/**
 * Starts anvil with its genesis at `DEMO_EVM_GENESIS_TIME` (2025-01-10), then seeds it with
 * {@link seedDemoEvmChain}; `contracts` may still be compiling (the stack starts both anvils
 * meanwhile). If seeding fails, stops this anvil and rethrows.
 * @throws Error from `startAnvil` (port taken, no anvil...), from compiling, or 'seed: ...'
 */
export async function startDemoEvmChain(
  options: Omit<StartAnvilOptions, 'timestamp'> & { contracts: Promise<CompiledContracts> | CompiledContracts },
): Promise<RunningDemoEvmChain> {
  const { contracts, ...anvilOptions } = options
  const anvil = await startAnvil({ ...anvilOptions, timestamp: DEMO_EVM_GENESIS_TIME })
  try {
    const seeded = await seedDemoEvmChain({ rpcUrl: anvil.url, chainId: anvil.chainId, contracts: await contracts })
    return { ...anvil, seeded }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
