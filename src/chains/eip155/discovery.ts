import { createStore as createMipdStore, type EIP6963ProviderDetail } from 'mipd'
import type { EIP1193Provider } from 'mipd'
import type { ConnectorInfo } from '../../core/store.js'
import { firstPaintMessages as messages } from '../../core/firstPaintMessages.js'

/** Id of the legacy `window.ethereum` connector. */
export const LEGACY_INJECTED_ID = 'injected'

/** EIP-6963 announced wallets plus the legacy `window.ethereum`, with their providers. */
export interface EvmDiscovery {
  /** Current connectors, announced first (in announcement order), then the legacy one if it is not announced. */
  connectors(): ConnectorInfo[]
  /** The EIP-1193 provider behind a connector id (rdns or 'injected'). */
  provider(connectorId: string): EIP1193Provider | undefined
  subscribe(listener: (connectors: ConnectorInfo[]) => void): () => void
  destroy(): void
}

function legacyProvider(): EIP1193Provider | undefined {
  return typeof window === 'undefined' ? undefined : ((window as { ethereum?: EIP1193Provider }).ethereum ?? undefined)
}

function toConnector(detail: EIP6963ProviderDetail): ConnectorInfo {
  return {
    id: detail.info.rdns,
    name: detail.info.name,
    rdns: detail.info.rdns,
    imageUrl: detail.info.icon,
    chain: 'eip155',
    type: 'ANNOUNCED',
  }
}

/**
 * Listens for EIP-6963 `eip6963:announceProvider` (through mipd, which also sends
 * `eip6963:requestProvider`). Needs no wagmi or viem, so the Connect view can paint before
 * the EVM adapter chunk loads.
 */
export function createEvmDiscovery(): EvmDiscovery {
  const mipd = createMipdStore()
  const list = (): ConnectorInfo[] => {
    const announced = mipd.getProviders()
    const result = announced.map(toConnector)
    const legacy = legacyProvider()
    if (legacy && !announced.some((d) => d.provider === legacy))
      result.push({ id: LEGACY_INJECTED_ID, name: messages.browserWallet, chain: 'eip155', type: 'INJECTED' })
    return result
  }
  return {
    connectors: list,
    provider(connectorId) {
      if (connectorId === LEGACY_INJECTED_ID) return legacyProvider()
      return mipd.findProvider({ rdns: connectorId as never })?.provider
    },
    subscribe(listener) {
      return mipd.subscribe(() => listener(list()))
    },
    destroy() {
      mipd.destroy()
    },
  }
}
