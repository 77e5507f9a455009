import { afterEach, describe, expect, it, vi } from 'vitest'
import { atEnd, READ_END_TOLERANCE_PX, watchReadThrough } from './readThrough.js'

/** A scrolling region as the watch sees it, with its listeners, scrolled by `scrollTo`. */
function fakeRegion(clientHeight: number, scrollHeight: number) {
  const listeners = new Set<() => void>()
  const region = {
    clientHeight,
    scrollHeight,
    scrollTop: 0,
    children: [] as unknown[],
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    scrollTo(top: number) {
      region.scrollTop = top
      for (const listener of listeners) listener()
    },
    listeners,
  }
  return region
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('atEnd', () => {
  it('is true when the last line shows (within the rounding tolerance), or when nothing scrolls', () => {
    expect(atEnd({ scrollTop: 0, clientHeight: 200, scrollHeight: 200 })).toBe(true)
    expect(atEnd({ scrollTop: 0, clientHeight: 200, scrollHeight: 150 })).toBe(true)
    expect(atEnd({ scrollTop: 0, clientHeight: 200, scrollHeight: 600 })).toBe(false)
    expect(atEnd({ scrollTop: 400 - READ_END_TOLERANCE_PX, clientHeight: 200, scrollHeight: 600 })).toBe(true)
    expect(atEnd({ scrollTop: 400 - READ_END_TOLERANCE_PX - 1, clientHeight: 200, scrollHeight: 600 })).toBe(false)
  })
})

describe('watchReadThrough', () => {
  const observed: unknown[] = []
  const stubResizeObserver = () => {
    observed.length = 0
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe(target: unknown) {
          observed.push(target)
        }
        disconnect() {
          observed.length = 0
        }
      },
    )
  }

  it('counts the end only once it was in view while the screen counted, then for good; scrolling reports a change', () => {
    stubResizeObserver()
    const region = fakeRegion(200, 600)
    const onChange = vi.fn()
    const watch = watchReadThrough(region as unknown as HTMLElement, onChange)
    expect(watch.reached(true)).toBe(false)
    region.scrollTo(400)
    expect(onChange).toHaveBeenCalledTimes(1)
    // Scrolled to the end while the screen was not fully visible: not seen.
    expect(watch.reached(false)).toBe(false)
    expect(watch.reached(true)).toBe(true)
    region.scrollTo(0)
    expect(watch.reached(true)).toBe(true)
    watch.stop()
    expect(region.listeners.size).toBe(0)
    expect(observed).toEqual([])
  })

  it('a region that fits is reached at once; one not laid out yet (hidden frame) is not', () => {
    stubResizeObserver()
    expect(watchReadThrough(fakeRegion(200, 120) as unknown as HTMLElement, () => {}).reached(true)).toBe(true)
    expect(watchReadThrough(fakeRegion(0, 0) as unknown as HTMLElement, () => {}).reached(true)).toBe(false)
  })
})
