import { afterEach, describe, expect, it, vi } from 'vitest'
import * as solanaUtil from '@solana/wallet-standard-util'
import { SIWX_SERVER_ERRORS } from './errors.js'
import { createTestServer, solanaAccount, solanaMessage } from './testFixtures.js'

vi.mock('@solana/wallet-standard-util', { spy: true })

const E = SIWX_SERVER_ERRORS
const BASE = 'http://127.0.0.1:14174/api/siwx'
const MiB = 1024 * 1024

/** The review's hostile message: a Sign-In With Solana header, then ~100,000 blank lines (200 KB). */
function blankLinesMessage(lines: number): string {
  const valid = solanaMessage('abcdef1234567890', new Date('2030-01-01T00:00:00.000Z'))
  return valid.replace(`${solanaAccount.address}\n`, `${solanaAccount.address}\n${'\n'.repeat(lines)}`)
}

/** A body of `total` bytes made on demand, 64 KiB per pull; counts what the server pulled and whether it cancelled. */
function lazyBody(total: number) {
  const probe = { pulled: 0, cancelled: false }
  const chunk = new TextEncoder().encode(`{"message":"${'a'.repeat(64 * 1024 - 12)}`)
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (probe.pulled >= total) return controller.close()
      probe.pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
    cancel() {
      probe.cancelled = true
    },
  })
  return { stream, probe }
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request(`${BASE}${path}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', ...headers },
    duplex: 'half',
  } as RequestInit)
}

/** Posts `body` to /verify and a nonce request beside it: the body is refused (413 'too large'), the nonce answered. */
async function expectRefusedBesideNonce(
  server: ReturnType<typeof createTestServer>['server'],
  body: BodyInit,
): Promise<void> {
  const [hostile, nonce] = await Promise.all([
    server.handle(post('/verify', body)),
    server.handle(post('/nonce', '{}')),
  ])
  expect(hostile.status).toBe(413)
  expect(await hostile.json()).toEqual({ error: E.bodyTooLarge })
  expect(nonce.status).toBe(200)
}

describe('hostile request bodies', () => {
  afterEach(() => vi.mocked(solanaUtil.parseSignInMessageText).mockClear())

  it('refuses the 200 KB blank-line Solana body with 413 and never parses it, while a concurrent nonce is answered', async () => {
    const { server } = createTestServer()
    const body = JSON.stringify({ message: blankLinesMessage(100_000), signature: 'x' })
    expect(body.length).toBeGreaterThan(200_000)
    await expectRefusedBesideNonce(server, body)
    expect(solanaUtil.parseSignInMessageText).not.toHaveBeenCalled()
  })

  it('refuses a body whose Content-Length is over the limit without reading it', async () => {
    const { server } = createTestServer()
    const { stream, probe } = lazyBody(100 * MiB)
    const answer = await server.handle(post('/verify', stream, { 'Content-Length': String(100 * MiB) }))
    expect(answer.status).toBe(413)
    expect(probe.pulled).toBeLessThanOrEqual(64 * 1024)
  })

  it.each([10, 100])(
    'stops reading a %i MB body sent without Content-Length at the limit, while a concurrent nonce is answered',
    async (mb) => {
      const { server } = createTestServer()
      const { stream, probe } = lazyBody(mb * MiB)
      await expectRefusedBesideNonce(server, stream)
      // The default limit is 16 KiB: one 64 KiB chunk (plus the stream's own read-ahead) at most, never the whole body.
      expect(probe.pulled).toBeLessThanOrEqual(2 * 64 * 1024)
      expect(probe.cancelled).toBe(true)
    },
  )

  it('refuses a message longer than maxMessageLength before parsing it', async () => {
    const { server } = createTestServer({ maxMessageLength: 1000 })
    const message = blankLinesMessage(1000)
    const answer = await server.handle(post('/verify', JSON.stringify({ message, signature: 'x' })))
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ error: E.messageTooLong })
    expect(solanaUtil.parseSignInMessageText).not.toHaveBeenCalled()
  })

  it('refuses a Solana message whose lines are out of layout before the third-party parser sees it', async () => {
    const { server } = createTestServer()
    for (const message of [blankLinesMessage(1500), blankLinesMessage(1)]) {
      await expect(server.verify({ message, signature: 'x' })).rejects.toMatchObject({
        message: E.invalidMessage,
        status: 400,
      })
    }
    expect(solanaUtil.parseSignInMessageText).not.toHaveBeenCalled()
  })
})
