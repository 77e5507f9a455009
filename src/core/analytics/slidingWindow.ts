/**
 * The error-analytics limit (spec section 8: "Error analytics is limited to 5 events per 60
 * seconds"): a sliding window over the times of the events let through.
 */

/** What {@link createSlidingWindow} returns. */
export interface SlidingWindow {
  /** True (and the event counted) when fewer than `limit` events were let through in the last `windowMs`; else false, counted as dropped. */
  take(): boolean
  /** Events refused so far (this instance's whole life). */
  readonly dropped: number
}

/**
 * A limiter letting at most `limit` events through in any `windowMs` ms ending now (a sliding
 * window, not fixed minutes: 5 at 0:59 and 5 more at 1:01 would be 10 in two seconds). `now`
 * returns epoch ms (tests pass a fake clock).
 */
export function createSlidingWindow(limit: number, windowMs: number, now: () => number = Date.now): SlidingWindow {
  const times: number[] = []
  let dropped = 0
  return {
    take() {
      const at = now()
      while (times.length > 0 && times[0]! <= at - windowMs) times.shift()
      if (times.length >= limit) {
        dropped++
        return false
      }
      times.push(at)
      return true
    },
    get dropped() {
      return dropped
    },
  }
}
