/**
 * The demo's name service (wallet-modal/server `createNameService`) and its resolver on the
 * anvils: names `<label>.modal.test` registered from the modal, resolved by viem's
 * getEnsName / getEnsAddress through NamesUniversalResolver (EIP-3668) and the service's gateway.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { encodeFunctionData, keccak256, pad, toBytes, type Address, type Hash, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { createNameService, type NameService } from '../../src/server/index.js'
import type { ServerStorage } from '../../src/server/storage/types.js'
import type { DemoRoute } from '../embedded/demoRoutes.js'
import { anvilRpc } from '../../src/testing/stack/evm/anvilRpc.js'
import { COMPILED_CONTRACTS } from '../../src/testing/stack/evm/compiledContracts.js'
import type { CompiledContracts } from '../../src/testing/stack/evm/contractTypes.js'
import { DEMO_ENS_RESOLVER_ADDRESS, DEMO_TOKEN_DEPLOYER } from '../../src/testing/stack/evm/tokens.js'

/** Where the demo mounts the name service on its server. */
export const NAMES_MOUNT = '/api/names'

/** The demo operator's suffix: names are `<label>.modal.test` (.test is reserved, RFC 2606). */
export const DEMO_NAMES_SUFFIX = 'modal.test'

/** The demo gateway's signing key (a fixed, public test key: never use it for anything real). */
export const DEMO_NAMES_GATEWAY_KEY: Hex = keccak256(toBytes('wallet-modal demo name gateway'))

/** The address NamesUniversalResolver trusts: {@link DEMO_NAMES_GATEWAY_KEY}'s. */
export const DEMO_NAMES_GATEWAY_SIGNER: Address = privateKeyToAddress(DEMO_NAMES_GATEWAY_KEY)

/** Owner of the resolver (may call setGateway): dev account 9, unlocked on anvil, already past its deploys. */
export const DEMO_NAMES_RESOLVER_OWNER: Address = DEMO_TOKEN_DEPLOYER

/** The EIP-3668 URL template the resolver asks: `<service>/gateway/{sender}/{data}.json`. */
export function gatewayUrlTemplate(serviceUrl: string): string {
  return `${serviceUrl}/gateway/{sender}/{data}.json`
}

/** The demo's name service and its route on the demo server. */
export interface DemoNames {
  service: NameService
  /** Answers `/api/names/*` (resolves false for any other path). */
  route: DemoRoute
}

/** The per-IP limit of every route in e2e runs. */
const RELAXED = { limit: 10_000, windowMs: 60_000 }

/**
 * The name service for the demo page at `origin` (messages must name its host), over `storage`,
 * checking smart-account signatures on `evmRpcUrl`, with the demo's gateway key and suffix; the
 * page's origin may POST nonce and register. `relaxedIpLimit` (test controls on) raises the per-IP and per-address limits.
 */
export function createDemoNames(options: {
  origin: string
  storage: ServerStorage
  evmRpcUrl?: string
  relaxedIpLimit?: boolean
}): DemoNames {
  const service = createNameService({
    suffix: DEMO_NAMES_SUFFIX,
    domain: new URL(options.origin).host,
    storage: options.storage,
    ...(options.evmRpcUrl ? { evmRpcUrl: options.evmRpcUrl } : {}),
    gatewayPrivateKey: DEMO_NAMES_GATEWAY_KEY,
    allowedOrigins: [options.origin],
    mountPath: NAMES_MOUNT,
    // e2e runs register from 127.0.0.1 many times a minute, and the visual scenes register a name on
    // one dev account in each of their specs (`--repeat-each=3` made it 9 in an hour: the 6th got
    // 429). So the per-IP limits and the per-address one (5 an hour, its own unit test in
    // nameService.test.ts) are lifted; the defaults stay on everywhere else.
    ...(options.relaxedIpLimit
      ? { rateLimits: { nonce: RELAXED, register: RELAXED, reads: RELAXED, registerPerAddress: RELAXED } }
      : {}),
  })
  const listener = getRequestListener((request, env) =>
    service.handle(request, { clientIp: env.incoming.socket.remoteAddress }),
  )
  const route: DemoRoute = async (request: IncomingMessage, response: ServerResponse) => {
    if (!request.url?.startsWith(`${NAMES_MOUNT}/`)) return false
    await listener(request, response)
    return true
  }
  return { service, route }
}

