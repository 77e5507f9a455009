import { afterEach, describe, expect, it, vi } from 'vitest'
import { HTTP_ERRORS } from './problems.js'
import { DEFAULT_BODY_READ_TIMEOUT_MS, discardBody, readBodyText, readJsonBody } from './readBody.js'

function request(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request('http://h/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
}

function chunks(...parts: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part)
      controller.close()
    },
  })
}

describe('readBodyText', () => {
  it('reads a body of exactly the limit, across chunks, as UTF-8', async () => {
    const bytes = new TextEncoder().encode('{"a":"é"}')
    const stream = chunks(bytes.slice(0, 6), bytes.slice(6))
    expect(await readBodyText(request(stream), bytes.byteLength)).toBe('{"a":"é"}')
  })

  it('refuses one byte over the limit with 413', async () => {
    await expect(readBodyText(request('x'.repeat(11)), 10)).rejects.toMatchObject({
      status: 413,
      message: HTTP_ERRORS.bodyTooLarge,
    })
  })

  it('refuses by Content-Length before reading, and a malformed Content-Length', async () => {
    await expect(readBodyText(request('x', { 'Content-Length': '11' }), 10)).rejects.toMatchObject({ status: 413 })
    await expect(readBodyText(request('x', { 'Content-Length': '-1' }), 10)).rejects.toMatchObject({ status: 413 })
  })

  it('reads a body whose Content-Length is the limit, or under it', async () => {
    expect(await readBodyText(request('x'.repeat(10), { 'Content-Length': '10' }), 10)).toBe('x'.repeat(10))
    expect(await readBodyText(request('x', { 'Content-Length': '1' }), 10)).toBe('x')
  })

  it.each(['1x', 'x1', '1.0', '1e1', '+1', ''])('refuses the malformed Content-Length %j with 413', async (length) => {
    await expect(readBodyText(request('x', { 'Content-Length': length }), 10)).rejects.toMatchObject({
      status: 413,
      message: HTTP_ERRORS.bodyTooLarge,
    })
  })

  it('cancels the body it refuses by Content-Length, unread', async () => {
    let cancelled = false
    const stream = new ReadableStream<Uint8Array>({ cancel: () => void (cancelled = true) })
    await expect(readBodyText(request(stream, { 'Content-Length': '11' }), 10)).rejects.toMatchObject({ status: 413 })
    expect(cancelled).toBe(true)
  })

  it('reads a missing body as empty text', async () => {
    expect(await readBodyText(request(null), 10)).toBe('')
  })

  it('refuses bytes that are not UTF-8 as invalid JSON', async () => {
    await expect(readBodyText(request(chunks(new Uint8Array([0xff, 0xfe]))), 10)).rejects.toMatchObject({
      status: 400,
      message: HTTP_ERRORS.invalidJson,
    })
  })
})

/** A body that sends `sent` and then nothing, never ending; `cancelled` once the reader gives up on it. */
function stalled(sent: Uint8Array) {
  const state = { cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(sent),
    cancel: () => void (state.cancelled = true),
  })
  return { stream, state }
}

describe('readBodyText: the read deadline', () => {
  afterEach(() => void vi.useRealTimers())

  // Would have caught: a body that stalled after 10 bytes was waited for as long as the runtime let
  // the connection live (200 such connections stayed open 18 s and more).
  it('refuses a body not read to its end within the deadline with 408 and Connection: close, and cancels it', async () => {
    const { stream, state } = stalled(new TextEncoder().encode('{"name":"a'))
    const refusal = readBodyText(request(stream, { 'Content-Length': '100' }), 1000, 50)
    await expect(refusal).rejects.toMatchObject({
      status: 408,
      message: HTTP_ERRORS.bodyTimeout,
      headers: { Connection: 'close' },
    })
    expect(state.cancelled).toBe(true)
  })

  it('waits DEFAULT_BODY_READ_TIMEOUT_MS (10 s) by default, for readJsonBody too', async () => {
    vi.useFakeTimers()
    expect(DEFAULT_BODY_READ_TIMEOUT_MS).toBe(10_000)
    for (const read of [readBodyText, readJsonBody]) {
      let settled: unknown
      const pending = read(request(stalled(new Uint8Array([0x7b])).stream), 1000).catch(
        (error: unknown) => (settled = error),
      )
      await vi.advanceTimersByTimeAsync(9_999)
      expect(settled).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      await pending
      expect(settled).toMatchObject({ status: 408 })
    }
  })

  it('reads a body that ends before the deadline, and leaves no timer behind', async () => {
    vi.useFakeTimers()
    expect(await readBodyText(request(chunks(new TextEncoder().encode('ok'))), 10, 50)).toBe('ok')
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('readJsonBody', () => {
  it('parses JSON and refuses anything else with 400', async () => {
    expect(await readJsonBody(request('{"a":1}'), 100)).toEqual({ a: 1 })
    await expect(readJsonBody(request('{"a":'), 100)).rejects.toMatchObject({
      status: 400,
      message: HTTP_ERRORS.invalidJson,
    })
  })
})

describe('discardBody', () => {
  it('cancels an unread body, and leaves a read one and a missing one alone', async () => {
    let cancelled = 0
    const unread = request(new ReadableStream<Uint8Array>({ cancel: () => void (cancelled += 1) }))
    await discardBody(unread)
    expect(cancelled).toBe(1)
    const read = request('x')
    await read.text()
    await expect(discardBody(read)).resolves.toBeUndefined()
    await expect(discardBody(request(null))).resolves.toBeUndefined()
  })
})
