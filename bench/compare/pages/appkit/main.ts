// The host's own code for Reown AppKit, as its HTML (wagmi adapter) quickstart shows it, with one EVM
// network; "ready" = createAppKit's instance initialised (`ready()`), its <w3m-modal> defined.
import { createAppKit } from '@reown/appkit'
import { mainnet } from '@reown/appkit/networks'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'

const projectId = 'a01b2c3d4e5f60718293a4b5c6d7e8f9'
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId })
const appkit = createAppKit({
  adapters: [wagmiAdapter],
  networks: [mainnet],
  projectId,
  metadata: { name: 'Bare host page', description: 'Bare host page', url: location.origin, icons: [] },
})
;(window as unknown as { appkit: typeof appkit }).appkit = appkit
document.getElementById('connect')!.onclick = () => void appkit.open()
// No top-level await here: AppKit's lazy chunks import this entry chunk back, so awaiting at the top
// level would deadlock the module graph.
void appkit
  .ready()
  .then(() => customElements.whenDefined('w3m-modal'))
  .then(() => performance.mark('ready'))