/**
 * Installs NamesUniversalResolver on a seeded anvil at the ENS resolver address
 * (`DEMO_ENS_RESOLVER_ADDRESS`, replacing DemoUniversalResolver's code but keeping its slot 0, so
 * demo.eth still resolves on chain), makes {@link DEMO_NAMES_RESOLVER_OWNER} its owner (slot 1) and
 * has the owner point it at `gatewayUrl` trusting `signer` (one transaction, mined before this resolves).
 * @throws Error 'names: setGateway on <rpcUrl> failed (<hash>)'
 */
export async function installNamesResolver(options: {
  rpcUrl: string
  gatewayUrl: string
  signer?: Address
  /** Default: the committed build (src/testing/stack/evm/compiledContracts.ts). */
  contracts?: CompiledContracts
}): Promise<void> {
  const { rpcUrl, gatewayUrl } = options
  const contracts = options.contracts ?? COMPILED_CONTRACTS
  const abi = contracts.contracts.NamesUniversalResolver.abi
  await anvilRpc(rpcUrl, 'anvil_setCode', [
    DEMO_ENS_RESOLVER_ADDRESS,
    contracts.contracts.NamesUniversalResolver.deployedBytecode,
  ])
  await anvilRpc(rpcUrl, 'anvil_setStorageAt', [DEMO_ENS_RESOLVER_ADDRESS, pad('0x01'), pad(DEMO_NAMES_RESOLVER_OWNER)])
  const data = encodeFunctionData({
    abi,
    functionName: 'setGateway',
    args: [[gatewayUrl], [options.signer ?? DEMO_NAMES_GATEWAY_SIGNER]],
  })
  const hash = await anvilRpc<Hash>(rpcUrl, 'eth_sendTransaction', [
    { from: DEMO_NAMES_RESOLVER_OWNER, to: DEMO_ENS_RESOLVER_ADDRESS, data, gas: '0x100000' },
  ])
  for (let attempt = 0; attempt < 100; attempt++) {
    const receipt = await anvilRpc<{ status: Hex } | null>(rpcUrl, 'eth_getTransactionReceipt', [hash])
    if (receipt) {
      if (receipt.status !== '0x1') break
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`names: setGateway on ${rpcUrl} failed (${hash})`)
}

/** What the page gets as `window.DEMO_CONFIG.names`: the modal's `names` option. */
export interface DemoNamesPageConfig {
  /** The name service's base URL, e.g. 'http://127.0.0.1:14173/api/names'. */
  api: string
  suffix: string
}

/** The demo's names as a service of `startLocalStack` (see {@link startDemoNames}). */
export interface RunningDemoNames extends DemoNames {
  pageConfig: DemoNamesPageConfig
  /** Nothing to stop (the route lives on the demo server, the storage's owner closes it). */
  stop(): Promise<void>
}

/**
 * The stack's names, in one call (a `startLocalStack` service): the service over `storage` for
 * the page at `demoOrigin` (its route for the demo server) and NamesUniversalResolver installed
 * on every anvil, asking that service's gateway. Resolves once every resolver is installed.
 */
export async function startDemoNames(options: {
  demoOrigin: string
  storage: ServerStorage
  chains: readonly { url: string }[]
  relaxedIpLimit?: boolean
}): Promise<RunningDemoNames> {
  const names = createDemoNames({
    origin: options.demoOrigin,
    storage: options.storage,
    relaxedIpLimit: options.relaxedIpLimit === true,
    ...(options.chains[0] ? { evmRpcUrl: options.chains[0].url } : {}),
  })
  const api = `${options.demoOrigin}${NAMES_MOUNT}`
  await Promise.all(
    options.chains.map((chain) => installNamesResolver({ rpcUrl: chain.url, gatewayUrl: gatewayUrlTemplate(api) })),
  )
  return { ...names, pageConfig: { api, suffix: DEMO_NAMES_SUFFIX }, stop: async () => {} }
}
