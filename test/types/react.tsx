// A React 19 host (@types/react 19: the React.JSX namespace): <wallet-modal> in JSX and the hooks.
import { useRef } from 'react'
import { expectTypeOf } from 'vitest'
import type {
  CaipAddress,
  CaipNetworkId,
  ViewName,
  WalletModalButtonElement,
  WalletModalElement,
  WalletModalNetworkButtonElement,
  WalletModalState,
} from 'wallet-modal'
import { useWalletModal, useWalletModalState } from 'wallet-modal/react'

export function App() {
  const ref = useRef<WalletModalElement>(null)
  const buttonRef = useRef<WalletModalButtonElement>(null)
  const networkButtonRef = useRef<WalletModalNetworkButtonElement>(null)
  const { open, close, switchNetwork, disconnect } = useWalletModal(ref)
  expectTypeOf(open).toEqualTypeOf<(options?: { view?: ViewName }) => void>()
  expectTypeOf(close).toEqualTypeOf<() => void>()
  expectTypeOf(switchNetwork).parameter(0).toEqualTypeOf<CaipNetworkId>()
  expectTypeOf(disconnect).returns.toEqualTypeOf<Promise<void>>()
  const state = useWalletModalState()
  expectTypeOf(state).toEqualTypeOf<WalletModalState>()
  const address = useWalletModalState((s) => s.caipAddress)
  expectTypeOf(address).toEqualTypeOf<CaipAddress | undefined>()
  const connected = useWalletModalState((s) => s.status === 'connected', ref)
  expectTypeOf(connected).toEqualTypeOf<boolean>()
  useWalletModal()
  useWalletModal(document.querySelector('wallet-modal'))

  return (
    <>
      <wallet-modal
        ref={ref}
        theme-mode="dark"
        storage-key="app"
        nonce="abc"
        networks='[{"caipNetworkId":"eip155:1","name":"Ethereum","rpcUrl":"http://127.0.0.1:8545"}]'
        id="modal"
        className="x"
      />
      {/* @ts-expect-error theme-mode is 'light' or 'dark' */}
      <wallet-modal theme-mode="blue" />
      {/* @ts-expect-error the attribute is storage-key (hyphenated names are never checked by TypeScript) */}
      <wallet-modal storageKey="app" />
      <button type="button" onClick={() => open()}>
        Connect
      </button>
      <wallet-modal-button ref={buttonRef} modal="modal" theme-mode="dark" className="x" />
      <wallet-modal-network-button ref={networkButtonRef} modal="modal" nonce="abc" />
      {/* @ts-expect-error modal is the id of a <wallet-modal>, a string */}
      <wallet-modal-button modal={1} />
      {/* @ts-expect-error the network button's ref is its own element type */}
      <wallet-modal-network-button ref={ref} />
    </>
  )
}
