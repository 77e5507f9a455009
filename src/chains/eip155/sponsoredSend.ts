/**
 * Send from the embedded smart account: whether its network fee is sponsored (the provider's
 * EIP-5792 `paymasterService` capability, ERC-7677), and its failures in the words that explain
 * them (the paymaster's refusal, or that the fee cannot be paid) rather than the JSON-RPC code's
 * generic text ('Resource not found', 'Invalid input') the modal shows for other wallets.
 */
import { getConnection } from '@wagmi/core'
import { numberToHex } from 'viem'
import type { ChainAdapter } from '../../core/chainAdapter.js'
import { WalletModalError } from '../../core/errors.js'
import { isUserRejection } from '../../core/errorMessage.js'
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
 * The sponsored-fee part of the EVM adapter: `sponsoredFees` and a `sendTransfer` that wraps
 * `send` (the plain one) to say why a smart account's send failed.
 */
export function sponsoredSendMethods(
  context: EvmContext,
  send: ChainAdapter['sendTransfer'],
): Pick<ChainAdapter, 'sponsoredFees' | 'sendTransfer'> {
  return {
    async sponsoredFees() {
      if (!isSmartAccount(context)) return false
      const connection = getConnection(context.config)
      if (!connection.address || connection.chainId === undefined || !connection.connector) return false
      const provider = (await connection.connector.getProvider()) as Requester
      const chain = numberToHex(connection.chainId)
      const capabilities = (await provider.request({
        method: 'wallet_getCapabilities',
        params: [connection.address, [chain]],
      })) as Record<string, { paymasterService?: { supported?: unknown } } | undefined> | null
      return capabilities?.[chain]?.paymasterService?.supported === true
    },
    async sendTransfer(request) {
      try {
        return await send(request)
      } catch (error) {
        throw isSmartAccount(context) ? await smartAccountSendError(error) : error
      }
    },
  }
}

/**
 * A smart account's send failure as the user reads it: a paymaster's refusal (JSON-RPC -32001) and
 * an unpaid fee (the provider's {@link import('./smartAccount/walletCalls.js').FEE_CANNOT_BE_PAID_MESSAGE})
 * keep the wallet's own text, as a WalletModalError the view shows as is; anything else is returned unchanged.
 */
export async function smartAccountSendError(error: unknown): Promise<unknown> {
  if (isUserRejection(error)) return error
  // Loaded already: the provider's smart-account code is what sent (and failed).
  const { FEE_CANNOT_BE_PAID_MESSAGE } = await import('./smartAccount/walletCalls.js')
  for (const level of walletLevels(error)) {
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
