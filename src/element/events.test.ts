import { describe, expect, it } from 'vitest'
import { closeModal, openModal } from '../core/navigation.js'
import { resolveOptions } from '../core/options.js'
import { createModalStore, setAccount } from '../core/store.js'
import { setConnectedAccount } from '../core/storeUpdates.js'
import { bridgeEvents } from './events.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const networks = [
  { caipNetworkId: 'eip155:31337' as const, name: 'A', rpcUrl: 'http://a' },
  { caipNetworkId: 'eip155:31338' as const, name: 'B', rpcUrl: 'http://b' },
]

function setup() {
  const store = createModalStore(resolveOptions({ networks }))
  const host = document.createElement('div')
  const seen: string[] = []
  for (const name of ['open', 'close', 'connect', 'disconnect', 'network-change', 'siwx-success'])
    host.addEventListener(`wallet-modal:${name}`, (e) => {
      const { caipAddress, caipNetworkId } = (e as CustomEvent).detail
      expect((e as CustomEvent).composed && e.bubbles).toBe(true)
      seen.push(`${name} ${caipAddress ?? '-'} ${caipNetworkId}`)
    })
  const connect = (chain: '31337' | '31338') =>
    setConnectedAccount(store, 'eip155', `eip155:${chain}`, {
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:${chain}:${ADDRESS}`,
    })
  return { store, host, seen, connect, off: bridgeEvents(store, host) }
}

describe('the store → DOM-event bridge', () => {
  it('dispatches open, connect, network-change, disconnect and close with the CAIP ids, in order', () => {
    const { store, seen, connect } = setup()
    openModal(store, 'Connect')
    connect('31337')
    closeModal(store)
    connect('31338')
    setAccount(store, 'eip155', { status: 'disconnected' })
    expect(seen).toEqual([
      'open - eip155:31337',
      `connect eip155:31337:${ADDRESS} eip155:31337`,
      `close eip155:31337:${ADDRESS} eip155:31337`,
      `network-change eip155:31338:${ADDRESS} eip155:31338`,
      'disconnect - eip155:31338',
    ])
  })

  it('dispatches connect when another connected wallet becomes the active one (multi-wallet), nothing for the same wallet reporting again', () => {
    const { store, seen } = setup()
    const OTHER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const wallet = (connectorId: string, address: string) =>
      setConnectedAccount(store, 'eip155', 'eip155:31337', {
        status: 'connected',
        address,
        caipAddress: `eip155:31337:${address}`,
        connectorId,
      })
    wallet('io.one', ADDRESS)
    wallet('io.one', ADDRESS)
    wallet('io.two', OTHER)
    expect(seen).toEqual([`connect eip155:31337:${ADDRESS} eip155:31337`, `connect eip155:31337:${OTHER} eip155:31337`])
  })

  it('reports the latest state when a reaction updates the store from inside another listener', () => {
    const store = createModalStore(resolveOptions({ networks }))
    // A reaction subscribed before the bridge, as the controller wires them: connecting opens the modal.
    store.subscribe(() => {
      if (store.getState().accounts.eip155?.status === 'connected' && !store.getState().router.open)
        openModal(store, 'Account')
    })
    const host = document.createElement('div')
    const seen: string[] = []
    for (const name of ['open', 'connect']) host.addEventListener(`wallet-modal:${name}`, () => seen.push(name))
    bridgeEvents(store, host)
    setConnectedAccount(store, 'eip155', 'eip155:31337', {
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
    })
    expect(seen).toEqual(['open', 'connect'])
  })

  it('announces each new SIWX sign-in as wallet-modal:siwx-success, and stops when unsubscribed', () => {
    const { store, seen, off } = setup()
    const signIn = (id: number) =>
      store.setState((s) => ({
        siwx: { ...s.siwx, lastSignIn: { caipAddress: `eip155:31337:${ADDRESS}`, caipNetworkId: 'eip155:31337', id } },
      }))
    signIn(1)
    store.setState({ toast: undefined })
    signIn(2)
    off()
    signIn(3)
    expect(seen).toEqual([
      `siwx-success eip155:31337:${ADDRESS} eip155:31337`,
      `siwx-success eip155:31337:${ADDRESS} eip155:31337`,
    ])
  })
})
