import { act, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from './Dialog.js'
import { DialogDescription } from './DialogDescription.js'
import { DialogTitle } from './DialogTitle.js'
import { deepActiveElement } from './focus.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let host: HTMLElement
let sibling: HTMLButtonElement
let root: Root

/** A page with a button, and a host element whose shadow root renders `ui` (as <wallet-modal> does). */
beforeEach(() => {
  sibling = Object.assign(document.createElement('button'), { textContent: 'Host page button' })
  host = document.createElement('div')
  // As in a browser, the host itself (no tabindex) cannot take focus; happy-dom would let it, and
  // React re-focuses the element that was active when a commit started (the host, from outside).
  host.focus = () => undefined
  document.body.append(sibling, host)
  const container = document.createElement('div')
  host.attachShadow({ mode: 'open' }).append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  document.body.replaceChildren()
})

const shadow = () => host.shadowRoot!
const dialog = () => shadow().querySelector<HTMLElement>('[role=dialog]')!
const button = (name: string) => [...shadow().querySelectorAll('button')].find((b) => b.textContent === name)!
/** A press (mousedown) on the backdrop around the dialog. */
const pressBackdrop = () =>
  act(
    () =>
      void shadow()
        .querySelector('.wm-overlay')!
        .dispatchEvent(new MouseEvent('mousedown', { bubbles: true })),
  )
const press = (key: string, shiftKey = false) =>
  act(
    () =>
      void (deepActiveElement() ?? shadow()).dispatchEvent(
        new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, composed: true, cancelable: true }),
      ),
  )

function Modal({
  onDismiss = () => undefined,
  dismissable = true,
  described = true,
  rehearsal,
}: {
  onDismiss?(): void
  dismissable?: boolean
  described?: boolean
  rehearsal?: boolean
}) {
  return (
    <Dialog
      host={host}
      title="Connect Wallet"
      theme="light"
      dismissable={dismissable}
      onDismiss={onDismiss}
      header={<DialogTitle>Connect Wallet</DialogTitle>}
      rehearsal={rehearsal}
    >
      {described && <DialogDescription>Choose a wallet.</DialogDescription>}
      <button type="button" data-wm-skip-autofocus="true">
        Back
      </button>
      <button type="button">First</button>
      <button type="button">Last</button>
    </Dialog>
  )
}

/** Opens the modal from the host page's button, as a visitor does. */
function open(props: Parameters<typeof Modal>[0] = {}) {
  sibling.focus()
  act(() => root.render(<Modal {...props} />))
}

describe('Dialog parts', () => {
  it('is a modal dialog labelled by its title and described by its description, ids from useId', () => {
    open()
    const title = shadow().querySelector('h2')!
    const description = shadow().querySelector('p')!
    expect(dialog().getAttribute('aria-modal')).toBe('true')
    expect(dialog().getAttribute('aria-labelledby')).toBe(title.id)
    expect(dialog().getAttribute('aria-describedby')).toBe(description.id)
    expect(title.id).not.toBe(description.id)
  })

  it('leaves aria-describedby off when the view has no description', () => {
    open({ described: false })
    expect(dialog().hasAttribute('aria-describedby')).toBe(false)
  })

  it('moves focus in on open (skipping the header icons), and Tab / Shift+Tab wrap inside', () => {
    open()
    expect(deepActiveElement()).toBe(button('First'))
    press('Tab')
    expect(deepActiveElement()).toBe(button('Last'))
    press('Tab')
    expect(deepActiveElement()).toBe(button('Back'))
    press('Tab', true)
    expect(deepActiveElement()).toBe(button('Last'))
  })

  it('Escape closes; focus returns to the host page element that opened it', () => {
    function Host() {
      const [shown, setShown] = useState(true)
      return shown ? <Modal onDismiss={() => setShown(false)} /> : null
    }
    sibling.focus()
    act(() => root.render(<Host />))
    expect(deepActiveElement()).toBe(button('First'))
    press('Escape')
    expect(shadow().querySelector('[role=dialog]')).toBeNull()
    expect(document.activeElement).toBe(sibling)
  })

  it('a press on the backdrop dismisses, one inside the dialog does not; not dismissable: neither nor Escape', () => {
    const onDismiss = vi.fn()
    open({ onDismiss })
    act(() => void dialog().dispatchEvent(new MouseEvent('mousedown', { bubbles: true })))
    expect(onDismiss).not.toHaveBeenCalled()
    pressBackdrop()
    expect(onDismiss).toHaveBeenCalledTimes(1)
    act(() => root.render(<Modal onDismiss={onDismiss} dismissable={false} />))
    press('Escape')
    pressBackdrop()
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })

  it('makes the rest of the page inert and locks its scrolling while open, and undoes both on close', () => {
    document.documentElement.style.overflow = 'scroll'
    open()
    expect(sibling.hasAttribute('inert')).toBe(true)
    expect(host.hasAttribute('inert')).toBe(false)
    expect(document.documentElement.style.overflow).toBe('hidden')
    act(() => root.render(null))
    expect(sibling.hasAttribute('inert')).toBe(false)
    expect(document.documentElement.style.overflow).toBe('scroll')
  })

  it('a rehearsal (the warm-up) renders the same dialog but leaves the page alone: no inert, no scroll lock, no focus move, no Escape', () => {
    const onDismiss = vi.fn()
    document.documentElement.style.overflow = 'scroll'
    open({ onDismiss, rehearsal: true })
    expect(dialog().getAttribute('aria-modal')).toBe('true')
    expect(button('First')).toBeDefined()
    expect(sibling.hasAttribute('inert')).toBe(false)
    expect(document.documentElement.style.overflow).toBe('scroll')
    expect(deepActiveElement()).toBe(sibling)
    press('Escape')
    press('Tab')
    expect(onDismiss).not.toHaveBeenCalled()
    expect(deepActiveElement()).toBe(sibling)
    // Unmounting restores nothing either: focus stays where the visitor has it.
    button('Last').focus()
    act(() => root.render(null))
    expect(document.activeElement).not.toBe(sibling)
  })
})
