import { evmChainIdOf } from '../../core/caip.js'
import { REQUEST_TIMEOUT_MS } from '../../core/constants.js'
import type { NetworkConfig } from '../../core/options.js'
import { createEmitter } from './emitter.js'
import { accountsOn, sameAddress } from './namespaces.js'
import { EVM_WALLET_METHODS, type WalletConnectSession } from './session.js'

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

/** A chain id as a wallet may send it in `chainChanged`: a number, '0x…', '123' or 'eip155:123'; undefined otherwise. */
function chainIdOfEvent(data: unknown): number | undefined {
  const text = typeof data === 'number' ? String(data) : typeof data === 'string' ? data.replace(/^eip155:/, '') : ''
  const id = /^(0x[0-9a-f]+|[1-9][0-9]*)$/i.test(text) ? Number(text) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/**
 * An EIP-1193 provider over the instance's WalletConnect session (sign-client, not
 * ethereum-provider, which drags in a whole other modal), for wagmi's injected connector:
 * `eth_requestAccounts` pairs through our QR; wallet methods go to the wallet through the relay;
 * reads go to the configured RPC (with a timeout); `session_delete` from the wallet emits `disconnect`.
 *
 * Accounts are per chain (issue 11, defect 3): `eth_accounts` answers the session's accounts on
 * the current chain only, a switch to a chain with other accounts emits `accountsChanged`, and
 * wallet events are applied only when they name chains and accounts of the session (anything else,
 * malformed data included, is ignored).
 */
export function createWalletConnectProvider({ session, networks }: { session: WalletConnectSession; networks: NetworkConfig[] }) {
  const emitter = createEmitter()
  const chainIds = networks.map((n) => evmChainIdOf(n.caipNetworkId))
  let chainId = chainIds[0] ?? 1
  let rpcId = 0
  const hex = (id: number) => `0x${id.toString(16)}`
  /** The session's EVM accounts: every chain that has one, and the addresses on `onChain`. */
  const evmAccounts = async (onChain = chainId) => {
    const accounts = await session.accounts('eip155')
    return { chains: [...new Set(accounts.map((a) => evmChainIdOf(a.caipNetworkId)))], addresses: accountsOn(accounts, `eip155:${onChain}`) }
  }
  /** Moves to `target` and tells wagmi, then the accounts there when they differ from the ones before. */
  const moveTo = async (target: number) => {
    const before = (await evmAccounts()).addresses
    chainId = target
    emitter.emit('chainChanged', hex(target))
    const after = (await evmAccounts()).addresses
    if (after.length > 0 && (after.length !== before.length || after.some((a, i) => !sameAddress('eip155', a, before[i]!)))) emitter.emit('accountsChanged', after)
  }

  session.on('delete', () => emitter.emit('disconnect', rpcError(4900, 'Disconnected')))
  session.on('event', (async (event: unknown) => {
    const { name, data } = (typeof event === 'object' && event !== null ? event : {}) as { name?: unknown; data?: unknown }
    const { chains, addresses } = await evmAccounts()
    if (name === 'chainChanged') {
      const target = chainIdOfEvent(data)
      if (target !== undefined && target !== chainId && chains.includes(target) && chainIds.includes(target)) await moveTo(target)
    } else if (name === 'accountsChanged') {
      // Each named account (an address or a CAIP-10 id on the current chain) must be one of the session's there.
      if (!Array.isArray(data) || data.length === 0) return
      const named = (data as unknown[]).map((a) => {
        if (typeof a !== 'string') return undefined
        const parts = a.split(':')
        if (parts.length === 3 && `${parts[0]}:${parts[1]}` !== `eip155:${chainId}`) return undefined
        return addresses.find((own) => sameAddress('eip155', own, parts[parts.length - 1]!))
      })
      if (named.every((a): a is string => a !== undefined)) emitter.emit('accountsChanged', named)
    }
  }) as never)

  async function readRpc(method: string, params: unknown) {
    const network = networks.find((n) => evmChainIdOf(n.caipNetworkId) === chainId)
    if (!network) throw rpcError(4901, 'Chain disconnected')
    const response = await fetch(network.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
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
          const hadAccounts = before !== undefined && (await session.accounts('eip155')).length > 0
          await session.ensure('eip155')
          const { chains } = await evmAccounts()
          // A new session starts on the first configured chain the wallet has an account on.
          if (!hadAccounts) chainId = chainIds.find((id) => chains.includes(id)) ?? chains[0] ?? chainId
          emitter.emit('connect', { chainId: hex(chainId) })
          return (await evmAccounts()).addresses
        }
        case 'eth_accounts': {
          const { chains, addresses } = await evmAccounts()
          if (addresses.length > 0 || chains.length === 0) return addresses
          // The current chain has no account (a restored session): move to one that has.
          chainId = chainIds.find((id) => chains.includes(id)) ?? chains[0]!
          return (await evmAccounts()).addresses
        }
        case 'eth_chainId':
          await evmAccounts()
          return hex(chainId)
        case 'wallet_switchEthereumChain': {
          const target = chainIdOfEvent((params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId)
          if (target === undefined || !(await evmAccounts()).chains.includes(target)) throw rpcError(4902, 'Unrecognized chain ID')
          if (target !== chainId) await moveTo(target)
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
