/**
 * The embedded EVM provider's smart-account methods (EIP-5792, and `eth_sendTransaction` as one
 * UserOperation) on the networks where the embedded wallet is a smart account. The UserOperation
 * code (viem's account abstraction) loads on the first call, never with the provider.
 */
import { type Address, type Client, type Hex, numberToHex } from 'viem'
import { evmChainIdOf } from '../../../core/caip.js'
import { WalletModalError } from '../../../core/errors.js'
import type { NetworkConfig } from '../../../core/options.js'
import type { FrameSignature } from './walletCalls.js'
import { rpcError } from '../../rpcError.js'

/** How often `eth_sendTransaction` asks the bundler whether its operation landed, in ms. */
const RECEIPT_POLL_MS = 500
/** How long `eth_sendTransaction` waits for its operation's receipt, in ms (it is already sent: the wait only delays the answer). */
const RECEIPT_WAIT_MS = 120_000
/**
 * The code of a smart account's `eth_sendTransaction` whose operation landed with its calls reverted:
 * EIP-1474's -32003 'Transaction rejected'. Not -32000 ('Invalid input'): viem's sendTransaction
 * retries that as `wallet_sendTransaction`, which the embedded wallet refuses ('Action not allowed'),
 * so a dapp would read 'The Provider does not support the requested method' for a revert.
 */
export const REVERTED_CODE = -32003

/** What {@link smartAccountCalls} needs from the provider. */
export interface SmartAccountCallsParameters {
  /** Is the embedded wallet a smart account on network `n` (preferred, and a bundler configured)? */
  enabled(n: NetworkConfig): boolean
  /** The provider's current network. */
  network(): NetworkConfig
  /** A client on the current network. */
  client(): Client
  /** Has the signer frame show and sign a prepared UserOperation on chain `chainId`. */
  sign(userOperation: Record<string, unknown>, chainId: number): Promise<FrameSignature>
  /** Told when an operation of `owner` is seen landed (the account state re-reads `smartAccountDeployed`). */
  landed?(owner: Address): void
}

/**
 * Checks the smart-account options when the embedded provider is created, in the words of
 * `setOptions`' errors (the options schema sits in the entry, whose byte budget has no room for
 * options only smart accounts read).
 * @throws WalletModalError INVALID_OPTIONS 'Invalid options: embeddedWallet.preferredAccountType: expected "eoa" or "smartAccount"' | 'Invalid options: networks[i].bundlerUrl: expected an http(s) URL' (likewise paymasterUrl)
 */
export function checkSmartAccountOptions(preferredAccountType: unknown, networks: readonly NetworkConfig[]): void {
  const fail = (field: string, expected: string) => {
    throw new WalletModalError(`Invalid options: ${field}: ${expected}`, { code: 'INVALID_OPTIONS' })
  }
  if (preferredAccountType !== 'eoa' && preferredAccountType !== 'smartAccount')
    fail('embeddedWallet.preferredAccountType', 'expected "eoa" or "smartAccount"')
  networks.forEach((n, i) => {
    for (const field of ['bundlerUrl', 'paymasterUrl'] as const) {
      const url = n[field]
      if (
        url !== undefined &&
        !(typeof url === 'string' && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol))
      )
        fail(`networks[${i}].${field}`, 'expected an http(s) URL')
    }
  })
}

type Calls = Awaited<ReturnType<typeof import('./walletCalls.js').createSmartAccountCalls>>

/** The smart-account side of the embedded provider, one account per (chain, owner), loaded when first used. */
export function smartAccountCalls({ enabled, network, client, sign, landed }: SmartAccountCallsParameters) {
  const loaded = new Map<string, Promise<Calls>>()
  function callsFor(owner: Address): Promise<Calls> {
    const n = network()
    const key = `${n.caipNetworkId}:${owner}`
    let calls = loaded.get(key)
    if (!calls) {
      calls = import('./walletCalls.js').then(({ createSmartAccountCalls }) =>
        createSmartAccountCalls({
          client: client() as never,
          bundlerUrl: n.bundlerUrl!,
          paymasterUrl: n.paymasterUrl,
          owner,
          signUserOperation: sign,
        }),
      )
      calls.catch(() => loaded.delete(key))
      loaded.set(key, calls)
    }
    return calls
  }

  return {
    /** Is the wallet a smart account on the current network? */
    on: () => enabled(network()),

    /**
     * `wallet_getCapabilities` (EIP-5792): per smart-account network (hex chain id), atomic batches
     * and whether a paymaster sponsors (ERC-7677 `paymasterService`); other networks have none.
     */
    capabilities(networks: readonly NetworkConfig[]): Record<Hex, Record<string, unknown>> {
      return Object.fromEntries(
        networks
          .filter(enabled)
          .map((n) => [
            numberToHex(evmChainIdOf(n.caipNetworkId)),
            { atomic: { status: 'supported' }, paymasterService: { supported: n.paymasterUrl !== undefined } },
          ]),
      )
    },

    /** `wallet_sendCalls`, `wallet_getCallsStatus` and `wallet_showCallsStatus` (answered with null: the modal's Activity shows it). */
    async request(owner: Address, method: string, params: unknown): Promise<unknown> {
      const calls = await callsFor(owner)
      if (method === 'wallet_sendCalls') return calls.sendCalls(params)
      if (method === 'wallet_getCallsStatus') {
        const status = await calls.getCallsStatus(params)
        if (status.status !== 100) landed?.(owner)
        return status
      }
      return null
    },

    /**
     * `eth_sendTransaction` from a smart account: the transaction as one call of a UserOperation;
     * resolves the hash of the bundle transaction that carried it, once it landed.
     * @throws {@link REVERTED_CODE} 'execution reverted' when the operation's calls reverted | -32603 'The operation was sent but has not landed yet' after {@link RECEIPT_WAIT_MS}
     */
    async sendTransaction(owner: Address, tx: Record<string, unknown>): Promise<Hex> {
      const calls = await callsFor(owner)
      const call = {
        to: tx.to,
        ...(tx.data !== undefined ? { data: tx.data } : {}),
        ...(tx.value !== undefined ? { value: tx.value } : {}),
      }
      const { id } = await calls.sendCalls([{ version: '2.0.0', from: owner, calls: [call] }])
      for (const deadline = Date.now() + RECEIPT_WAIT_MS; Date.now() < deadline; ) {
        const status = await calls.getCallsStatus([id])
        const receipt = 'receipts' in status ? status.receipts?.[0] : undefined
        if (receipt) landed?.(owner)
        if (receipt && status.status === 200) return receipt.transactionHash
        if (receipt) throw rpcError(REVERTED_CODE, 'execution reverted')
        await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
      }
      throw rpcError(-32603, 'The operation was sent but has not landed yet')
    },
  }
}
