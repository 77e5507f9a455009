/**
 * How the ramp sandbox delivers what was bought, for real: an ERC-20 transfer (or ETH) signed by a
 * treasury dev key on an anvil, SOL sent by a treasury keypair on the local Solana RPC.
 */
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  isAddress,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** An EVM network the sandbox delivers on, and its tokens by symbol (ETH is native). */
export interface SandboxEvmNetwork {
  caipNetworkId: string
  name: string
  rpcUrl: string
  /** ERC-20 contracts by symbol, e.g. `{ USDC: '0x700b…' }`. */
  tokens: Record<string, Address>
}

/** The local Solana network (SOL only). */
export interface SandboxSolanaNetwork {
  caipNetworkId: string
  name: string
  rpcUrl: string
}

/** One delivery: `units` of `symbol` (base units) to `to` on `network` (CAIP-2). */
export interface DeliveryOrder {
  network: string
  symbol: string
  to: string
  units: bigint
}

/** Options of {@link createSandboxDelivery}. */
export interface SandboxDeliveryOptions {
  evm: readonly SandboxEvmNetwork[]
  solana?: SandboxSolanaNetwork
  /** The EVM treasury's private key (it must hold the tokens and ETH it sells). */
  evmTreasuryKey: Hex
  /** The Solana treasury; funded with the RPC's `requestAirdrop` when it runs low. */
  solanaTreasury?: Keypair
}

/** Delivers orders one at a time per network; resolves with the transaction hash (EVM) or signature (Solana). */
export interface SandboxDelivery {
  /** @throws Error 'ramp sandbox: cannot deliver <symbol> on <network>', 'ramp sandbox: bad address <to>', 'ramp sandbox: delivery <hash> failed' */
  deliver(order: DeliveryOrder): Promise<string>
  /** Whether `symbol` can be delivered on `network`. */
  sells(network: string, symbol: string): boolean
  /** Whether `address` is an address of `network`'s kind. */
  isAddressOf(network: string, address: string): boolean
  /** The symbol of the token at `address` on `network` (EVM, case-insensitive), if the sandbox has it. */
  tokenSymbol(network: string, address: string): string | undefined
}

/** The Solana treasury's fixed keypair (a public test key). */
export const SANDBOX_SOLANA_TREASURY: Keypair = Keypair.fromSeed(
  new TextEncoder().encode('wallet-modal ramp sandbox sol'.padEnd(32, '\0')),
)

/** Creates the deliverer (see {@link SandboxDelivery}). */
export function createSandboxDelivery(options: SandboxDeliveryOptions): SandboxDelivery {
  const account = privateKeyToAccount(options.evmTreasuryKey)
  const treasury = options.solanaTreasury ?? SANDBOX_SOLANA_TREASURY
  const queues = new Map<string, Promise<unknown>>()
  // One order at a time per network: the treasury's nonce (or balance check) is read fresh each time.
  const serial = <T>(network: string, job: () => Promise<T>): Promise<T> => {
    const run = (queues.get(network) ?? Promise.resolve()).catch(() => undefined).then(job)
    queues.set(network, run)
    return run
  }

  async function deliverEvm(network: SandboxEvmNetwork, order: DeliveryOrder): Promise<string> {
    if (!isAddress(order.to)) throw new Error(`ramp sandbox: bad address ${order.to}`)
    const chain = defineChain({
      id: Number(network.caipNetworkId.split(':')[1]),
      name: network.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [network.rpcUrl] } },
    })
    const wallet = createWalletClient({ account, chain, transport: http(network.rpcUrl) })
    const reader = createPublicClient({ chain, transport: http(network.rpcUrl), cacheTime: 0, pollingInterval: 50 })
    const token = network.tokens[order.symbol]
    const hash =
      order.symbol === 'ETH'
        ? await wallet.sendTransaction({ to: order.to, value: order.units })
        : await wallet.sendTransaction({
            to: token!,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [order.to, order.units] }),
          })
    const receipt = await reader.waitForTransactionReceipt({ hash, timeout: 30_000 })
    if (receipt.status !== 'success') throw new Error(`ramp sandbox: delivery ${hash} failed`)
    return hash
  }

  async function deliverSol(network: SandboxSolanaNetwork, order: DeliveryOrder): Promise<string> {
    let to: PublicKey
    try {
      to = new PublicKey(order.to)
    } catch {
      throw new Error(`ramp sandbox: bad address ${order.to}`)
    }
    const connection = new Connection(network.rpcUrl, 'confirmed')
    const needed = Number(order.units) + 0.01 * LAMPORTS_PER_SOL
    if ((await connection.getBalance(treasury.publicKey)) < needed)
      await connection.requestAirdrop(treasury.publicKey, Math.max(needed, 1000 * LAMPORTS_PER_SOL))
    const { blockhash } = await connection.getLatestBlockhash()
    const tx = new Transaction({ feePayer: treasury.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: treasury.publicKey, toPubkey: to, lamports: order.units }),
    )
    tx.sign(treasury)
    const signature = await connection.sendRawTransaction(tx.serialize())
    // The local RPC executes on send; its status is final at once.
    const { value } = await connection.getSignatureStatus(signature)
    if (!value || value.err) throw new Error(`ramp sandbox: delivery ${signature} failed`)
    return signature
  }

  const evmNetwork = (network: string) => options.evm.find((n) => n.caipNetworkId === network)
  const sells = (network: string, symbol: string) => {
    const evm = evmNetwork(network)
    if (evm) return symbol === 'ETH' || evm.tokens[symbol] !== undefined
    return options.solana?.caipNetworkId === network && symbol === 'SOL'
  }
  return {
    sells,
    tokenSymbol(network, address) {
      const tokens = evmNetwork(network)?.tokens ?? {}
      return Object.keys(tokens).find((symbol) => tokens[symbol]!.toLowerCase() === address.toLowerCase())
    },
    isAddressOf(network, address) {
      if (evmNetwork(network)) return isAddress(address)
      try {
        return options.solana?.caipNetworkId === network && PublicKey.isOnCurve(new PublicKey(address).toBytes())
      } catch {
        return false
      }
    },
    deliver(order) {
      const evm = evmNetwork(order.network)
      if (evm && sells(order.network, order.symbol)) return serial(order.network, () => deliverEvm(evm, order))
      const solana = options.solana
      if (solana && order.network === solana.caipNetworkId && order.symbol === 'SOL')
        return serial(order.network, () => deliverSol(solana, order))
      return Promise.reject(new Error(`ramp sandbox: cannot deliver ${order.symbol} on ${order.network}`))
    },
  }
}
