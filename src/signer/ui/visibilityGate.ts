/** How long the signer screen must have been fully visible, without moving, before Approve unlocks, in ms (against clickjacking). */
export const APPROVE_UNLOCK_MS = 500

/**
 * The share of the observed screen that must lie inside the top-level viewport. Not exactly 1: a
 * screen placed at fractional coordinates can lose a sub-pixel sliver to rounding; 1% of a screen
 * is a few pixels, never a whole line of the request or the Approve button.
 */
export const FULLY_INSIDE_RATIO = 0.99

/**
 * Every percent from 0 to 1, with {@link FULLY_INSIDE_RATIO}: an observer notifies only when the
 * intersection ratio crosses one of its thresholds, so a dense list makes any change of clipping
 * (a move across the edge of the viewport or of a cropping ancestor) a notification.
 */
export const THRESHOLDS: readonly number[] = [
  ...new Set([...Array.from({ length: 101 }, (_, i) => i / 100), FULLY_INSIDE_RATIO]),
].sort((a, b) => a - b)

/** How far (in CSS px) the frame may seem to shift between two pointer events before it counts as moved (sub-pixel rounding of zoomed coordinates). */
export const POINTER_SHIFT_TOLERANCE_PX = 1.5

interface RectLike {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** What the gate reads of one IntersectionObserverEntry (`isVisible` is IntersectionObserver v2's; undefined where the browser lacks it). */
export interface VisibilityReading {
  readonly isIntersecting: boolean
  readonly intersectionRatio: number
  readonly isVisible?: boolean
  readonly boundingClientRect: RectLike
  readonly intersectionRect: RectLike
  readonly rootBounds: RectLike | null
}

/**
 * Whether one reading shows the whole observed element inside the viewport and, where the browser
 * has IntersectionObserver v2, also unoccluded and unaltered. Both are needed: v2's `isVisible`
 * ignores clipping (a target half off screen is still "visible"), and the ratio alone cannot see a
 * decoy over the frame, a faded frame or a scaled one.
 */
export function fullyVisible(reading: VisibilityReading): boolean {
  const inside = reading.isIntersecting && reading.intersectionRatio >= FULLY_INSIDE_RATIO
  const tracked = typeof reading.isVisible === 'boolean'
  return inside && (!tracked || reading.isVisible === true)
}

const rectKey = (rect: RectLike | null) => (rect ? `${rect.x},${rect.y},${rect.width},${rect.height}` : '-')

/** A key that differs whenever a reading's geometry or visibility differs (any difference re-locks Approve). */
export function geometryKey(reading: VisibilityReading): string {
  return [
    reading.isIntersecting,
    reading.intersectionRatio,
    reading.isVisible,
    rectKey(reading.boundingClientRect),
    rectKey(reading.intersectionRect),
    rectKey(reading.rootBounds),
  ].join('|')
}

/**
 * Where this frame's viewport sits on the screen, as one pointer event shows it (`screenX - clientX`).
 * Both coordinates are scaled by the page zoom alike, so the offset changes only when the frame moves
 * (or the browser window does).
 */
export function pointerOffset(event: { screenX: number; screenY: number; clientX: number; clientY: number }): {
  x: number
  y: number
} {
  return { x: event.screenX - event.clientX, y: event.screenY - event.clientY }
}

/** Whether two pointer offsets put the frame in different places. */
export function offsetMoved(a: { x: number; y: number }, b: { x: number; y: number }): boolean {
  return Math.abs(a.x - b.x) > POINTER_SHIFT_TOLERANCE_PX || Math.abs(a.y - b.y) > POINTER_SHIFT_TOLERANCE_PX
}

/** The timers the gate uses (injectable for tests). */
export interface GateTimers {
  set(callback: () => void, ms: number): unknown
  clear(handle: unknown): void
}

const realTimers: GateTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** The unlock timer of {@link watchVisibility}, without the DOM. */
export interface UnlockGate {
  /**
   * `satisfied`: the screen is fully visible now. `changed`: its geometry changed since the last
   * report. Locks at once when not satisfied or changed; unlocks {@link APPROVE_UNLOCK_MS} after the
   * last report that was satisfied and changed nothing.
   */
  report(satisfied: boolean, changed: boolean): void
  stop(): void
}

/** Creates the unlock timer: `onChange(true)` after `delayMs` of uninterrupted satisfaction, `onChange(false)` at once on any interruption (only if it was unlocked). */
export function createUnlockGate(
  onChange: (unlocked: boolean) => void,
  timers: GateTimers = realTimers,
  delayMs = APPROVE_UNLOCK_MS,
): UnlockGate {
  let satisfied = false
  let unlocked = false
  let timer: unknown
  let stopped = false
  const clear = () => {
    if (timer !== undefined) timers.clear(timer)
    timer = undefined
  }
  return {
    report(now, changed) {
      if (stopped || (now === satisfied && !changed)) return
      satisfied = now
      clear()
      if (unlocked) {
        unlocked = false
        onChange(false)
      }
      if (now)
        timer = timers.set(() => {
          timer = undefined
          if (stopped) return
          unlocked = true
          onChange(true)
        }, delayMs)
    },
    stop() {
      stopped = true
      clear()
    },
  }
}

/**
 * Calls `onChange(true)` once `element` (the whole Approve screen: what is signed and the buttons)
 * has been fully visible, without any change of geometry, for {@link APPROVE_UNLOCK_MS}, and
 * `onChange(false)` as soon as that stops being true.
 *
 * Fully visible means all of:
 * - the page is visible (`document.visibilityState`);
 * - at least {@link FULLY_INSIDE_RATIO} of `element` intersects the viewport. The observer has no
 *   `root`, so in this cross-origin frame its root is the top-level browsing context's viewport
 *   (IntersectionObserver, "implicit root"), and the intersection is clipped by every ancestor
 *   frame's viewport and every ancestor's overflow clip on the way: a frame moved partly off the
 *   host's screen, or cropped by an `overflow: hidden` box, has a lower ratio;
 * - where the browser has IntersectionObserver v2 (`trackVisibility`, Chromium): `isVisible` is true.
 *   Per that spec, `isVisible` is false when the target may be occluded by other content (a decoy
 *   over the frame), or has an effective opacity other than 1, a filter, or a transform other than a
 *   2D translation or a proportional upscale, in the frame or in any ancestor across frames. It says
 *   nothing about clipping (a target half outside the viewport can be "visible"), hence the ratio
 *   is required as well, never instead.
 *
 * Any change of geometry the frame can observe locks Approve again and restarts the delay: every
 * observer notification that differs from the previous one (the thresholds are every percent, so any
 * change of clipping notifies, as does any change of `isVisible` or of the frame's rectangles), a
 * `resize` (the frame's size or the page zoom changed) or `scroll` of this frame's window, a change of
 * page visibility, and, once unlocked, a pointer event showing the frame at another place on
 * screen than the previous one since the unlock (`screenX - clientX`): the one sign, seen from
 * inside a cross-origin frame, of a pure translation that keeps it whole on screen
 * (IntersectionObserver reports no position across origins, and notifies only on threshold or
 * `isVisible` changes). That check runs on `pointermove`/`pointerdown` before the click, so a frame
 * moved under the pointer after the unlock swallows the next click. A translation with no pointer
 * event over the frame since the unlock is not seen; the whole screen stays in view then.
 *
 * Limits: v2 computes `isVisible` at most every 100 ms (its minimum `delay`), so an occlusion that
 * lasts less than that can go unseen, which the 500 ms wait after it ends covers only if it was
 * seen; where v2 is missing (Firefox, Safari) occlusion and opacity are not detected at all.
 * @returns the stop function
 */
export function watchVisibility(element: Element, onChange: (unlocked: boolean) => void): () => void {
  let unlocked = false
  const gate = createUnlockGate((now) => {
    unlocked = now
    onChange(now)
  })
  let reading: VisibilityReading | undefined
  let key = ''
  let offset: { x: number; y: number } | undefined
  const judge = (changed: boolean) =>
    gate.report(reading !== undefined && document.visibilityState === 'visible' && fullyVisible(reading), changed)

  const options = { threshold: [...THRESHOLDS], trackVisibility: true, delay: 100 } as IntersectionObserverInit
  const observer = new IntersectionObserver((entries) => {
    let changed = false
    for (const entry of entries) {
      if (entry.target !== element) continue
      const next = geometryKey(entry as VisibilityReading)
      if (key !== '' && next !== key) changed = true
      key = next
      reading = entry as VisibilityReading
    }
    judge(changed)
  }, options)
  observer.observe(element)

  const onGeometry = () => judge(true)
  // Offsets count from the first pointer event after the unlock: while locked the frame may still be
  // settling (the modal's entry animation moves it under a resting pointer), and that must not cost
  // the user's first click once it is still.
  const onPointer = (event: PointerEvent) => {
    if (!unlocked) {
      offset = undefined
      return
    }
    const next = pointerOffset(event)
    if (offset !== undefined && offsetMoved(offset, next)) {
      offset = undefined
      judge(true)
    } else offset = next
  }
  const pointerEvents = ['pointerover', 'pointermove', 'pointerdown'] as const
  window.addEventListener('resize', onGeometry)
  window.addEventListener('scroll', onGeometry)
  document.addEventListener('visibilitychange', onGeometry)
  for (const type of pointerEvents) window.addEventListener(type, onPointer, true)
  return () => {
    gate.stop()
    observer.disconnect()
    window.removeEventListener('resize', onGeometry)
    window.removeEventListener('scroll', onGeometry)
    document.removeEventListener('visibilitychange', onGeometry)
    for (const type of pointerEvents) window.removeEventListener(type, onPointer, true)
  }
}
