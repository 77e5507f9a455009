import { afterEach, describe, expect, it, vi } from 'vitest'
import { pollCheckoutStatus, STATUS_POLL_MS } from './pollStatus.js'
import type { CheckoutStatus } from './types.js'

/** A getStatus answering `answers` in turn (an Error rejects). */
const answering = (answers: (CheckoutStatus | Error)[]) =>
  vi.fn(async () => {
    const next = answers.shift()!
    if (next instanceof Error) throw next
    return next
  })

afterEach(() => vi.useRealTimers())

describe('pollCheckoutStatus', () => {
  it('reports every answer, also the in-progress ones, and stops at FAILED', async () => {
    const seen: CheckoutStatus[] = []
    const getStatus = answering([{ status: 'IN_PROGRESS' }, { status: 'FAILED' }, { status: 'SUCCESS' }])
    const result = await pollCheckoutStatus(getStatus, {
      signal: new AbortController().signal,
      intervalMs: 7,
      onStatus: (s) => seen.push(s),
      sleep: async (ms) => expect(ms).toBe(7),
    })
    expect(result).toEqual({ status: 'FAILED' })
    expect(seen).toEqual([{ status: 'IN_PROGRESS' }, { status: 'FAILED' }])
    expect(getStatus).toHaveBeenCalledTimes(2)
  })

  it('does not ask at all once aborted, nor report an answer that arrives after the abort', async () => {
    const aborted = new AbortController()
    aborted.abort(new Error('closed'))
    const never = vi.fn(async (): Promise<CheckoutStatus> => ({ status: 'SUCCESS' }))
    await expect(pollCheckoutStatus(never, { signal: aborted.signal })).rejects.toThrow('closed')
    expect(never).not.toHaveBeenCalled()

    const late = new AbortController()
    const onStatus = vi.fn()
    const polling = pollCheckoutStatus(
      async () => {
        late.abort(new Error('closed meanwhile'))
        return { status: 'SUCCESS' }
      },
      { signal: late.signal, onStatus },
    )
    await expect(polling).rejects.toThrow('closed meanwhile')
    expect(onStatus).not.toHaveBeenCalled()
  })

  it('waits STATUS_POLL_MS (3 s) between asks by default, and an abort cuts the wait short', async () => {
    vi.useFakeTimers()
    const abort = new AbortController()
    const getStatus = answering([{ status: 'IN_PROGRESS' }, { status: 'SUCCESS' }])
    const polling = pollCheckoutStatus(getStatus, { signal: abort.signal })
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS - 1)
    expect(getStatus).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    await expect(polling).resolves.toEqual({ status: 'SUCCESS' })
    expect(STATUS_POLL_MS).toBe(3000)

    const stopped = pollCheckoutStatus(answering([{ status: 'IN_PROGRESS' }]), { signal: abort.signal })
    const settled = expect(stopped).rejects.toThrow('closed')
    await vi.advanceTimersByTimeAsync(10)
    abort.abort(new Error('closed'))
    await settled
    expect(vi.getTimerCount()).toBe(0)
  })
})
