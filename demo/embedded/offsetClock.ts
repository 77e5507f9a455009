/** The demo auth server's clock: real time plus an offset that e2e tests move (to expire a code) through the test controls. */
export function createOffsetClock() {
  let offsetMs = 0
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms
    },
    get offsetMs() {
      return offsetMs
    },
  }
}

/** The clock returned by {@link createOffsetClock}. */
export type OffsetClock = ReturnType<typeof createOffsetClock>
