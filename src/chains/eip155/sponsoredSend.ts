/**
 * Send from the embedded smart account: whether its network fee is sponsored (the provider's
 * EIP-5792 `paymasterService` capability, ERC-7677), the transfer sent to the provider as it is,
 * and its failures in the words that explain them (the paymaster's refusal, or that the fee cannot
 * be paid) rather than the JSON-RPC code's generic text ('Resource not found', 'Invalid input') the
 * modal shows for other wallets.
 */
import { getClient, getConnection } from '@wagmi/core'
import { encodeFunctionData, erc20Abi, numberToHex, type Address, type Hex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import type { ChainAdapter, TransferRequest } from '../../core/chainAdapter.js'
import { WalletModalError } from '../../core/errors.js'
import { NetworkNotFoundError, NoActiveAddressError } from '../../core/specificErrors.js'
import { assertTransactionSucceeded } from './assertTransactionSucceeded.js'
import type { EvmContext } from './evmContext.js'

/** ERC-7677 paymaster services answer a refusal with this code (wallet-modal's does, `PAYMASTER_RPC_CODES`). */
const PAYMASTER_REFUSAL_CODE = -32001

/** An EIP-1193 provider, as far as this file calls it. */
type Requester = { request(args: { method: string; params?: unknown[] }): Promise<unknown> }

/** True while the active EVM account is the embedded wallet as a smart account (it publishes `preferredAccountType`). */
function isSmartAccount({ store }: EvmContext): boolean {
  const account = store.getState().accounts.eip155
  return account?.status === 'connected' && account.preferredAccountType === 'smartAccount'
}

/**
 * The smart-account part of the EVM adapter: `sponsoredFees`, and a `sendTransfer` that sends a
 * smart account's transfer itself (see {@link sendFromSmartAccount}) and says why it failed; any
 * other account's goes to `send` (the plain one) as before.
 */
export function sponsoredSendMethods(
  context: EvmContext,
  send: ChainAdapter['sendTransfer'],
): Pick<ChainAdapter, 'sponsoredFees' | 'sendTransfer'> {
  return {
    async sponsoredFees() {
      if (!isSmartAccount(context)) return false
      // The capabilities reader of EIP-5792 batches (their chunk, loaded on first use).
      const { currentChainCapabilities } = await import('./batchCalls.js')
      const capabilities = await currentChainCapabilities(getConnection(context.config))
      return (capabilities.paymasterService as { supported?: unknown } | undefined)?.supported === true
    },
    async sendTransfer(request) {
      if (!isSmartAccount(context)) return send(request)
      try {
        return await sendFromSmartAccount(context, request)
      } catch (error) {
        throw await smartAccountSendError(error)
      }
    },
  }
}

/**
 * The transfer as one `eth_sendTransaction` to the smart account's provider (which sends it as a
 * UserOperation and answers once it landed), then its bundle's receipt: the provider's own request,
 * with no account or chain preparation of viem's sendTransaction in between.
 */
async function sendFromSmartAccount({ config }: EvmContext, { to, value, token }: TransferRequest): Promise<Hex> {
  const connection = getConnection(config)
  if (!connection.address || !connection.connector) throw new NoActiveAddressError()
  const provider = (await connection.connector.getProvider()) as Requester
  const transaction = token
    ? {
        from: connection.address,
        to: token.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Address, value] }),
      }
    : { from: connection.address, to, value: numberToHex(value) }
  const hash = (await provider.request({ method: 'eth_sendTransaction', params: [transaction] })) as Hex
  const client = getClient(config, { chainId: connection.chainId })
  if (!client) throw new NetworkNotFoundError()
  assertTransactionSucceeded(await waitForTransactionReceipt(client, { hash }))
  return hash
}

/**
 * A smart account's send failure as the user reads it: a paymaster's refusal (JSON-RPC -32001) and
 * an unpaid fee (the provider's {@link import('./smartAccount/walletCalls.js').FEE_CANNOT_BE_PAID_MESSAGE})
 * keep the wallet's own text, as a WalletModalError the view shows as is; anything else is returned unchanged.
 */
export async function smartAccountSendError(error: unknown): Promise<unknown> {
  const levels = walletLevels(error)
  // A user rejection (EIP-1193 4001) stays one; core/errorMessage.ts (not loaded with the adapter) maps it.
  if (levels.some((level) => level.code === 4001)) return error
  // Loaded already: the provider's smart-account code is what sent (and failed).
  const { FEE_CANNOT_BE_PAID_MESSAGE } = await import('./smartAccount/walletCalls.js')
  for (const level of levels) {
    if (level.message === FEE_CANNOT_BE_PAID_MESSAGE)
      return new WalletModalError(level.message, { code: level.code ?? 'CHAIN_ERROR', cause: error })
    if (level.code === PAYMASTER_REFUSAL_CODE && level.message)
      return new WalletModalError(level.message, { code: level.code, cause: error })
  }
  return error
}

/** The levels of a wrapped error (viem wraps the provider's in `cause`), each with its code and its own message (viem's `details`). */
function walletLevels(error: unknown): { code: number | undefined; message: string }[] {
  const levels: { code: number | undefined; message: string }[] = []
  const seen = new Set<unknown>()
  for (let e: unknown = error; typeof e === 'object' && e !== null && !seen.has(e) && levels.length < 16; ) {
    seen.add(e)
    const { code, message, details, cause } = e as {
      code?: unknown
      message?: unknown
      details?: unknown
      cause?: unknown
    }
    const numeric = typeof code === 'number' ? code : undefined
    for (const text of [details, message]) if (typeof text === 'string') levels.push({ code: numeric, message: text })
    e = cause
  }
  return levels
}
