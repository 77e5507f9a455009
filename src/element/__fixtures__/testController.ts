/**
 * Test support (tests only): the controller of a `<wallet-modal>` host as the element's and the
 * views' unit tests set it up, on local test networks nothing answers at.
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { onTestFinished } from 'vitest'
import type { NetworkConfig, WalletModalOptions } from '../../core/options.js'
import { type Controller, createController } from '../controller.js'

/** Two local EVM networks (Anvil A, Anvil B); their RPC URLs lead nowhere. */
export const TEST_NETWORKS = [
  { caipNetworkId: 'eip155:31337', name: 'Anvil A', rpcUrl: 'http://127.0.0.1:1' },
  { caipNetworkId: 'eip155:31338', name: 'Anvil B', rpcUrl: 'http://127.0.0.1:2' },
] as const satisfies readonly NetworkConfig[]

/**
 * A controller on {@link TEST_NETWORKS} (unless `options` names others) over a new host that is in
 * no document. When the test ends it is destroyed, unless the test did (`destroy` runs once), and
 * localStorage is cleared.
 */
export function createTestController(options: WalletModalOptions = {}): Controller & { host: HTMLElement } {
  const host = document.createElement('div')
  const controller = createController(host, { networks: [...TEST_NETWORKS], ...options })
  let destroyed = false
  const destroy = () => {
    if (destroyed) return
    destroyed = true
    controller.destroy()
  }
  onTestFinished(() => {
    destroy()
    localStorage.clear()
  })
  return { ...controller, host, destroy }
}

/** What {@link mountShadowHost} sets up. */
export interface ShadowHost {
  host: HTMLElement
  shadowRoot: ShadowRoot
  controller: Controller
  /** A React root on a container in the shadow root: render the component under test into it. */
  root: Root
  /** Unmounts what was rendered, destroys the controller, empties the document and localStorage. */
  unmount(): void
}

/**
 * A host in the document with an open shadow root, a React root to render into there, and a
 * controller on Anvil A over that host (`storageKey` keeps each suite's storage apart).
 */
export function mountShadowHost(storageKey: string): ShadowHost {
  const host = document.createElement('div')
  host.focus = () => undefined // as in a browser: the host without tabindex takes no focus
  document.body.append(host)
  const shadowRoot = host.attachShadow({ mode: 'open' })
  const container = document.createElement('div')
  shadowRoot.append(container)
  const controller = createController(host, { networks: [TEST_NETWORKS[0]], storageKey })
  const root = createRoot(container)
  return {
    host,
    shadowRoot,
    controller,
    root,
    unmount() {
      act(() => root.unmount())
      controller.destroy()
      document.body.replaceChildren()
      localStorage.clear()
    },
  }
}
