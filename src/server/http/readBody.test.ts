import { describe, expect, it } from 'vitest'
import { HTTP_ERRORS } from './problems.js'
import { readBodyText, readJsonBody } from './readBody.js'

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
    await expect(readBodyText(request('x'.repeat(11)), 10)).rejects.toMatchObject({ status: 413, message: HTTP_ERRORS.bodyTooLarge })
  })

  it('refuses by Content-Length before reading, and a malformed Content-Length', async () => {
    await expect(readBodyText(request('x', { 'Content-Length': '11' }), 10)).rejects.toMatchObject({ status: 413 })
    await expect(readBodyText(request('x', { 'Content-Length': '-1' }), 10)).rejects.toMatchObject({ status: 413 })
  })

  it('reads a missing body as empty text', async () => {
    expect(await readBodyText(request(null), 10)).toBe('')
  })

  it('refuses bytes that are not UTF-8 as invalid JSON', async () => {
    await expect(readBodyText(request(chunks(new Uint8Array([0xff, 0xfe]))), 10)).rejects.toMatchObject({ status: 400, message: HTTP_ERRORS.invalidJson })
  })
})

describe('readJsonBody', () => {
  it('parses JSON and refuses anything else with 400', async () => {
    expect(await readJsonBody(request('{"a":1}'), 100)).toEqual({ a: 1 })
    await expect(readJsonBody(request('{"a":'), 100)).rejects.toMatchObject({ status: 400, message: HTTP_ERRORS.invalidJson })
  })
})
