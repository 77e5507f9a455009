import { Connection, PublicKey, type TransactionSignature } from '@solana/web3.js'
import { createPublicClient, createTestClient, defineChain, http, type Chain, type PublicClient, type TestClient } from 'viem'

/** One local chain with viem clients on it. */
export interface AnvilChain {
  chainId: number
  /** JSON-RPC URL, e.g. `http://127.0.0.1:18645`. */
  url: string
  chain: Chain
  /** anvil test actions (setBalance, mine, snapshot...); `cacheTime: 0` so reads are never stale. */
  test: TestClient<'anvil'>
  /** Reads (getBalance, waitForTransactionReceipt...), also with `cacheTime: 0`. */
  public: PublicClient
}

/** Anvil A (chain 31337, the wallet's first chain) and anvil B (31338). */
export interface AnvilChains {
  a: AnvilChain
  b: AnvilChain
}


/** The local Solana chain (src/testing/stack/solana), read and funded from Node. */
export interface SolanaChain {
  /** JSON-RPC URL, e.g. `http://127.0.0.1:18999`. */
  rpcUrl: string
  /** web3.js Connection, commitment 'confirmed'. */
  connection: Connection
  /** `requestAirdrop` of `lamports` to `pubkey` (base58), waited for until confirmed; returns its signature. */
  airdrop(pubkey: string, lamports: number): Promise<TransactionSignature>
  /**
   * Waits until `signature` is confirmed (polls getSignatureStatuses, no WebSocket needed).
   * @throws Error 'transaction <signature> failed: <err>' or '... not confirmed within <ms> ms'
   */
  confirm(signature: TransactionSignature, timeoutMs?: number): Promise<void>
}

export function solanaChain(rpcUrl: string): SolanaChain {
  const connection = new Connection(rpcUrl, 'confirmed')
  const confirm = async (signature: TransactionSignature, timeoutMs = 10_000): Promise<void> => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const { value } = await connection.getSignatureStatuses([signature])
      const status = value[0]
      if (status?.err) throw new Error(`transaction ${signature} failed: ${JSON.stringify(status.err)}`)
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
      if (Date.now() > deadline) throw new Error(`transaction ${signature} not confirmed within ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    rpcUrl,
    connection,
    confirm,
    airdrop: async (pubkey, lamports) => {
      const signature = await connection.requestAirdrop(new PublicKey(pubkey), lamports)
      await confirm(signature)
      return signature
    },
  }
}

export function anvilChain(config: { name: string; chainId: number; rpcUrl: string }): AnvilChain {
  const chain = defineChain({
    id: config.chainId,
    name: config.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [config.rpcUrl] } },
  })
  return {
    chainId: config.chainId,
    url: config.rpcUrl,
    chain,
    test: createTestClient({ mode: 'anvil', chain, transport: http(config.rpcUrl), cacheTime: 0 }),
    public: createPublicClient({ chain, transport: http(config.rpcUrl), cacheTime: 0 }),
  }
}
