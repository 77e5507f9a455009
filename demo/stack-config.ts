/** Ports of the local stack, in the order `demo/start.ts` starts it. */
export interface StackPorts {
  demoPort: number
  anvilAPort: number
  anvilBPort: number
}

/** Where the stack listens and which chains it runs; derived from env by {@link resolveStackConfig}. */
export interface StackConfig extends StackPorts {
  host: string
  /** The demo host page, e.g. `http://127.0.0.1:14173`. */
  demoUrl: string
  /** Anvil A (chain 31337) then anvil B (chain 31338). */
  chains: readonly { name: string; chainId: number; port: number; rpcUrl: string }[]
}

/** `npm run demo` defaults: off the usual 8545/5173, where strangers' servers often sit. */
export const DEMO_DEFAULT_PORTS: StackPorts = { demoPort: 14173, anvilAPort: 18545, anvilBPort: 18546 }

/** Playwright's defaults, apart from the demo's so a running demo never collides with a test run. */
export const E2E_DEFAULT_PORTS: StackPorts = { demoPort: 14273, anvilAPort: 18645, anvilBPort: 18646 }

/** The stack always listens on loopback. */
export const STACK_HOST = '127.0.0.1'

/**
 * Reads `DEMO_PORT`, `ANVIL_A_PORT`, `ANVIL_B_PORT` from `env`, falling back to `defaults`.
 * @throws Error '<NAME> must be a port number (1-65535), got "<value>"'
 */
export function resolveStackConfig(
  env: Record<string, string | undefined> = process.env,
  defaults: StackPorts = DEMO_DEFAULT_PORTS,
): StackConfig {
  const demoPort = readPort(env, 'DEMO_PORT', defaults.demoPort)
  const anvilAPort = readPort(env, 'ANVIL_A_PORT', defaults.anvilAPort)
  const anvilBPort = readPort(env, 'ANVIL_B_PORT', defaults.anvilBPort)
  const rpcUrl = (port: number): string => `http://${STACK_HOST}:${port}`
  return {
    demoPort,
    anvilAPort,
    anvilBPort,
    host: STACK_HOST,
    demoUrl: `http://${STACK_HOST}:${demoPort}`,
    chains: [
      { name: 'Anvil A', chainId: 31337, port: anvilAPort, rpcUrl: rpcUrl(anvilAPort) },
      { name: 'Anvil B', chainId: 31338, port: anvilBPort, rpcUrl: rpcUrl(anvilBPort) },
    ],
  }
}

function readPort(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${name} must be a port number (1-65535), got "${raw}"`)
  }
  return port
}
