/**
 * The Esplora client's errors and broadcast in detail: an invalid answer names its path and its
 * first problem in full, a refused cursor names the chain path, broadcast posts text/plain, reads
 * the txid without the line break nodes add, and names the HTTP status of a refusal without a reason.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHttpClient } from '../../core/http.js'
import { createEsploraClient } from './esplora.js'

const BASE = 'http://esplora.invalid/api'
const TXID = '7'.repeat(64)

const answering = (body: unknown) =>
  createEsploraClient(
    BASE,
    createHttpClient({
      baseUrl: BASE,
      fetch: async () => new Response(JSON.stringify(body), { status: 200 }),
      retryCount: 0,
    }),
  )

describe('Esplora errors', () => {
  it('an invalid answer names its path and its first problem in full', async () => {
    await expect(answering('tall').tipHeight()).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: expect.stringMatching(
        /^Invalid answer from the Bitcoin API \(blocks\/tip\/height\): .*Invalid type: Expected number/,
      ),
    })
  })

  it('a cursor that is no txid names the chain path of the address', () => {
    expect(() => answering([]).transactions('bcrt1qme', 'x')).toThrow(
      'Invalid answer from the Bitcoin API (address/bcrt1qme/txs/chain): the cursor is no txid',
    )
  })
})

describe('Esplora broadcast', () => {
  afterEach(() => vi.unstubAllGlobals())
  const node = (response: () => Response) => {
    const sent: RequestInit[] = []
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(init ?? {})
      return response()
    })
    return sent
  }

  it('posts the hex as text/plain and reads the txid without the trailing line break', async () => {
    const sent = node(() => new Response(`${TXID}\n`, { status: 200 }))
    expect(await createEsploraClient(BASE).broadcast('0200')).toBe(TXID)
    expect(new Headers(sent[0]!.headers).get('Content-Type')).toBe('text/plain')
  })

  it('a refusal without a reason names the HTTP status', async () => {
    node(() => new Response('', { status: 503 }))
    await expect(createEsploraClient(BASE).broadcast('0200')).rejects.toMatchObject({
      code: 'BROADCAST_FAILED',
      message: 'HTTP status code: 503',
    })
  })

  it('an answer that is no txid is an invalid answer of tx', async () => {
    node(() => new Response('accepted', { status: 200 }))
    await expect(createEsploraClient(BASE).broadcast('0200')).rejects.toThrow(
      'Invalid answer from the Bitcoin API (tx):',
    )
  })
})
