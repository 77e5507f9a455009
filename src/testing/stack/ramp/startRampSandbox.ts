/**
 * The ramp sandbox (./rampSandbox.ts) on its own loopback port, delivering on the stack's chains
 * (./sandboxDelivery.ts): the server `npm run demo` and the e2e stack start for the on-ramp.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import type { Hex } from 'viem'
import { assertPortFree } from '../assertPortFree.js'
import { createRampSandbox, type RampSandbox, type SandboxProviderConfig } from './rampSandbox.js'
import { createSandboxDelivery, type SandboxEvmNetwork, type SandboxSolanaNetwork } from './sandboxDelivery.js'

/** Options of {@link startRampSandbox}. */
export interface RampSandboxServerOptions {
  /** 0 picks a free port. */
  port: number
  /** Default 127.0.0.1. */
  host?: string
  providers: readonly SandboxProviderConfig[]
  feeSeed: string
  evm: readonly SandboxEvmNetwork[]
  solana?: SandboxSolanaNetwork
  /** The EVM treasury's key: it must hold the ERC-20s it sells (the stack's token deployer does). */
  evmTreasuryKey: Hex
  exchanges?: readonly { id: string; name: string }[]
}

/** A running sandbox. */
export interface RunningRampSandbox {
  /** e.g. `http://127.0.0.1:18970` (no trailing slash). */
  url: string
  sandbox: RampSandbox
  /** Closes the server and its connections. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Starts the sandbox on `host:port`.
 * @throws Error 'ramp sandbox: port <port> on <host> is already in use'
 */
export async function startRampSandbox(options: RampSandboxServerOptions): Promise<RunningRampSandbox> {
  const host = options.host ?? '127.0.0.1'
  if (options.port) await assertPortFree(options.port, host, 'ramp sandbox')
  let sandbox: RampSandbox | undefined
  const listener = getRequestListener((request, env) =>
    sandbox!.handle(request, { clientIp: env.incoming.socket.remoteAddress }),
  )
  const server = createServer((request, response) => void listener(request, response))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const url = `http://${host}:${(server.address() as AddressInfo).port}`
  const delivery = createSandboxDelivery({
    evm: options.evm,
    ...(options.solana ? { solana: options.solana } : {}),
    evmTreasuryKey: options.evmTreasuryKey,
  })
  sandbox = createRampSandbox({
    origin: url,
    providers: options.providers,
    feeSeed: options.feeSeed,
    networks: [
      ...options.evm.map((n) => ({ caipNetworkId: n.caipNetworkId, name: n.name, tokens: n.tokens })),
      ...(options.solana ? [{ caipNetworkId: options.solana.caipNetworkId, name: options.solana.name }] : []),
    ],
    delivery,
    ...(options.exchanges ? { exchanges: options.exchanges } : {}),
  })
  let stopped: Promise<void> | undefined
  return {
    url,
    sandbox,
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })),
  }
}
