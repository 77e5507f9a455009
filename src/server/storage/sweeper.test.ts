import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSiwxServer } from '../siwx/createSiwxServer.js'
import { createClock, DOMAIN, URI } from '../siwx/testFixtures.js'
import { createSqliteStorage } from './sqlite/sqliteStorage.js'
import { startSweeper } from './sweeper.js'

const nonceRows = (storage: ReturnType<typeof createSqliteStorage>) =>
  (storage.db.prepare('SELECT count(*) AS n FROM siwx_nonces').get() as { n: number }).n

describe('sweeping expired rows on a timer', () => {
  afterEach(() => vi.useRealTimers())

  it('the SIWX server deletes expired nonces every sweepIntervalMs until close()', async () => {
    vi.useFakeTimers()
    const clock = createClock()
    const storage = createSqliteStorage(':memory:')
    const server = createSiwxServer({
      domain: DOMAIN,
      uri: URI,
      now: clock.now,
      storage,
      nonceTtlMs: 60_000,
      sweepIntervalMs: 30_000,
    })
    await server.issueNonce()
    await server.issueNonce()
    expect(nonceRows(storage)).toBe(2)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(nonceRows(storage)).toBe(2)
    clock.advance(60_000)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(nonceRows(storage)).toBe(0)

    server.close()
    await server.issueNonce()
    clock.advance(60_000)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(nonceRows(storage)).toBe(1)
    expect(vi.getTimerCount()).toBe(0)
    await storage.close()
  })

  it('sweeps by default every minute, and never when sweepIntervalMs is false', () => {
    vi.useFakeTimers()
    const server = createSiwxServer({ domain: DOMAIN, uri: URI })
    expect(vi.getTimerCount()).toBe(1)
    server.close()
    createSiwxServer({ domain: DOMAIN, uri: URI, sweepIntervalMs: false })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('unrefs its timer, so it never keeps a process alive', () => {
    const spy = vi.spyOn(globalThis, 'setInterval')
    const sweeper = startSweeper({ sweep: async () => 0 }, { intervalMs: 60_000 })
    const timer = spy.mock.results[0]!.value as NodeJS.Timeout
    expect(timer.hasRef()).toBe(false)
    spy.mockRestore()
    sweeper.stop()
  })

  // Would have caught: `timer.unref()` throwing where a timer is a plain number id (Deno, edge
  // runtimes), so a SIWX or auth server with its default sweeper never started there.
  it('runs and stops where setInterval returns a number id without unref, as under Deno and edge runtimes', () => {
    let tick = () => {}
    const cleared: unknown[] = []
    vi.stubGlobal('setInterval', (callback: () => void) => {
      tick = callback
      return 7
    })
    vi.stubGlobal('clearInterval', (id: unknown) => cleared.push(id))
    try {
      const swept: Date[] = []
      const at = new Date(1000)
      const sweeper = startSweeper({ sweep: async (now) => swept.push(now) }, { intervalMs: 1000, now: () => at })
      tick()
      sweeper.stop()
      expect([swept, cleared]).toEqual([[at], [7]])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('reports a failed sweep and keeps going, never overlapping a slow one', async () => {
    vi.useFakeTimers()
    const errors: unknown[] = []
    let calls = 0
    let finish: () => void = () => {}
    const sweeper = startSweeper(
      {
        sweep: () => {
          calls++
          if (calls === 1) return Promise.reject(new Error('database gone'))
          return new Promise<number>((resolve) => (finish = () => resolve(0)))
        },
      },
      { intervalMs: 1000, onError: (error) => errors.push(error) },
    )
    await vi.advanceTimersByTimeAsync(1000)
    expect(errors).toEqual([new Error('database gone')])
    await vi.advanceTimersByTimeAsync(3000)
    expect(calls).toBe(2)
    finish()
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toBe(3)
    sweeper.stop()
  })

  it('warns on the console by default when a sweep fails', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = new Error('database gone')
    const sweeper = startSweeper({ sweep: () => Promise.reject(error) }, { intervalMs: 1000 })
    await vi.advanceTimersByTimeAsync(1000)
    expect(warn).toHaveBeenCalledWith('wallet-modal/server: sweeping expired rows failed', error)
    sweeper.stop()
    warn.mockRestore()
  })

  it('refuses a non-positive interval', () => {
    expect(() => startSweeper({ sweep: async () => 0 }, { intervalMs: 0 })).toThrow(
      'sweeper: intervalMs must be a positive number of ms',
    )
  })
})
