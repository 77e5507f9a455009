import {
  estimateGas,
  getClient,
  getConnection,
  sendTransaction,
  signMessage as wagmiSignMessage,
  writeContract,
} from '@wagmi/core'
import { erc20Abi, type Address, type Hex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import type { ChainAdapter } from '../../core/chainAdapter.js'
import { NetworkNotFoundError, NoActiveAddressError } from '../../core/specificErrors.js'
import { assertTransactionSucceeded } from './assertTransactionSucceeded.js'
import type { EvmContext } from './evmContext.js'

/** What the wallet signs: messages, transfers (native, ERC-20) and contract calls, each waited for until mined. */
export function transactionMethods({
  config,
}: EvmContext): Pick<ChainAdapter, 'signMessage' | 'sendTransfer' | 'sendCall'> {
  /**
   * The receipt of a mined transaction, reverted or not: viem's wait, not wagmi's, which replays a
   * reverted transaction with its own gas limit and throws whatever that replay gives (often 'EVM
   * error OutOfGas', shown as 'Internal error'); assertTransactionSucceeded then says 'execution reverted'.
   */
  const minedReceipt = async (hash: Hex) => {
    const client = getClient(config, { chainId: getConnection(config).chainId })
    if (!client) throw new NetworkNotFoundError()
    return waitForTransactionReceipt(client, { hash })
  }
  return {
    async signMessage(message) {
      return wagmiSignMessage(config, { message })
    },
    async sendTransfer({ to, value, token }) {
      const account = getConnection(config)
      if (!account.address) throw new NoActiveAddressError()
      const hash = token
        ? await writeContract(config, {
            address: token.address as Address,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to as Address, value],
          })
        : await sendTransaction(config, { to: to as Address, value })
      assertTransactionSucceeded(await minedReceipt(hash))
      return hash
    },
    async sendCall({ to, data, value }) {
      const account = getConnection(config).address
      if (!account) throw new NoActiveAddressError()
      const request = { to: to as Address, data: data as Hex, value }
      // The estimate throws the contract's revert reason before any prompt; the 20% headroom covers
      // state the estimate's block does not have (e.g. Uniswap V2's price accumulators, written
      // only when a later block's timestamp differs).
      const gas = await estimateGas(config, { ...request, account })
      const hash = await sendTransaction(config, { ...request, gas: gas + gas / 5n })
      assertTransactionSucceeded(await minedReceipt(hash))
      return hash
    },
  }
}
