import type { NetworkConfig } from '../../../core/options.js'
import type { createWalletConnectProvider } from '../provider.js'

/** Dev accounts the provider tests connect (anvil's 1 and 6) and one the session never holds (3). */
export const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const C = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
export const OTHER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/** The host's two networks, A first; their RPC URLs answer nothing unless a test stubs fetch. */
export const networks: NetworkConfig[] = [
  { caipNetworkId: 'eip155:31337', name: 'A', rpcUrl: 'http://127.0.0.1:1' },
  { caipNetworkId: 'eip155:31338', name: 'B', rpcUrl: 'http://127.0.0.1:2' },
]

type ProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'

/** Every `events` event the provider emits, in order, as `[name, data]`. */
export function record(
  provider: ReturnType<typeof createWalletConnectProvider>,
  events: readonly ProviderEvent[] = ['accountsChanged', 'chainChanged', 'connect', 'disconnect'],
): [string, unknown][] {
  const seen: [string, unknown][] = []
  for (const e of events) provider.on(e, ((data: unknown) => seen.push([e, data])) as never)
  return seen
}
