// A React app as a host writes one: the element defined once, rendered in JSX (typed by
// wallet-modal/react), and driven by the hooks; no provider, no refs, no DOM events.
import 'wallet-modal/define'
import { StrictMode, version } from 'react'
import { createRoot } from 'react-dom/client'
import { useWalletModal, useWalletModalState } from 'wallet-modal/react'

declare global {
  interface Window {
    APP_CONFIG: { evmRpcUrl: string }
  }
}

const networks = JSON.stringify([
  { caipNetworkId: 'eip155:31337', name: 'Local Ethereum', rpcUrl: window.APP_CONFIG.evmRpcUrl },
])

function Account() {
  const { open, disconnect } = useWalletModal()
  const status = useWalletModalState((state) => state.status)
  const caipAddress = useWalletModalState((state) => state.caipAddress)
  return (
    <section>
      <p data-testid="react-version">React {version}</p>
      <p data-testid="status">{status === 'connected' ? `Connected as ${caipAddress}` : 'Not connected'}</p>
      {status === 'connected' ? (
        <button type="button" onClick={() => void disconnect()}>
          Disconnect
        </button>
      ) : (
        <button type="button" onClick={() => open()}>
          Connect
        </button>
      )}
    </section>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>React host</h1>
    <Account />
    <wallet-modal theme-mode="light" networks={networks} />
  </StrictMode>,
)
