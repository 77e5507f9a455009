import { describe, expect, it, vi } from 'vitest'
import {
  APPROVE_UNLOCK_MS,
  THRESHOLDS,
  createUnlockGate,
  fullyVisible,
  geometryKey,
  offsetMoved,
  pointerOffset,
  type VisibilityReading,
} from './visibilityGate.js'

const rect = (x: number, y: number, width: number, height: number) => ({ x, y, width, height })
const whole: VisibilityReading = {
  isIntersecting: true,
  intersectionRatio: 1,
  isVisible: true,
  boundingClientRect: rect(16, 10, 304, 314),
  intersectionRect: rect(16, 10, 304, 314),
  rootBounds: null,
}

describe('fullyVisible', () => {
  it('needs both IntersectionObserver v2 isVisible and the whole screen inside the viewport (isVisible alone ignored a frame moved off screen)', () => {
    expect(fullyVisible(whole)).toBe(true)
    // Only Approve inside the viewport: v2 still says visible, the ratio says otherwise.
    expect(fullyVisible({ ...whole, intersectionRatio: 0.1037 })).toBe(false)
    expect(fullyVisible({ ...whole, intersectionRatio: 0.98 })).toBe(false)
    expect(fullyVisible({ ...whole, intersectionRatio: 0.995 })).toBe(true)
    // Occluded, faded or transformed: v2 says not visible, the ratio is still 1.
    expect(fullyVisible({ ...whole, isVisible: false })).toBe(false)
    expect(fullyVisible({ ...whole, isIntersecting: false, intersectionRatio: 0 })).toBe(false)
  })

  it('falls back to the ratio alone where the browser has no v2 (isVisible undefined)', () => {
    const { isVisible: _, ...v1 } = whole
    expect(fullyVisible(v1)).toBe(true)
    expect(fullyVisible({ ...v1, intersectionRatio: 0.5 })).toBe(false)
  })
})

describe('geometryKey', () => {
  it('differs for any change of ratio, visibility or rectangles', () => {
    const key = geometryKey(whole)
    expect(geometryKey({ ...whole })).toBe(key)
    expect(geometryKey({ ...whole, intersectionRatio: 0.99 })).not.toBe(key)
    expect(geometryKey({ ...whole, isVisible: false })).not.toBe(key)
    expect(geometryKey({ ...whole, boundingClientRect: rect(16, 11, 304, 314) })).not.toBe(key)
    expect(geometryKey({ ...whole, intersectionRect: rect(16, 10, 304, 300) })).not.toBe(key)
    expect(geometryKey({ ...whole, rootBounds: rect(0, 0, 1280, 720) })).not.toBe(key)
  })
})

describe('THRESHOLDS', () => {
  it('is every percent, sorted, with the fully-inside ratio (so any change of clipping notifies)', () => {
    expect(THRESHOLDS).toHaveLength(101)
    expect(THRESHOLDS[0]).toBe(0)
    expect(THRESHOLDS.at(-1)).toBe(1)
    expect(THRESHOLDS).toContain(0.99)
    expect([...THRESHOLDS].sort((a, b) => a - b)).toEqual(THRESHOLDS)
  })
})

describe('pointer offsets', () => {
  it('see a frame moved under the pointer, not a pointer moving over a still frame', () => {
    const at = pointerOffset({ screenX: 600, screenY: 400, clientX: 128, clientY: 205 })
    expect(at).toEqual({ x: 472, y: 195 })
    expect(offsetMoved(at, pointerOffset({ screenX: 700, screenY: 450, clientX: 228, clientY: 255 }))).toBe(false)
    expect(offsetMoved(at, pointerOffset({ screenX: 600.6, screenY: 400, clientX: 128, clientY: 204.2 }))).toBe(false)
    expect(offsetMoved(at, pointerOffset({ screenX: 540, screenY: 440, clientX: 128, clientY: 205 }))).toBe(true)
    expect(offsetMoved(at, { x: 472, y: 193 })).toBe(true)
  })
})

describe('createUnlockGate', () => {
  const setup = () => {
    vi.useFakeTimers()
    const changes: boolean[] = []
    const gate = createUnlockGate((unlocked) => changes.push(unlocked))
    return { gate, changes }
  }

  it('unlocks only after the delay of uninterrupted full visibility', () => {
    const { gate, changes } = setup()
    gate.report(true, false)
    vi.advanceTimersByTime(APPROVE_UNLOCK_MS - 1)
    expect(changes).toEqual([])
    vi.advanceTimersByTime(1)
    expect(changes).toEqual([true])
    vi.useRealTimers()
  })

  it('locks at once when visibility is lost, and waits the whole delay again after it returns', () => {
    const { gate, changes } = setup()
    gate.report(true, false)
    vi.advanceTimersByTime(APPROVE_UNLOCK_MS)
    gate.report(false, false)
    expect(changes).toEqual([true, false])
    gate.report(true, false)
    vi.advanceTimersByTime(APPROVE_UNLOCK_MS - 1)
    expect(changes).toEqual([true, false])
    vi.advanceTimersByTime(1)
    expect(changes).toEqual([true, false, true])
    vi.useRealTimers()
  })

  it('a change of geometry while still fully visible locks and restarts the delay (a frame moved after the unlock)', () => {
    const { gate, changes } = setup()
    gate.report(true, false)
    vi.advanceTimersByTime(APPROVE_UNLOCK_MS)
    gate.report(true, true)
    expect(changes).toEqual([true, false])
    vi.advanceTimersByTime(APPROVE_UNLOCK_MS - 1)
    gate.report(true, true)
    vi.advanceTimersByTime(APPROVE_UNLOCK_MS - 1)
    expect(changes).toEqual([true, false])
    vi.advanceTimersByTime(1)
    expect(changes).toEqual([true, false, true])
    vi.useRealTimers()
  })

  it('a report that changes nothing neither locks nor delays; stop ends it for good', () => {
    const { gate, changes } = setup()
    gate.report(true, false)
    vi.advanceTimersByTime(APPROVE_UNLOCK_MS - 100)
    gate.report(true, false)
    vi.advanceTimersByTime(100)
    expect(changes).toEqual([true])
    gate.report(false, false)
    gate.report(true, false)
    gate.stop()
    vi.advanceTimersByTime(APPROVE_UNLOCK_MS * 2)
    gate.report(true, true)
    vi.advanceTimersByTime(APPROVE_UNLOCK_MS * 2)
    expect(changes).toEqual([true, false])
    vi.useRealTimers()
  })
})
