import { evmChainIdOf } from '../../core/caip.js'
import type { NetworkConfig } from '../../core/options.js'
import { createEmitter } from './emitter.js'
import { EVM_WALLET_METHODS, sessionAccounts, type WalletConnectSession } from './session.js'

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

/**
 * An EIP-1193 provider over the instance's WalletConnect session (sign-client, not
 * ethereum-provider, which drags in a whole other modal), for wagmi's injected connector:
 * `eth_requestAccounts` pairs through our QR; wallet methods go to the wallet through the relay;
 * reads go to the configured RPC; `session_delete` from the wallet emits `disconnect`.
 */
export function createWalletConnectProvider({ session, networks }: { session: WalletConnectSession; networks: NetworkConfig[] }) {
  const emitter = createEmitter()
  const chainIds = networks.map((n) => evmChainIdOf(n.caipNetworkId))
  let chainId = chainIds[0] ?? 1
  let rpcId = 0
  const evmAccounts = async () => {
    const accounts = sessionAccounts(await session.current(), 'eip155')
    return { addresses: [...new Set(accounts.map(([, a]) => a as `0x${string}`))], chains: accounts.map(([c]) => evmChainIdOf(c)) }
  }

  session.on('delete', () => emitter.emit('disconnect', rpcError(4900, 'Disconnected')))
  session.on('event', ((event: { name: string; data: unknown }) => {
    if (event.name === 'chainChanged') {
      chainId = Number(event.data)
      emitter.emit('chainChanged', `0x${chainId.toString(16)}`)
    } else if (event.name === 'accountsChanged') emitter.emit('accountsChanged', event.data)
  }) as never)

  async function readRpc(method: string, params: unknown) {
    const network = networks.find((n) => evmChainIdOf(n.caipNetworkId) === chainId)
    if (!network) throw rpcError(4901, 'Chain disconnected')
    const response = await fetch(network.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw rpcError(body.error.code, body.error.message)
    return body.result
  }

  return {
    on: emitter.on,
    removeListener: emitter.removeListener,
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      switch (method) {
        case 'eth_requestAccounts': {
          const before = await session.current()
          await session.ensure('eip155')
          const { addresses, chains } = await evmAccounts()
          if (!before || sessionAccounts(before, 'eip155').length === 0) chainId = chains.find((id) => chainIds.includes(id)) ?? chains[0] ?? chainId
          emitter.emit('connect', { chainId: `0x${chainId.toString(16)}` })
          return addresses
        }
        case 'eth_accounts': {
          const { addresses, chains } = await evmAccounts()
          if (addresses.length > 0 && !chains.includes(chainId)) chainId = chains[0] ?? chainId
          return addresses
        }
        case 'eth_chainId':
          await evmAccounts()
          return `0x${chainId.toString(16)}`
        case 'wallet_switchEthereumChain': {
          const target = Number((params as [{ chainId: string }])[0].chainId)
          if (!(await evmAccounts()).chains.includes(target)) throw rpcError(4902, 'Unrecognized chain ID')
          chainId = target
          emitter.emit('chainChanged', `0x${target.toString(16)}`)
          return null
        }
        case 'wallet_requestPermissions':
        case 'wallet_getPermissions':
          return [{ parentCapability: 'eth_accounts' }]
        case 'wallet_revokePermissions':
          await session.disconnect()
          return null
      }
      if ((EVM_WALLET_METHODS as readonly string[]).includes(method)) return session.request(`eip155:${chainId}`, method, params)
      return readRpc(method, params)
    },
  }
}
