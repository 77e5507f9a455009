import { defineChain, http, type Chain, type Transport } from 'viem'
import { evmChainIdOf } from '../../core/caip.js'
import { HTTP_RETRY_BASE_DELAY_MS, HTTP_RETRY_COUNT, REQUEST_TIMEOUT_MS } from '../../core/constants.js'
import { nativeCurrencyOf } from '../../core/nativeCurrency.js'
import type { NetworkConfig } from '../../core/options.js'

/** A configured EVM network as a viem chain (id from the CAIP-2 reference). */
export function toViemChain(network: NetworkConfig): Chain {
  return defineChain({
    id: evmChainIdOf(network.caipNetworkId),
    name: network.name,
    nativeCurrency: nativeCurrencyOf(network),
    rpcUrls: { default: { http: [network.rpcUrl] } },
    ...(network.blockExplorerUrl
      ? { blockExplorers: { default: { name: 'Explorer', url: network.blockExplorerUrl } } }
      : {}),
    contracts: {
      ...(network.multicall3Address ? { multicall3: { address: network.multicall3Address as `0x${string}` } } : {}),
      ...(network.ensUniversalResolverAddress
        ? { ensUniversalResolver: { address: network.ensUniversalResolverAddress as `0x${string}` } }
        : {}),
    },
  })
}

/**
 * viem's http transport with the spec's RPC retry policy (spec section 7): 3 retries from 150 ms
 * doubling, Retry-After honoured, retry on 403/408/413/429/500/502/503/504 — which is what viem's
 * own `shouldRetry` does, so we configure it rather than rewrite it. Each attempt ends after
 * REQUEST_TIMEOUT_MS, set here rather than left to viem's default.
 */
export function rpcTransport(network: NetworkConfig): Transport {
  return http(network.rpcUrl, {
    retryCount: HTTP_RETRY_COUNT,
    retryDelay: HTTP_RETRY_BASE_DELAY_MS,
    timeout: REQUEST_TIMEOUT_MS,
  })
}
