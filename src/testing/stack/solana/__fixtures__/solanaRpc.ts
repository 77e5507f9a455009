/** The local Solana RPC for a test file (tests only: a fixture). */
import { Connection } from '@solana/web3.js'
import { afterAll, beforeAll } from 'vitest'
import { startSolanaRpc, type RunningSolanaRpc } from '../server.js'

/** The running local RPC of a test file and a web3.js connection to it ('confirmed'). */
export interface SolanaRpcForFile {
  readonly rpc: RunningSolanaRpc
  readonly connection: Connection
}

/**
 * Starts the local Solana RPC (on a free port) before the calling file's tests and stops it after
 * them; the answer's fields are the running RPC and a connection to it.
 */
export function solanaRpcForFile(): SolanaRpcForFile {
  let running: SolanaRpcForFile | undefined
  beforeAll(async () => {
    const rpc = await startSolanaRpc({ port: 0 })
    running = { rpc, connection: new Connection(rpc.url, 'confirmed') }
  })
  afterAll(() => running?.rpc.stop())
  const current = () => {
    if (!running)
      throw new Error('the local Solana RPC is not running: call solanaRpcForFile() at the top of the test file')
    return running
  }
  return {
    get rpc() {
      return current().rpc
    },
    get connection() {
      return current().connection
    },
  }
}
