import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Controller } from './controller.js'
import { mountShadowHost, type ShadowHost } from './__fixtures__/testController.js'
import { Root } from './Root.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let host: HTMLElement
let controller: Controller
let mounted: ShadowHost

beforeEach(() => {
  mounted = mountShadowHost('root-test')
  ;({ host, controller } = mounted)
  act(() => mounted.root.render(<Root context={controller.context} shadowRoot={mounted.shadowRoot} />))
})

afterEach(() => mounted.unmount())

const dialog = () => host.shadowRoot!.querySelector<HTMLElement>('[role=dialog]')

describe('<wallet-modal> root', () => {
  it('renders nothing while closed, and the Connect view in its shadow root on open()', () => {
    expect(dialog()).toBeNull()
    act(() => controller.api.open())
    const title = host.shadowRoot!.getElementById(dialog()!.getAttribute('aria-labelledby')!)
    expect(title?.textContent).toBe('Connect Wallet')
    expect(dialog()!.querySelector('[data-view=Connect]')?.textContent).toContain('No wallet found in this browser')
    expect(document.body.querySelector('[role=dialog]')).toBeNull()
  })

  it('the close button and Escape close it; getState() follows', () => {
    act(() => controller.api.open())
    const close = [...host.shadowRoot!.querySelectorAll('button')].find(
      (b) => b.getAttribute('aria-label') === 'Close',
    )!
    act(() => close.click())
    expect(controller.api.getState()).toMatchObject({ open: false, view: null })
    act(() => controller.api.open({ view: 'Connect' }))
    act(
      () =>
        void dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true })),
    )
    expect(dialog()).toBeNull()
  })
})
