import { evmChainIdOf } from '../../core/caip.js'
import { REQUEST_TIMEOUT_MS } from '../../core/constants.js'
import type { NetworkConfig } from '../../core/options.js'
import { createEmitter } from './emitter.js'
import { accountsOn, sameAddress } from './namespaces.js'
import { EVM_BATCH_METHODS, EVM_WALLET_METHODS, type WalletConnectSession } from './session.js'
import { rpcError } from '../rpcError.js'

/** A chain id as a wallet may send it in `chainChanged`: a number, '0x…', '123' or 'eip155:123'; undefined otherwise. */
function chainIdOfEvent(data: unknown): number | undefined {
  const text = typeof data === 'number' ? String(data) : typeof data === 'string' ? data.replace(/^eip155:/, '') : ''
  const id = /^(0x[0-9a-f]+|[1-9][0-9]*)$/i.test(text) ? Number(text) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** The account a wallet method signs with, as its params name it (undefined when they name none). */
function accountNamedBy(method: string, params: unknown): unknown {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  switch (method) {
    case 'personal_sign':
      return list[1]
    case 'eth_sign':
    case 'eth_signTypedData':
    case 'eth_signTypedData_v4':
      return list[0]
    case 'eth_sendTransaction':
    case 'eth_signTransaction':
    case 'wallet_sendCalls':
      return (list[0] as { from?: unknown } | undefined)?.from
  }
  return undefined
}

/**
 * An EIP-1193 provider over the instance's WalletConnect session (sign-client, not
 * ethereum-provider, which drags in a whole other modal), for wagmi's injected connector:
 * `eth_requestAccounts` pairs through our QR; wallet methods go to the wallet through the relay;
 * reads go to the configured RPC (with a timeout); `session_delete` from the wallet emits `disconnect`.
 *
 * Accounts are per chain: `eth_accounts` answers the session's accounts on
 * the current chain only, a switch to a chain with other accounts emits `accountsChanged`, and
 * wallet events are applied only when they name chains and accounts of the session (anything else,
 * malformed data included, is ignored).
 *
 * Chains the host did not configure: the session may hold accounts there (the Sign
 * spec's case 2.8); they are never answered nor signed for. A wallet's `chainChanged` to such a
 * chain of the session is followed (wagmi then reports an unsupported chain, so the modal shows
 * UnsupportedChain) while the accounts stay those of the last configured chain; wallet methods
 * there fail with 4901, and a request naming an account the modal does not use fails with 4100.
 * EIP-5792's methods reach a wallet that approved them; for one that did not they fail with 4200.
 */
export function createWalletConnectProvider({
  session,
  networks,
}: {
  session: WalletConnectSession
  networks: NetworkConfig[]
}) {
  const emitter = createEmitter()
  const chainIds = networks.map((n) => evmChainIdOf(n.caipNetworkId))
  let chainId = chainIds[0] ?? 1
  /** The last configured chain the provider was on: its accounts stay the accounts while the wallet is on an unconfigured chain. */
  let accountChain = chainId
  const setChain = (id: number) => {
    chainId = id
    if (chainIds.includes(id)) accountChain = id
  }
  let rpcId = 0
  const hex = (id: number) => `0x${id.toString(16)}`
  /** The session's EVM accounts on configured chains: every chain that has one, and the addresses on `onChain`. */
  const evmAccounts = async (onChain = accountChain) => {
    const accounts = await session.accounts('eip155')
    return {
      chains: [...new Set(accounts.map((a) => evmChainIdOf(a.caipNetworkId)))],
      addresses: accountsOn(accounts, `eip155:${onChain}`),
    }
  }
  /** Moves to `target` and tells wagmi, then the accounts there when they differ from the ones before. */
  const moveTo = async (target: number) => {
    const before = (await evmAccounts()).addresses
    setChain(target)
    emitter.emit('chainChanged', hex(target))
    const after = (await evmAccounts()).addresses
    if (
      after.length > 0 &&
      (after.length !== before.length || after.some((a, i) => !sameAddress('eip155', a, before[i]!)))
    )
      emitter.emit('accountsChanged', after)
  }

  session.on('delete', () => emitter.emit('disconnect', rpcError(4900, 'Disconnected')))
  session.on('event', (async (event: unknown) => {
    const { name, data } = (typeof event === 'object' && event !== null ? event : {}) as {
      name?: unknown
      data?: unknown
    }
    const { chains, addresses } = await evmAccounts()
    if (name === 'chainChanged') {
      const target = chainIdOfEvent(data)
      if (target === undefined || target === chainId) return
      // A configured chain where the session has an account; or a chain of the session the host did not configure (UnsupportedChain).
      const configured = chainIds.includes(target) && chains.includes(target)
      const unconfigured = !chainIds.includes(target) && (await session.chains('eip155')).includes(`eip155:${target}`)
      if (configured || unconfigured) await moveTo(target)
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
          if (!hadAccounts) setChain(chainIds.find((id) => chains.includes(id)) ?? chains[0] ?? chainId)
          emitter.emit('connect', { chainId: hex(chainId) })
          return (await evmAccounts()).addresses
        }
        case 'eth_accounts': {
          const { chains, addresses } = await evmAccounts()
          if (addresses.length > 0 || chains.length === 0) return addresses
          // The current chain has no account (a restored session): move to one that has.
          setChain(chainIds.find((id) => chains.includes(id)) ?? chains[0]!)
          return (await evmAccounts()).addresses
        }
        case 'eth_chainId':
          await evmAccounts()
          return hex(chainId)
        case 'wallet_switchEthereumChain': {
          const target = chainIdOfEvent((params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId)
          if (target === undefined || !(await evmAccounts()).chains.includes(target))
            throw rpcError(4902, 'Unrecognized chain ID')
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
      // EIP-5792 goes to a wallet that approved it in the session; others say so at once.
      const batch = (EVM_BATCH_METHODS as readonly string[]).includes(method)
      if (batch && !(await session.current())?.namespaces.eip155?.methods.includes(method))
        throw rpcError(4200, `The wallet does not support ${method}`)
      if (batch || (EVM_WALLET_METHODS as readonly string[]).includes(method)) {
        if (!chainIds.includes(chainId)) throw rpcError(4901, 'Chain disconnected')
        const named = accountNamedBy(method, params)
        const { addresses } = await evmAccounts()
        if (
          named !== undefined &&
          !addresses.some((own) => typeof named === 'string' && sameAddress('eip155', own, named))
        )
          throw rpcError(4100, 'The requested account has not been authorized by the user')
        return session.request(`eip155:${chainId}`, method, params)
      }
      return readRpc(method, params)
    },
  }
}
