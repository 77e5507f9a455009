/**
 * An unexpected error in any service, seen from the command: the client gets the bare 500, and the
 * log gets one JSON line 'unexpected error' with the request id, the route pattern and the error
 * (scrubbed of email addresses and URL credentials); the library's default without the command is
 * `console.error`.
 */
import { Writable } from 'node:stream'
import { pino } from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHttpApp, fetchHandler } from '../../server/http/httpApp.js'
import { scrubText, summarizeError } from '../../server/http/unexpectedError.js'
import { frontHandler, unexpectedErrorLogger } from './front.js'
import { createServerMetrics } from './metrics.js'

/** A failure as a driver might phrase it: an address, a connection string with its password, a code. */
const FAILURE = 'insert failed for ada@example.com via postgres://wallet:hunter2@db.internal:5432/wm'

function capture() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { lines, logger: pino({ level: 'info' }, stream) }
}

/** A service under /api/names whose lookup route throws {@link FAILURE} (code 23505), behind the command's front. */
function serverThatThrows(logger: pino.Logger) {
  const app = createHttpApp({ basePath: '/api/names', onUnexpectedError: unexpectedErrorLogger(logger) })
  app.get('/lookup/:name', () => {
    throw Object.assign(new Error(FAILURE), { code: '23505' })
  })
  const handle = fetchHandler(app)
  return frontHandler((request, info) => handle(request, info), {
    logger,
    metrics: createServerMetrics(),
    trustProxy: false,
    draining: () => false,
  })
}

afterEach(() => vi.restoreAllMocks())

describe('unexpected errors under wallet-modal-server start', () => {
  it('answers the bare 500 and logs the error once with the request id and route pattern, scrubbed', async () => {
    const { lines, logger } = capture()
    const front = serverThatThrows(logger)
    const answer = await front(
      new Request('http://api.test/api/names/lookup/ada.names.example.com', { headers: { 'x-request-id': 'req-42' } }),
      {},
    )
    expect(answer.status).toBe(500)
    const body = await answer.text()
    expect(JSON.parse(body)).toEqual({ error: 'Internal error' })
    expect(body).not.toMatch(/ada|hunter2|23505|\.ts:\d/)

    const logged = lines.filter((line) => line.msg === 'unexpected error')
    expect(logged).toHaveLength(1)
    const [line] = logged as [Record<string, unknown> & { error: Record<string, string> }]
    expect(line).toMatchObject({
      level: 50,
      reqId: 'req-42',
      method: 'GET',
      route: '/api/names/lookup/:name',
      error: { name: 'Error', errorCode: '23505' },
    })
    expect(line.error.message).toBe('insert failed for [redacted] via postgres://[redacted]/wm')
    expect(line.error.stack).toContain('unexpectedError.test.ts')
    const text = JSON.stringify(lines)
    expect(text).not.toContain('ada@example.com')
    expect(text).not.toContain('hunter2')
    expect(text).not.toContain('ada.names.example.com')
    // The request line still follows, with the same id.
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ reqId: 'req-42', status: 500 })
  })

  it('falls back to console.error, scrubbed, for a library user who set no hook', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const app = createHttpApp()
    app.get('/boom', () => {
      throw new Error(FAILURE)
    })
    expect((await app.request('/boom')).status).toBe(500)
    expect(printed).toHaveBeenCalledTimes(1)
    const [heading, summary] = printed.mock.calls[0]!
    expect(heading).toBe('wallet-modal/server: unexpected error on GET /boom')
    expect(summary).toMatchObject({
      name: 'Error',
      message: 'insert failed for [redacted] via postgres://[redacted]/wm',
    })
  })

  it('summarizes what is thrown that is not an Error, and keeps plain text as it is', () => {
    expect(summarizeError('eve@example.org left')).toEqual({ name: 'string', message: '[redacted] left' })
    expect(scrubText('no answer within 5000 ms at storage.ts:12:3')).toBe('no answer within 5000 ms at storage.ts:12:3')
  })
})
