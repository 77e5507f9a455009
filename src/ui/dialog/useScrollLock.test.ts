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
