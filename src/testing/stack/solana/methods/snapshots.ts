/**
 * Test methods of the local chain (not Solana RPC methods), as anvil's evm_snapshot / evm_revert:
 * `localnet_snapshot` → an id ('0x1', '0x2', ...); `localnet_revert` [id] → true after putting the
 * chain back to that snapshot (which, like every later one, is then used up), false for an unknown id.
 */
import type { SolanaChain } from '../chain.js'
import type { RpcMethod } from '../jsonRpc.js'
import { revertToSnapshot, takeSnapshot, type ChainSnapshot } from '../snapshots.js'
import { stringParam } from './params.js'

export function snapshotMethods(chain: SolanaChain): Record<string, RpcMethod> {
  const snapshots: { id: string; snapshot: ChainSnapshot }[] = []
  let next = 1
  return {
    localnet_snapshot: () => {
      const id = `0x${(next++).toString(16)}`
      snapshots.push({ id, snapshot: takeSnapshot(chain) })
      return id
    },
    localnet_revert: (params) => {
      const id = stringParam(params, 0, 'snapshot id')
      const index = snapshots.findIndex((entry) => entry.id === id)
      if (index < 0) return false
      revertToSnapshot(chain, snapshots[index]!.snapshot)
      snapshots.splice(index)
      return true
    },
  }
}
