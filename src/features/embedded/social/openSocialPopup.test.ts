import { afterEach, describe, expect, it, vi } from 'vitest'
import { openSocialPopup } from './openSocialPopup.js'

/** The page's window at (`x`, `y`) of `width` × `height`, whose open() answers `popup`. */
const page = (x: number, y: number, width: number, height: number, popup: unknown) => {
  const open = vi.fn(() => popup)
  vi.stubGlobal('window', { screenX: x, screenY: y, outerWidth: width, outerHeight: height, open })
  return open
}
const blank = () => ({ document: { title: '', body: { textContent: '' } } })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('openSocialPopup', () => {
  it('opens a named 500 × 640 popup centred over the page, saying what it waits for', () => {
    vi.useFakeTimers({ now: 1234 })
    const popup = blank()
    const open = page(100, 50, 1301, 1000, popup)
    expect(openSocialPopup('Google')).toBe(popup)
    expect(open).toHaveBeenCalledWith('', 'wm-social-1234', 'popup,width=500,height=640,left=501,top=230')
    expect(popup.document).toEqual({ title: 'Google', body: { textContent: 'Connecting to Google…' } })
  })

  it('keeps the popup on screen over a page smaller than it', () => {
    const open = page(0, 0, 300, 400, blank())
    openSocialPopup('X')
    expect(open).toHaveBeenCalledWith('', expect.any(String), 'popup,width=500,height=640,left=0,top=0')
  })

  it('answers null when the browser blocked it, and still answers a window it cannot write into', () => {
    page(0, 0, 800, 800, null)
    expect(openSocialPopup('X')).toBeNull()
    const foreign = {
      get document(): never {
        throw new DOMException('cross-origin', 'SecurityError')
      },
    }
    page(0, 0, 800, 800, foreign)
    expect(openSocialPopup('X')).toBe(foreign)
  })
})
