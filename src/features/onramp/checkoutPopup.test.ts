import { afterEach, describe, expect, it, vi } from 'vitest'
import { closePopup, openCheckoutPopup, showCheckout } from './checkoutPopup.js'

/** A popup window as window.open answers it: a blank page whose opener, title and text can be read. */
const blankPopup = () => ({
  opener: {} as unknown,
  closed: false,
  close: vi.fn(),
  location: { href: 'about:blank' },
  document: { title: '', body: { textContent: '' } },
})

afterEach(() => vi.unstubAllGlobals())

describe('the checkout popup', () => {
  it('opens a blank popup of the providers’ size, cut from this page, saying it is loading', () => {
    const popup = blankPopup()
    const open = vi.fn(() => popup)
    vi.stubGlobal('window', { open })
    expect(openCheckoutPopup('Loading…')).toBe(popup)
    expect(open).toHaveBeenCalledWith('about:blank', '_blank', 'popup,width=480,height=720')
    expect(popup.opener).toBeNull()
    expect(popup.document).toEqual({ title: 'Loading…', body: { textContent: 'Loading…' } })
  })

  it('answers undefined when the browser blocked it', () => {
    vi.stubGlobal('window', { open: () => null })
    expect(openCheckoutPopup('Loading…')).toBeUndefined()
  })

  it('still answers a popup it cannot write into', () => {
    const popup = {
      set opener(_: unknown) {
        throw new DOMException('cross-origin', 'SecurityError')
      },
    }
    vi.stubGlobal('window', { open: () => popup })
    expect(openCheckoutPopup('Loading…')).toBe(popup)
  })

  it('sends the popup to the checkout URL', () => {
    const popup = blankPopup()
    showCheckout(popup as unknown as Window, 'https://buy.test/checkout')
    expect(popup.location.href).toBe('https://buy.test/checkout')
  })

  it('closes a popup that is still open, and leaves a closed, missing or vanished one alone', () => {
    const open = blankPopup()
    closePopup(open as unknown as Window)
    expect(open.close).toHaveBeenCalledTimes(1)
    const closed = { ...blankPopup(), closed: true }
    closePopup(closed as unknown as Window)
    expect(closed.close).not.toHaveBeenCalled()
    expect(() => closePopup(undefined)).not.toThrow()
    const gone = {
      get closed(): boolean {
        throw new Error('gone')
      },
    }
    expect(() => closePopup(gone as unknown as Window)).not.toThrow()
  })
})
