import type { RunningSolanaRpc, SolanaRpcOptions } from './solana/server.js'

/** The running Solana RPC, as the stack keeps it. */
export type RunningSolanaService = RunningSolanaRpc

/** The error when litesvm (an optional peer of `wallet-modal/testing`) is missing. */
export const LITESVM_MISSING =
  'solana: litesvm is not installed. Install it next to wallet-modal (npm install --save-dev litesvm@1.5.0), or start the stack with { solana: false }'

/**
 * Starts the Solana JSON-RPC over LiteSVM (./solana/server.ts), loaded only now: litesvm is a
 * native package a host installs only when it wants Solana.
 * @throws Error {@link LITESVM_MISSING} when litesvm (or @solana/kit) cannot be loaded; the server's
 *   own errors ('solana rpc: port … is already in use').
 */
export async function startSolanaService(options: SolanaRpcOptions): Promise<RunningSolanaService> {
  let server: typeof import('./solana/server.js')
  try {
    server = await import('./solana/server.js')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND')
      throw new Error(LITESVM_MISSING, { cause: error })
    throw error
  }
  return server.startSolanaRpc(options)
}
