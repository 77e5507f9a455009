// A plain TypeScript host (no React): the element and its events are typed without a cast.
import { expectTypeOf } from 'vitest'
import type {
  CaipAddress,
  CaipNetworkId,
  WalletModalElement,
  WalletModalEventDetail,
  WalletModalState,
} from 'wallet-modal'
import 'wallet-modal/define'

const found = document.querySelector('wallet-modal')
expectTypeOf(found).toEqualTypeOf<WalletModalElement | null>()
const modal = document.createElement('wallet-modal')
expectTypeOf(modal).toEqualTypeOf<WalletModalElement>()
expectTypeOf(modal).toMatchTypeOf<HTMLElement>()

// The script-tag snippet of docs/getting-started/script-tag.md, as a .ts file.
modal.setOptions({
  networks: [{ caipNetworkId: 'eip155:31337', name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' }],
  metadata: { name: 'My app' },
})
modal.open()
modal.open({ view: 'Networks' })
modal.close()
expectTypeOf(modal.getState()).toEqualTypeOf<WalletModalState>()
expectTypeOf(modal.disconnect()).toEqualTypeOf<Promise<void>>()
expectTypeOf(modal.getSiwxToken()).toEqualTypeOf<string | undefined>()
expectTypeOf(modal.switchNetwork('eip155:1')).toEqualTypeOf<Promise<void>>()
const unsubscribe = modal.subscribeState((state) =>
  expectTypeOf(state.status).toEqualTypeOf<'disconnected' | 'connecting' | 'connected'>(),
)
expectTypeOf(unsubscribe).toEqualTypeOf<() => void>()
// @ts-expect-error a view is named by a string
modal.open({ view: 1 })
// @ts-expect-error not a CAIP-2 id
void modal.switchNetwork('mainnet')

// Events: detail typed on the element, on document and on window.
modal.addEventListener('wallet-modal:connect', function (event) {
  expectTypeOf(event).toEqualTypeOf<CustomEvent<WalletModalEventDetail>>()
  // An email or social login's connect event says who (spec section 3; a social login adds the username).
  expectTypeOf(event.detail.user).toEqualTypeOf<{ email?: string; username?: string } | undefined>()
  expectTypeOf(event.detail.caipAddress).toEqualTypeOf<CaipAddress | undefined>()
  expectTypeOf(this).toEqualTypeOf<WalletModalElement>()
})
modal.addEventListener('wallet-modal:network-change', (event) =>
  expectTypeOf(event.detail.caipNetworkId).toEqualTypeOf<CaipNetworkId | undefined>(),
)
document.addEventListener('wallet-modal:disconnect', (event) =>
  expectTypeOf(event.detail.caipAddress).toEqualTypeOf<CaipAddress | undefined>(),
)
window.addEventListener('wallet-modal:siwx-success', (event) =>
  expectTypeOf(event.detail.caipAddress).toEqualTypeOf<CaipAddress | undefined>(),
)
for (const name of ['wallet-modal:open', 'wallet-modal:close'] as const)
  modal.addEventListener(name, (event) => void event.detail.caipNetworkId)
// Ordinary DOM events keep their own types; unknown names still work, untyped.
modal.addEventListener('click', (event) => expectTypeOf(event).toMatchTypeOf<MouseEvent>())
modal.addEventListener('something-else', (event) => expectTypeOf(event).toEqualTypeOf<Event>())
// @ts-expect-error the detail has no such field
modal.addEventListener('wallet-modal:connect', (event) => event.detail.balance)

// The companion buttons: typed by tag, with the modal they drive.
import {
  defineWalletModalButtons,
  type WalletModalBalance,
  type WalletModalButtonElement,
  type WalletModalNetworkButtonElement,
} from 'wallet-modal'
expectTypeOf(defineWalletModalButtons).toEqualTypeOf<() => void>()
expectTypeOf(document.querySelector('wallet-modal-button')).toEqualTypeOf<WalletModalButtonElement | null>()
const networkButton = document.createElement('wallet-modal-network-button')
expectTypeOf(networkButton).toEqualTypeOf<WalletModalNetworkButtonElement>()
expectTypeOf(networkButton.modalElement).toEqualTypeOf<WalletModalElement | undefined>()
networkButton.setAttribute('modal', 'modal')
// What they read: the network's name, the theme and the balance.
expectTypeOf(modal.getState().networkName).toEqualTypeOf<string | undefined>()
expectTypeOf(modal.getState().themeMode).toEqualTypeOf<'light' | 'dark'>()
expectTypeOf(modal.getBalance()).toEqualTypeOf<Promise<WalletModalBalance | undefined>>()
void modal.getBalance().then((balance) => balance && expectTypeOf(balance.value).toEqualTypeOf<bigint>())
// @ts-expect-error a button has no JS API of the modal
networkButton.open()
