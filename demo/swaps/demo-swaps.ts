/**
 * The demo's convert service (wallet-modal/server `createConvertService`): 1inch's Swap API v6.0
 * over the Uniswap V2 deployed on every anvil (src/testing/stack/evm/uniswapV2.ts), at /api/convert.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createConvertService, type ConvertService } from '../../src/server/index.js'
import { demoEvmTokens } from '../../src/testing/stack/evm/tokens.js'
import { UNISWAP_V2_ADDRESSES } from '../../src/testing/stack/evm/uniswapV2Addresses.js'
import type { DemoRoute } from '../embedded/demoRoutes.js'

/** Where the demo mounts the convert service on its server. */
export const CONVERT_MOUNT = '/api/convert'

/** The demo's convert service, its route on the demo server and the modal's `swaps` option. */
export interface DemoSwaps {
  service: ConvertService
  /** Answers `/api/convert/*` (resolves false for any other path). */
  route: DemoRoute
  /** The modal's `swaps` option: `{ api: '<demo origin>/api/convert' }`. */
  pageConfig: { api: string }
}

/** The convert service over the stack's anvils (each with its Uniswap V2 router, USDC and DEMO), for the page at `demoOrigin`. */
export function createDemoSwaps(options: {
  demoOrigin: string
  chains: readonly { chainId: number; url: string }[]
}): DemoSwaps {
  const service = createConvertService({
    mountPath: CONVERT_MOUNT,
    chains: options.chains.map((chain) => ({
      chainId: chain.chainId,
      rpcUrl: chain.url,
      router: UNISWAP_V2_ADDRESSES.router,
      weth: UNISWAP_V2_ADDRESSES.weth,
      tokens: demoEvmTokens(chain.chainId),
    })),
  })
  const listener = getRequestListener((request, env) =>
    service.handle(request, { clientIp: env.incoming.socket.remoteAddress }),
  )
  const route: DemoRoute = async (request: IncomingMessage, response: ServerResponse) => {
    if (!request.url?.startsWith(`${CONVERT_MOUNT}/`)) return false
    await listener(request, response)
    return true
  }
  return { service, route, pageConfig: { api: `${options.demoOrigin}${CONVERT_MOUNT}` } }
}
