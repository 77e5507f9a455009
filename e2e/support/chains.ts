import { Connection, PublicKey, type TransactionSignature } from '@solana/web3.js'
import {
  createPublicClient,
  createTestClient,
  defineChain,
  http,
  type Chain,
  type PublicClient,
  type TestClient,
} from 'viem'

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
  /** The local chain's `localnet_snapshot`: an id for {@link SolanaChain.revert}. */
  snapshot(): Promise<string>
  /**
   * The local chain's `localnet_revert`: accounts and the transaction log as at `snapshot` (used up).
   * @throws Error 'localnet_revert <id>: unknown snapshot'
   */
  revert(snapshot: string): Promise<void>
}

async function localnetCall(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message ?? JSON.stringify(body.error)}`)
  return body.result
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
    snapshot: async () => String(await localnetCall(rpcUrl, 'localnet_snapshot')),
    revert: async (snapshot) => {
      if ((await localnetCall(rpcUrl, 'localnet_revert', [snapshot])) !== true)
        throw new Error(`localnet_revert ${snapshot}: unknown snapshot`)
    },
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

/** The local Bitcoin regtest chain (src/testing/stack/bitcoin), read, funded and mined from Node through its Esplora API. */
export interface BitcoinChain {
  /** The Esplora-compatible API, e.g. `http://127.0.0.1:19080`. */
  esploraUrl: string
  /** Confirmed and pending (mempool, may be negative) sats of `address`, as the API reports them. */
  balance(address: string): Promise<{ confirmed: bigint; pending: bigint }>
  /** Unspent outputs of `address` (txid:vout), mempool ones included. */
  utxos(address: string): Promise<string[]>
  /** Mines `blocks` blocks (the first takes the mempool); resolves the new height. */
  mine(blocks?: number): Promise<number>
  /** Pays `sats` to `address` out of the faucet (unconfirmed until mined); resolves the txid. */
  faucet(address: string, sats: bigint): Promise<string>
  /** The chain's tip height. */
  height(): Promise<number>
}

export function bitcoinChain(esploraUrl: string): BitcoinChain {
  const get = async <T>(path: string) => {
    const response = await fetch(`${esploraUrl}${path}`)
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }
  const post = async <T>(path: string, body: unknown) => {
    const response = await fetch(`${esploraUrl}${path}`, { method: 'POST', body: JSON.stringify(body) })
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }
  type Stats = { funded_txo_sum: number; spent_txo_sum: number }
  return {
    esploraUrl,
    async balance(address) {
      const { chain_stats: chain, mempool_stats: mempool } = await get<{ chain_stats: Stats; mempool_stats: Stats }>(
        `/address/${address}`,
      )
      return {
        confirmed: BigInt(chain.funded_txo_sum - chain.spent_txo_sum),
        pending: BigInt(mempool.funded_txo_sum - mempool.spent_txo_sum),
      }
    },
    utxos: async (address) =>
      (await get<{ txid: string; vout: number }[]>(`/address/${address}/utxo`))
        .map((u) => `${u.txid}:${u.vout}`)
        .sort(),
    mine: async (blocks = 1) => (await post<{ height: number }>('/regtest/mine', { blocks })).height,
    faucet: async (address, sats) =>
      (await post<{ txid: string }>('/regtest/faucet', { address, sats: sats.toString() })).txid,
    height: () => get<number>('/blocks/tip/height'),
  }
}
