/**
 * Atomic batches of contract calls through EIP-5792 (`wallet_getCapabilities`, `wallet_sendCalls`,
 * `wallet_getCallsStatus`), for any connected wallet that advertises them (injected, WalletConnect,
 * the embedded smart account). Loaded by the EVM adapter on first use only, and written against
 * the connector's EIP-1193 provider rather than wagmi's `getCapabilities` / `sendCalls` /
 * `waitForCallsStatus`: the chunks split between this module and the adapter share no module, so
 * the adapter's own chunks stay as they are (with wagmi's actions, the viem modules both use were
 * split into chunks of their own: +2 kB gzip on the adapter, over its budget).
 */
import type { ContractCall } from '../../core/chainAdapter.js'
import { WalletModalError } from '../../core/errors.js'

/** How long a sent batch may take to land, in ms (viem's default wait for a transaction receipt). */
export const CALLS_STATUS_TIMEOUT_MS = 180_000
/** How often its status is asked for, in ms. */
export const CALLS_STATUS_POLL_MS = 500

/** The connected wallet, as wagmi's `getConnection` gives it. */
export interface BatchWallet {
  address?: string
  chainId?: number
  connector?: { getProvider(): Promise<unknown> }
}

type Request = (args: { method: string; params?: unknown[] }) => Promise<unknown>

/** EIP-5792 v2 `wallet_getCallsStatus`: a status code (100 pending, 200 confirmed, 4xx/5xx/6xx failed) and the receipts. */
interface CallsStatus {
  status?: number
  receipts?: { status?: string; transactionHash?: string }[]
}

const hex = (n: number | bigint) => `0x${n.toString(16)}`
const reverted = () => new WalletModalError('execution reverted', { code: 'EXECUTION_REVERTED' })

/** The wallet's EIP-1193 request function, its account and chain; undefined when not connected. */
async function connected(
  wallet: BatchWallet,
): Promise<{ request: Request; from: string; chainId: number } | undefined> {
  const provider = (await wallet.connector?.getProvider()) as { request?: Request } | undefined
  if (!provider?.request || !wallet.address || wallet.chainId === undefined) return undefined
  return { request: provider.request.bind(provider), from: wallet.address, chainId: wallet.chainId }
}

/**
 * The connected wallet's EIP-5792 capabilities on its current chain (`wallet_getCapabilities`),
 * those under chain `0x0` applying to every chain; an empty object when it is not connected or
 * has no EIP-5792 (the wallet or node answers `wallet_getCapabilities` with an error).
 */
export async function currentChainCapabilities(wallet: BatchWallet): Promise<Record<string, unknown>> {
  const on = await connected(wallet)
  if (!on) return {}
  try {
    const chain = hex(on.chainId)
    const all = (await on.request({ method: 'wallet_getCapabilities', params: [on.from, [chain]] })) as Record<
      string,
      Record<string, unknown> | undefined
    > | null
    return { ...all?.['0x0'], ...all?.[chain] }
  } catch {
    return {}
  }
}

/**
 * Does the connected wallet execute a batch atomically on its current chain? EIP-5792 v2's `atomic`
 * capability: 'supported' (the wallet "will execute all calls atomically and contiguously") or
 * 'ready' (it "can upgrade to `supported` pending user approval", e.g. an EIP-7702 delegation asked
 * for with the batch); 'unsupported', no `atomic`, or no EIP-5792 at all is false.
 */
export async function supportsAtomicBatch(wallet: BatchWallet): Promise<boolean> {
  const status = ((await currentChainCapabilities(wallet)).atomic as { status?: unknown } | undefined)?.status
  return status === 'supported' || status === 'ready'
}

/**
 * Sends `calls` from the connected account as one atomic EIP-5792 batch (`atomicRequired: true`:
 * all land or none, after one approval in the wallet) on its current chain, polls the batch's
 * status until it is final, and asserts it succeeded.
 * @returns the hash of the transaction that carried the batch (the last receipt's).
 * @throws the wallet's error (a rejection: code 4001); WalletModalError 'execution reverted'
 *   (code 'EXECUTION_REVERTED') when the batch failed or a receipt reverted; WalletModalError
 *   'The batch was sent but has not landed yet' (code 'TIMEOUT') after {@link CALLS_STATUS_TIMEOUT_MS}.
 */
export async function sendAtomicBatch(
  wallet: BatchWallet,
  calls: readonly ContractCall[],
  timing = { pollMs: CALLS_STATUS_POLL_MS, timeoutMs: CALLS_STATUS_TIMEOUT_MS },
): Promise<string> {
  const on = await connected(wallet)
  // The adapter checked the account; a connector without a provider is one that is gone.
  if (!on) throw new WalletModalError('Failed to connect', { code: 'CONNECTOR_NOT_FOUND' })
  const sent = (await on.request({
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        from: on.from,
        chainId: hex(on.chainId),
        atomicRequired: true,
        calls: calls.map((call) => ({ to: call.to, data: call.data, value: hex(call.value) })),
      },
    ],
  })) as { id?: unknown } | string
  // EIP-5792 v1 wallets answer the id itself; v2 `{ id }`.
  const id = typeof sent === 'string' ? sent : sent?.id
  for (const deadline = Date.now() + timing.timeoutMs; Date.now() < deadline; ) {
    const result = (await on.request({ method: 'wallet_getCallsStatus', params: [id] })) as CallsStatus
    if (typeof result?.status === 'number' && result.status >= 200) {
      const receipts = result.receipts ?? []
      const last = receipts.at(-1)?.transactionHash
      if (result.status !== 200 || !last || receipts.some((r) => r.status !== '0x1')) throw reverted()
      return last
    }
    await new Promise((resolve) => setTimeout(resolve, timing.pollMs))
  }
  throw new WalletModalError('The batch was sent but has not landed yet', { code: 'TIMEOUT' })
}
