'use client'
// Next renders this client component on the server too (at build, to prerender the page): there
// `wallet-modal/define` defines nothing (no customElements), and in the browser it defines the
// elements before React hydrates them. The hooks report the closed, disconnected state on the
// server and follow the element in the browser.
import 'wallet-modal/define'
import { useWalletModal, useWalletModalState } from 'wallet-modal/react'

const networks = JSON.stringify([
  { caipNetworkId: 'eip155:31337', name: 'Local Ethereum', rpcUrl: process.env.NEXT_PUBLIC_EVM_RPC_URL },
])

export function Wallet() {
  const { disconnect } = useWalletModal()
  const status = useWalletModalState((state) => state.status)
  const caipAddress = useWalletModalState((state) => state.caipAddress)
  return (
    <section>
      <wallet-modal-button />
      <p data-testid="status">{status === 'connected' ? `Connected as ${caipAddress}` : 'Not connected'}</p>
      {status === 'connected' && (
        <button type="button" onClick={() => void disconnect()}>
          Disconnect
        </button>
      )}
      <wallet-modal theme-mode="light" networks={networks} />
    </section>
  )
}
