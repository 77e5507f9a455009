/** Cluster and blockhash methods: getLatestBlockhash, getSlot, getBlockHeight, getGenesisHash, ... */
import type { SolanaChain } from '../chain.js'
import type { RpcMethod } from '../jsonRpc.js'
import { SOLANA_GENESIS_HASH } from '../constants.js'
import { stringParam } from './params.js'

/** Slots per epoch reported by getEpochInfo (mainnet's 432,000). */
const SLOTS_PER_EPOCH = 432_000

/** The methods, answering `{ context: { slot }, value }` where Solana's RPC does. */
export function clusterMethods(chain: SolanaChain): Record<string, RpcMethod> {
  const context = (): { slot: number; apiVersion: string } => ({ slot: chain.slot, apiVersion: '2.1.0' })
  let transactionCount = 0
  chain.on('transaction', () => (transactionCount += 1))
  return {
    getLatestBlockhash: () => ({ context: context(), value: chain.latestBlockhash() }),
    isBlockhashValid: (params) => ({
      context: context(),
      value: chain.isBlockhashValid(stringParam(params, 0, 'blockhash')),
    }),
    getSlot: () => chain.slot,
    getBlockHeight: () => chain.slot,
    getGenesisHash: () => SOLANA_GENESIS_HASH,
    getVersion: () => ({ 'solana-core': '2.1.0', 'feature-set': 0 }),
    getHealth: () => 'ok',
    getTransactionCount: () => transactionCount,
    getEpochInfo: () => ({
      absoluteSlot: chain.slot,
      blockHeight: chain.slot,
      epoch: Math.floor(chain.slot / SLOTS_PER_EPOCH),
      slotIndex: chain.slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount,
    }),
  }
}
