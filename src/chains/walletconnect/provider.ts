import SignClient from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import type { AppMetadata, NetworkConfig } from '../../core/options.js'
import { evmChainIdOf } from '../../core/caip.js'
import { createEmitter } from './emitter.js'

/** WalletConnect options (`setOptions({ walletConnect })`). */
export interface WalletConnectConfig {
  projectId: string
  /** Default the public relay; the demo and tests use the local relay. */
  relayUrl?: string
}

/** Methods the wallet must answer (routed through the relay); everything else reads the RPC. */
export const WALLET_METHODS = ['personal_sign', 'eth_sign', 'eth_signTypedData', 'eth_signTypedData_v4', 'eth_sendTransaction', 'eth_signTransaction'] as const
/** A pairing URI lives 5 minutes; a new one is made shortly before. */
export const URI_REFRESH_MS = 4.5 * 60_000

export interface WalletConnectProviderEvents {
  /** A new pairing URI to show as a QR code (undefined once a session exists). */
  onDisplayUri(uri: string | undefined): void
  /** A request is waiting for the wallet (true) or was answered (false). */
  onPending(pending: boolean): void
}

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

/**
 * An EIP-1193 provider over WalletConnect's sign-client (not ethereum-provider, which drags in a
 * whole other modal). `eth_requestAccounts` pairs through a URI shown as our own QR code; wallet
 * methods go to the wallet through the relay; reads go to the configured RPC. A session survives
 * reloads (sign-client's storage under `storagePrefix`); a `session_delete` from the wallet
 * disconnects. No WalletConnect cloud call is made besides the configured relay: telemetry is off
 * and the verify step (an iframe to verify.walletconnect.org) is skipped.
 */
export function createWalletConnectProvider(parameters: {
  config: WalletConnectConfig
  metadata: AppMetadata
  networks: NetworkConfig[]
  storagePrefix: string
  events: WalletConnectProviderEvents
}) {
  const emitter = createEmitter()
  const chainIds = parameters.networks.map((n) => evmChainIdOf(n.caipNetworkId))
  let client: Promise<SignClient> | undefined
  let session: SessionTypes.Struct | undefined
  let chainId = chainIds[0] ?? 1
  let rpcId = 0

  const accountsOf = (s: SessionTypes.Struct | undefined): `0x${string}`[] => {
    const list = (s?.namespaces.eip155?.accounts ?? []).map((a) => a.split(':')[2] as `0x${string}`)
    return [...new Set(list)]
  }
  const chainsOf = (s: SessionTypes.Struct) => (s.namespaces.eip155?.accounts ?? []).map((a) => Number(a.split(':')[1]))

  function init(): Promise<SignClient> {
    client ??= SignClient.init({
      projectId: parameters.config.projectId,
      relayUrl: parameters.config.relayUrl,
      metadata: {
        name: parameters.metadata.name,
        description: parameters.metadata.description ?? parameters.metadata.name,
        url: parameters.metadata.url ?? location.origin,
        icons: parameters.metadata.icons ?? [],
      },
      customStoragePrefix: parameters.storagePrefix,
      telemetryEnabled: false,
    }).then((c) => {
      // The verify step would load an iframe from verify.walletconnect.org and wait 5 s for it.
      ;(c.core.verify as { register: (...args: unknown[]) => Promise<string> }).register = async () => ''
      session = c.session.getAll().find((s) => s.expiry * 1000 > Date.now() && s.namespaces.eip155)
      if (session) chainId = chainsOf(session)[0] ?? chainId
      c.on('session_delete', ({ topic }) => {
        if (topic !== session?.topic) return
        session = undefined
        emitter.emit('disconnect', rpcError(4900, 'Disconnected'))
      })
      c.on('session_expire', ({ topic }) => {
        if (topic !== session?.topic) return
        session = undefined
        emitter.emit('disconnect', rpcError(4900, 'Session expired'))
      })
      c.on('session_event', ({ topic, params }) => {
        if (topic !== session?.topic) return
        const { name, data } = params.event as { name: string; data: unknown }
        if (name === 'chainChanged') {
          chainId = Number(data)
          emitter.emit('chainChanged', `0x${chainId.toString(16)}`)
        } else if (name === 'accountsChanged') emitter.emit('accountsChanged', data)
      })
      return c
    })
    return client
  }

  async function pair(): Promise<SessionTypes.Struct> {
    const c = await init()
    const namespaces = {
      eip155: {
        chains: chainIds.map((id) => `eip155:${id}`),
        methods: [...WALLET_METHODS, 'wallet_switchEthereumChain', 'wallet_addEthereumChain'],
        events: ['accountsChanged', 'chainChanged'],
      },
    }
    // A pairing URI expires after 5 minutes: offer a fresh one until the wallet answers.
    for (;;) {
      const { uri, approval } = await c.connect({ optionalNamespaces: namespaces })
      parameters.events.onDisplayUri(uri)
      let timer: ReturnType<typeof setTimeout> | undefined
      const expired = new Promise<'expired'>((resolve) => (timer = setTimeout(() => resolve('expired'), URI_REFRESH_MS)))
      const result = await Promise.race([approval(), expired])
      clearTimeout(timer)
      if (result === 'expired') continue
      parameters.events.onDisplayUri(undefined)
      return result
    }
  }

  async function readRpc(method: string, params: unknown) {
    const network = parameters.networks.find((n) => evmChainIdOf(n.caipNetworkId) === chainId)
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

  const provider = {
    on: emitter.on,
    removeListener: emitter.removeListener,
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      switch (method) {
        case 'eth_requestAccounts': {
          await init()
          if (!session) {
            session = await pair()
            chainId = chainsOf(session).find((id) => chainIds.includes(id)) ?? chainsOf(session)[0] ?? chainId
            emitter.emit('connect', { chainId: `0x${chainId.toString(16)}` })
          }
          return accountsOf(session)
        }
        case 'eth_accounts':
          await init()
          return accountsOf(session)
        case 'eth_chainId':
          await init()
          return `0x${chainId.toString(16)}`
        case 'wallet_switchEthereumChain': {
          const target = Number((params as [{ chainId: string }])[0].chainId)
          if (!session || !chainsOf(session).includes(target)) throw rpcError(4902, 'Unrecognized chain ID')
          chainId = target
          emitter.emit('chainChanged', `0x${target.toString(16)}`)
          return null
        }
        case 'wallet_requestPermissions':
        case 'wallet_getPermissions':
          return [{ parentCapability: 'eth_accounts' }]
        case 'wallet_revokePermissions':
          await provider.disconnect()
          return null
      }
      if ((WALLET_METHODS as readonly string[]).includes(method)) {
        const c = await init()
        if (!session) throw rpcError(4100, 'Unauthorized')
        parameters.events.onPending(true)
        try {
          return await c.request({ topic: session.topic, chainId: `eip155:${chainId}`, request: { method, params } })
        } finally {
          parameters.events.onPending(false)
        }
      }
      return readRpc(method, params)
    },
    /** Ends the session from our side (the wallet receives session_delete). */
    async disconnect() {
      const c = await init()
      const current = session
      session = undefined
      if (current) await c.disconnect({ topic: current.topic, reason: getSdkError('USER_DISCONNECTED') }).catch(() => undefined)
      parameters.events.onDisplayUri(undefined)
    },
  }
  return provider
}

export type WalletConnectProvider = ReturnType<typeof createWalletConnectProvider>
