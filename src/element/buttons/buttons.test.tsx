import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineWalletModal } from '../define.js'
import type { WalletModalElement } from '../elementTypes.js'
import { TEST_NETWORKS } from '../__fixtures__/testController.js'
import { defineWalletModalButtons } from './defineButtons.js'
import { findModal, watchModal } from './findModal.js'
import { networkButtonState } from './NetworkButton.js'
import type { WalletModalState } from '../types.js'

const networks = [...TEST_NETWORKS]

beforeAll(() => {
  defineWalletModal()
  defineWalletModalButtons()
})

afterEach(() => {
  document.body.replaceChildren()
  localStorage.clear()
})

/** The inner `<button>` of a companion element, once its lazy chunk has rendered it. */
async function innerButton(host: Element): Promise<HTMLButtonElement> {
  return vi.waitFor(() => {
    const button = host.shadowRoot?.querySelector('button')
    if (!button) throw new Error('not rendered yet')
    return button
  })
}

describe('findModal / watchModal', () => {
  it('finds the first <wallet-modal>, or the one named by the modal attribute', () => {
    document.body.innerHTML =
      '<wallet-modal-button></wallet-modal-button><wallet-modal id="a"></wallet-modal><wallet-modal id="b"></wallet-modal>'
    const button = document.querySelector('wallet-modal-button')!
    expect(findModal(button)?.id).toBe('a')
    button.setAttribute('modal', 'b')
    expect(findModal(button)?.id).toBe('b')
    button.setAttribute('modal', 'missing')
    expect(findModal(button)).toBeUndefined()
  })

  it('reports a modal added after the button, and its removal', async () => {
    document.body.innerHTML = '<wallet-modal-button modal="later"></wallet-modal-button>'
    const seen: (string | undefined)[] = []
    const stop = watchModal(document.querySelector('wallet-modal-button')!, (modal) => seen.push(modal?.id))
    const modal = document.createElement('wallet-modal')
    modal.id = 'later'
    document.body.append(modal)
    await vi.waitFor(() => expect(seen).toEqual([undefined, 'later']))
    modal.remove()
    await vi.waitFor(() => expect(seen).toEqual([undefined, 'later', undefined]))
    stop()
  })

  it('waits for a modal under another tag name to be defined', async () => {
    document.body.innerHTML =
      '<wallet-modal-button modal="custom"></wallet-modal-button><my-wallet-modal id="custom"></my-wallet-modal>'
    const seen: (string | undefined)[] = []
    const stop = watchModal(document.querySelector('wallet-modal-button')!, (modal) => seen.push(modal?.localName))
    expect(seen).toEqual([undefined])
    defineWalletModal('my-wallet-modal')
    await vi.waitFor(() => expect(seen).toEqual([undefined, 'my-wallet-modal']))
    stop()
  })
})

describe('networkButtonState', () => {
  const state = (patch: Partial<WalletModalState>) =>
    ({ status: 'connected', networkName: 'Anvil A', ...patch }) as WalletModalState
  it('is disconnected without a connected account, unsupported on a network the host did not configure', () => {
    expect(networkButtonState(state({ status: 'disconnected' }))).toBe('disconnected')
    expect(networkButtonState(state({ status: 'connecting', networkName: undefined }))).toBe('disconnected')
    expect(networkButtonState(state({}))).toBe('connected')
    expect(networkButtonState(state({ networkName: undefined }))).toBe('unsupported')
  })
})

describe('<wallet-modal-button> and <wallet-modal-network-button> over a real <wallet-modal>', () => {
  it('render real buttons that follow the modal (network, theme) and open its views', async () => {
    document.body.innerHTML =
      '<wallet-modal-network-button></wallet-modal-network-button><wallet-modal-button></wallet-modal-button><wallet-modal></wallet-modal>'
    const modal = document.querySelector('wallet-modal') as WalletModalElement
    modal.setOptions({ networks, storageKey: 'buttons-test' })
    const network = await innerButton(document.querySelector('wallet-modal-network-button')!)
    const account = await innerButton(document.querySelector('wallet-modal-button')!)
    expect(document.querySelector('wallet-modal-button')!.modalElement).toBe(modal)

    expect(account.textContent).toBe('Connect Wallet')
    await vi.waitFor(() => expect(network.getAttribute('aria-label')).toBe('Network: Anvil A, not connected'))
    expect(network.dataset.state).toBe('disconnected')

    await modal.switchNetwork('eip155:31338')
    await vi.waitFor(() => expect(network.textContent).toContain('Anvil B'))

    expect(network.closest('.wm-root')?.getAttribute('data-theme')).toBe('light')
    modal.setOptions({ themeMode: 'dark' })
    await vi.waitFor(() => expect(network.closest('.wm-root')?.getAttribute('data-theme')).toBe('dark'))
    document.querySelector('wallet-modal-button')!.setAttribute('theme-mode', 'light')
    await vi.waitFor(() => expect(account.closest('.wm-root')?.getAttribute('data-theme')).toBe('light'))

    account.click()
    expect(modal.getState().view).toBe('Connect')
    modal.close()
    network.click()
    expect(modal.getState().view).toBe('Networks')
  })

  it('switch to the modal named by a changed modal attribute', async () => {
    document.body.innerHTML =
      '<wallet-modal-network-button></wallet-modal-network-button><wallet-modal id="a"></wallet-modal><wallet-modal id="b"></wallet-modal>'
    const [a, b] = [...document.querySelectorAll('wallet-modal')]
    a!.setOptions({ networks: [networks[0]!], storageKey: 'buttons-a' })
    b!.setOptions({ networks: [networks[1]!], storageKey: 'buttons-b' })
    const host = document.querySelector('wallet-modal-network-button')!
    const network = await innerButton(host)
    await vi.waitFor(() => expect(network.textContent).toContain('Anvil A'))
    host.setAttribute('modal', 'b')
    await vi.waitFor(() => expect(host.shadowRoot!.querySelector('button')!.textContent).toContain('Anvil B'))
    expect(host.modalElement).toBe(b)
  })
})
