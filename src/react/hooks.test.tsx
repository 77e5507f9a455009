import { act, useRef, useState } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { defineWalletModal } from '../element/define.js'
import type { WalletModalElement } from '../element/elementTypes.js'
import { TEST_NETWORKS } from '../element/__fixtures__/testController.js'
import { container, freshRootPerTest, root } from '../ui/__fixtures__/testRoot.js'
import { CLOSED_DISCONNECTED_STATE, NO_ELEMENT_MESSAGE, useWalletModal, useWalletModalState } from './index.js'

const networks = [...TEST_NETWORKS]

beforeAll(() => {
  // The real element (the same class `wallet-modal/define` registers), not a stand-in.
  defineWalletModal()
})

freshRootPerTest()
afterEach(() => localStorage.clear())

const modal = () => document.querySelector('wallet-modal')!
const text = (id: string) => container.querySelector(`#${id}`)?.textContent

function Status() {
  const renders = useRef(0)
  renders.current++
  const open = useWalletModalState((s) => s.open)
  const network = useWalletModalState((s) => s.caipNetworkId)
  const { open: show, close } = useWalletModal()
  return (
    <>
      <output id="open">{String(open)}</output>
      <output id="network">{network ?? 'none'}</output>
      <output id="renders">{renders.current}</output>
      <button type="button" id="show" onClick={() => show({ view: 'Networks' })} />
      <button type="button" id="close" onClick={() => close()} />
    </>
  )
}

/** Renders a <wallet-modal> on the test networks (storage under `storageKey`) and, beside it, {@link Status}. */
function renderStatusBeside(storageKey: string): void {
  act(() =>
    root.render(
      <>
        <wallet-modal storage-key={storageKey} />
        <Status />
      </>,
    ),
  )
  act(() => modal().setOptions({ networks, storageKey }))
}

describe('wallet-modal/react, no provider', () => {
  it('finds the first <wallet-modal> in the document: state follows open()/close(), the controls drive it', async () => {
    renderStatusBeside('hooks-a')
    expect(text('open')).toBe('false')
    expect(text('network')).toBe('eip155:31337')
    act(() => container.querySelector<HTMLButtonElement>('#show')!.click())
    expect(modal().getState()).toMatchObject({ open: true, view: 'Networks' })
    expect(text('open')).toBe('true')
    act(() => modal().close())
    expect(text('open')).toBe('false')
    await act(() => modal().switchNetwork('eip155:31338'))
    expect(text('network')).toBe('eip155:31338')
  })

  it('re-renders only when the selected value changes', () => {
    renderStatusBeside('hooks-b')
    const before = Number(text('renders'))
    // The view changes (Connect → Networks) but `open` stays true: one render for the open, none for the view.
    act(() => modal().open())
    act(() => modal().open({ view: 'Networks' }))
    expect(modal().getState().view).toBe('Networks')
    expect(Number(text('renders'))).toBe(before + 1)
  })

  it('an inline selector that reads props sees new props without a state change', () => {
    function Is({ network }: { network: string }) {
      const on = useWalletModalState((s) => s.caipNetworkId === network)
      return <output id="on">{String(on)}</output>
    }
    const page = (network: string) => (
      <>
        <wallet-modal storage-key="hooks-e" />
        <Is network={network} />
      </>
    )
    act(() => root.render(page('eip155:31337')))
    act(() => modal().setOptions({ networks, storageKey: 'hooks-e' }))
    expect(text('on')).toBe('true')
    act(() => root.render(page('eip155:31338')))
    expect(text('on')).toBe('false')
  })

  it('before any element exists: the closed, disconnected state, then the element once it is rendered', () => {
    function Later() {
      const [shown, setShown] = useState(false)
      const state = useWalletModalState()
      return (
        <>
          <output id="state">{state === CLOSED_DISCONNECTED_STATE ? 'initial' : state.status}</output>
          <button type="button" id="add" onClick={() => setShown(true)} />
          {/* Rendered outside the hook's subtree, as a host might put it in a layout. */}
          {shown && (
            <section>
              <wallet-modal storage-key="hooks-c" />
            </section>
          )}
        </>
      )
    }
    act(() => root.render(<Later />))
    expect(text('state')).toBe('initial')
    act(() => container.querySelector<HTMLButtonElement>('#add')!.click())
    act(() => modal().open())
    expect(text('state')).toBe('disconnected')
    expect(modal().getState().open).toBe(true)
  })

  it('drives the element given by a ref (one of several instances)', () => {
    function Two() {
      const second = useRef<WalletModalElement>(null)
      const open = useWalletModalState((s) => s.open, second)
      const { open: show } = useWalletModal(second)
      return (
        <>
          <wallet-modal storage-key="hooks-d1" />
          <wallet-modal ref={second} storage-key="hooks-d2" />
          <output id="open">{String(open)}</output>
          <button type="button" id="show" onClick={() => show()} />
        </>
      )
    }
    act(() => root.render(<Two />))
    const [first, second] = document.querySelectorAll('wallet-modal')
    act(() => container.querySelector<HTMLButtonElement>('#show')!.click())
    expect(second!.getState().open).toBe(true)
    expect(first!.getState().open).toBe(false)
    expect(text('open')).toBe('true')
  })

  it('a control with no element throws the documented error (async ones reject with it)', async () => {
    let controls: ReturnType<typeof useWalletModal> | undefined
    function Alone() {
      controls = useWalletModal()
      return null
    }
    act(() => root.render(<Alone />))
    expect(() => controls!.open()).toThrow(NO_ELEMENT_MESSAGE)
    expect(() => controls!.close()).toThrow(
      'No defined <wallet-modal> element: render one and import "wallet-modal/define"',
    )
    await expect(controls!.disconnect()).rejects.toThrow(NO_ELEMENT_MESSAGE)
    await expect(controls!.switchNetwork('eip155:1')).rejects.toThrow(NO_ELEMENT_MESSAGE)
  })
})
