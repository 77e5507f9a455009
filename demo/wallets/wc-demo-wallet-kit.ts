/**
 * The WalletConnect demo wallet page's WalletKit, kept offline: it talks to the local relay
 * (src/testing/stack/walletConnectRelay/) and nothing else. Telemetry is off, and the calls that would still reach a
 * WalletConnect cloud host are replaced, as in src/testing/walletConnect/walletConnectWallet.ts: Verify
 * (`core.verify.register`, which injects an iframe to verify.walletconnect.org, and `resolve`,
 * an attestation lookup per proposal and request) and the INIT telemetry event
 * (`core.eventClient.init`, sent to pulse.walletconnect.org even with telemetry off).
 */
import { WalletKit, type IWalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { ICore } from '@walletconnect/types'

/** Options for {@link createOfflineWalletKit}. */
export interface OfflineWalletKitOptions {
  /** The local relay, e.g. `ws://127.0.0.1:18950`; any other host is refused. */
  relayUrl: string
  /** Sent to the relay as is; the local relay accepts any string. */
  projectId: string
  /**
   * Prefix of this wallet's keys in the browser's storage (IndexedDB), so its pairings and
   * sessions never mix with the dapp's sign-client on the same origin. Default 'wc-demo-wallet'.
   */
  storagePrefix?: string
}

/** Hosts the relay may live on: this machine only. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Starts WalletKit on its own Core over the local relay, with the cloud calls stubbed out.
 * @throws Error 'wc demo wallet: relay <url> is not on this machine' for a non-loopback relay
 */
export async function createOfflineWalletKit(options: OfflineWalletKitOptions): Promise<IWalletKit> {
  const relay = new URL(options.relayUrl)
  if (!LOCAL_HOSTS.has(relay.hostname))
    throw new Error(`wc demo wallet: relay ${options.relayUrl} is not on this machine`)
  const core = new Core({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    customStoragePrefix: options.storagePrefix ?? 'wc-demo-wallet',
    telemetryEnabled: false,
    logger: 'error',
  })
  stubCloudCalls(core)
  return WalletKit.init({
    core,
    metadata: {
      name: 'WalletConnect Demo Wallet',
      description: 'wallet-modal demo: a WalletKit wallet over the local relay',
      url: location.origin,
      icons: [],
    },
  })
}

/** Replaces Verify and the INIT telemetry event, the Core's only calls to cloud hosts besides the relay. */
function stubCloudCalls(core: ICore): void {
  core.verify.register = async () => ''
  // sign-client treats a falsy result as "not verified" (validation UNKNOWN).
  core.verify.resolve = (async () => undefined) as unknown as ICore['verify']['resolve']
  core.eventClient.init = async () => undefined
}
