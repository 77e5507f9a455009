/**
 * The demo's paymaster service (wallet-modal/server `createPaymasterServer`, ERC-7677) at
 * /api/paymaster, over the VerifyingPaymaster the stack deploys on every anvil and signing with the
 * stack's public dev key. Its policy sponsors what the demo's own journeys send and nothing else:
 * USDC `transfer` (Send), `approve` of USDC and DEMO and the Uniswap V2 router's three swaps (Swap),
 * with a daily gas cap per account.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import {
  createPaymasterServer,
  type PaymasterPolicy,
  type PaymasterServer,
  type ServerStorage,
} from '../../src/server/index.js'
import {
  DEV_PAYMASTER_SIGNER_KEY,
  VERIFYING_PAYMASTER,
} from '../../src/testing/stack/erc4337/verifyingPaymasterAddresses.js'
import { demoEvmTokens } from '../../src/testing/stack/evm/tokens.js'
import { UNISWAP_V2_ADDRESSES } from '../../src/testing/stack/evm/uniswapV2Addresses.js'
import type { DemoRoute } from '../embedded/demoRoutes.js'

/** Where the demo mounts the paymaster service on its server. */
export const PAYMASTER_MOUNT = '/api/paymaster'

/**
 * What one account (one sender on one chain) is sponsored per UTC day: 0.01 ETH, counted at each
 * operation's maximum cost (about 0.0008 ETH for a USDC transfer that also delegates the account on
 * anvil, so a dozen operations a day).
 */
export const DEMO_PAYMASTER_DAILY_CAP_WEI = 10n ** 16n

/** The per-IP limit in e2e runs (every test calls from 127.0.0.1; an operation takes two requests). */
const RELAXED = { limit: 10_000, windowMs: 60_000 }

/** The demo's paymaster service, its route on the demo server and its URL (the networks' `paymasterUrl`). */
export interface DemoPaymaster {
  service: PaymasterServer
  /** Answers `/api/paymaster` (resolves false for any other path). */
  route: DemoRoute
  /** `<demo origin>/api/paymaster`. */
  url: string
  /** The policy it applies, as written. */
  policy: PaymasterPolicy
}

/**
 * The demo's sponsorship policy for `chainIds`: on each, USDC `transfer` and `approve`, DEMO
 * `approve` (not its `transfer`) and the router's swapExactTokensForTokens / swapExactTokensForETH /
 * swapExactETHForTokens. `allowValue` is on because swapExactETHForTokens carries the user's own ETH
 * into the swap; the targets keep that ETH to the router.
 */
export function demoPaymasterPolicy(chainIds: readonly number[]): PaymasterPolicy {
  const targets: Record<string, string[]> = {
    [UNISWAP_V2_ADDRESSES.router]: [
      'swapExactTokensForTokens(uint256,uint256,address[],address,uint256)',
      'swapExactTokensForETH(uint256,uint256,address[],address,uint256)',
      'swapExactETHForTokens(uint256,address[],address,uint256)',
    ],
  }
  for (const chainId of chainIds) {
    for (const token of demoEvmTokens(chainId)) {
      targets[token.address] =
        token.symbol === 'USDC'
          ? ['transfer(address,uint256)', 'approve(address,uint256)']
          : ['approve(address,uint256)']
    }
  }
  return {
    chains: chainIds.map((chainId) => `eip155:${chainId}`),
    targets,
    dailyGasCapWei: DEMO_PAYMASTER_DAILY_CAP_WEI,
    allowValue: true,
  }
}

/**
 * The paymaster service for the page at `demoOrigin` on the anvils `chainIds`, counting daily use in
 * `storage`. `relaxedIpLimit` (test controls on) lifts the per-IP rate limit.
 */
export function createDemoPaymaster(options: {
  demoOrigin: string
  storage: ServerStorage
  chainIds: readonly number[]
  relaxedIpLimit?: boolean
}): DemoPaymaster {
  const policy = demoPaymasterPolicy(options.chainIds)
  const service = createPaymasterServer({
    storage: options.storage,
    signer: DEV_PAYMASTER_SIGNER_KEY,
    chains: Object.fromEntries(
      options.chainIds.map((chainId) => [`eip155:${chainId}`, { paymaster: VERIFYING_PAYMASTER.address }]),
    ),
    policy,
    sponsor: { name: 'wallet-modal demo' },
    mountPath: PAYMASTER_MOUNT,
    ...(options.relaxedIpLimit ? { rateLimit: RELAXED } : {}),
  })
  const listener = getRequestListener((request, env) =>
    service.handle(request, { clientIp: env.incoming.socket.remoteAddress }),
  )
  const route: DemoRoute = async (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url?.split('?')[0]
    if (path !== PAYMASTER_MOUNT && path !== `${PAYMASTER_MOUNT}/`) return false
    await listener(request, response)
    return true
  }
  return { service, route, url: `${options.demoOrigin}${PAYMASTER_MOUNT}`, policy }
}
