import { afterEach, describe, expect, it } from 'vitest'
import { lockScroll } from './useScrollLock.js'

afterEach(() => {
  document.documentElement.style.overflow = ''
})

describe('lockScroll', () => {
  it('is counted: two open modals release the page only when both closed, and a release is idempotent', () => {
    const first = lockScroll()
    const second = lockScroll()
    expect(document.documentElement.style.overflow).toBe('hidden')
    first()
    first()
    expect(document.documentElement.style.overflow).toBe('hidden')
    second()
    expect(document.documentElement.style.overflow).toBe('')
  })
})

describe('touch drags while locked', () => {
  const drag = (target: Element) => {
    const event = new Event('touchmove', { bubbles: true, cancelable: true, composed: true })
    target.dispatchEvent(event)
    return event.defaultPrevented
  }

  it('are cancelled unless they start inside content that scrolls, and pass again once released', () => {
    const plain = document.createElement('div')
    const scroller = document.createElement('div')
    const inner = document.createElement('span')
    scroller.style.overflowY = 'auto'
    scroller.append(inner)
    document.body.append(plain, scroller)
    Object.defineProperty(scroller, 'scrollHeight', { value: 500 })
    Object.defineProperty(scroller, 'clientHeight', { value: 100 })
    const release = lockScroll()
    expect(drag(plain)).toBe(true)
    expect(drag(inner)).toBe(false)
    release()
    expect(drag(plain)).toBe(false)
    plain.remove()
    scroller.remove()
  })
})
