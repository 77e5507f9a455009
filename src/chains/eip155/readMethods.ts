import {
  getBalance as wagmiGetBalance,
  getEnsAddress,
  getEnsName,
  getGasPrice as wagmiGetGasPrice,
  readContracts,
} from '@wagmi/core'
import { erc20Abi, isAddress, type Address } from 'viem'
import { evmChainIdOf, parseCaipAddress } from '../../core/caip.js'
import type { ChainAdapter } from '../../core/chainAdapter.js'
import { nativeCurrencyOf } from '../../core/nativeCurrency.js'
import { findNetwork } from '../../core/store.js'
import type { EvmContext } from './evmContext.js'

/** What the adapter reads from the chain: balances (native, ERC-20), ENS names both ways, the gas price. */
export function readMethods({
  config,
  store,
  networkOf,
}: EvmContext): Pick<ChainAdapter, 'getBalance' | 'getTokenBalances' | 'resolveName' | 'lookupName' | 'getGasPrice'> {
  return {
    async getBalance(caipAddress) {
      const { address, caipNetworkId } = parseCaipAddress(caipAddress)
      const network = networkOf(caipNetworkId)
      const result = await wagmiGetBalance(config, {
        address: address as `0x${string}`,
        chainId: evmChainIdOf(caipNetworkId),
      })
      return { value: result.value, decimals: result.decimals, symbol: nativeCurrencyOf(network).symbol }
    },
    async getTokenBalances(caipAddress, requested) {
      const { address, caipNetworkId } = parseCaipAddress(caipAddress)
      // One token with an address viem cannot encode would fail the whole multicall: leave it out.
      const tokens = requested.filter((t) => isAddress(t.address, { strict: false }))
      if (tokens.length === 0) return []
      const chainId = evmChainIdOf(caipNetworkId)
      // One multicall (Multicall3 aggregate3) when the chain has it, else parallel eth_calls.
      const results = await readContracts(config, {
        allowFailure: true,
        contracts: tokens.map((t) => ({
          address: t.address as Address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address as Address],
          chainId,
        })),
      })
      return tokens.flatMap((token, i) => {
        const r = results[i]
        return r && r.status === 'success' ? [{ token, value: r.result as bigint }] : []
      })
    },
    async resolveName(name, caipNetworkId) {
      const network = findNetwork(store.getState(), caipNetworkId)
      if (!network?.ensUniversalResolverAddress) return undefined
      const { normalize } = await import('viem/ens')
      const normalized = normalize(name)
      const address = await getEnsAddress(config, { name: normalized, chainId: evmChainIdOf(caipNetworkId) })
      return address ? { name: normalized, address } : undefined
    },
    async lookupName(caipAddress) {
      const { address, caipNetworkId } = parseCaipAddress(caipAddress)
      const network = findNetwork(store.getState(), caipNetworkId)
      if (!network?.ensUniversalResolverAddress) return undefined
      const name = await getEnsName(config, { address: address as Address, chainId: evmChainIdOf(caipNetworkId) })
      return name ?? undefined
    },
    getGasPrice: () => wagmiGetGasPrice(config),
  }
}
