import { afterEach, describe, expect, it, vi } from 'vitest'
import { encodeAbiParameters, stringToHex, type Address } from 'viem'
import {
  acceptableSymbol,
  createTokenReader,
  MAX_DECIMALS,
  parseDecimals,
  parseSymbol,
  TOKEN_READ_TIMEOUT_MS,
} from './tokenMetadata.js'

const USDC: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RPC = 'https://rpc.example.com/'
/** ABI-encoded answers, as an ERC-20's `symbol()` and `decimals()` return them. */
const stringAnswer = (text: string) => encodeAbiParameters([{ type: 'string' }], [text])
const uintAnswer = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value])

/** A fetch answering `eth_call` by selector (symbol 0x95d89b41, decimals 0x313ce567), and the requests it saw. */
function rpcFetch(answers: { symbol: unknown; decimals: unknown }) {
  const requests: Array<{
    url: string
    init: RequestInit
    body: { method: string; params: [{ to: string; data: string }, string] }
  }> = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init!.body))
    requests.push({ url: String(url), init: init!, body })
    const result = body.params[0].data === '0x95d89b41' ? answers.symbol : answers.decimals
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }))
  }) as unknown as typeof globalThis.fetch
  return { fetch, requests }
}
const live = () => new AbortController().signal

afterEach(() => {
  vi.useRealTimers()
})

describe('parseDecimals', () => {
  it('accepts one ABI word from 0 to 36, nothing else', () => {
    expect(parseDecimals(uintAnswer(6n))).toBe(6)
    expect(parseDecimals(uintAnswer(0n))).toBe(0)
    expect(parseDecimals(uintAnswer(BigInt(MAX_DECIMALS)))).toBe(36)
    expect(parseDecimals(uintAnswer(37n))).toBeUndefined()
    expect(parseDecimals(uintAnswer(2n ** 255n))).toBeUndefined()
    expect(parseDecimals('0x')).toBeUndefined()
    expect(parseDecimals('0x06')).toBeUndefined()
    expect(parseDecimals(`${uintAnswer(6n)}00`)).toBeUndefined()
    expect(parseDecimals(6)).toBeUndefined()
    expect(parseDecimals(undefined)).toBeUndefined()
  })
})

describe('parseSymbol and acceptableSymbol', () => {
  it('reads an ABI string and a NUL-padded bytes32 (older tokens such as MKR)', () => {
    expect(parseSymbol(stringAnswer('USDC'))).toBe('USDC')
    expect(parseSymbol(stringAnswer('  WETH '))).toBe('WETH')
    expect(parseSymbol(stringToHex('MKR', { size: 32 }))).toBe('MKR')
    expect(parseSymbol(stringAnswer('USD₮0'))).toBe('USD₮0')
  })

  it('refuses what could mislead or overflow the row: empty, long, spaces, controls, bidi and zero-width marks, broken encodings', () => {
    expect(parseSymbol(stringAnswer(''))).toBeUndefined()
    expect(parseSymbol(stringAnswer('ABCDEFGHIJKL'))).toBeUndefined()
    expect(parseSymbol(stringAnswer('ABCDEFGHIJK'))).toBe('ABCDEFGHIJK')
    expect(parseSymbol(stringAnswer('1 USDC'))).toBeUndefined()
    expect(parseSymbol(stringAnswer('USDC\n'))).toBe('USDC')
    expect(parseSymbol(stringAnswer('US\u0007DC'))).toBeUndefined()
    expect(parseSymbol(stringAnswer('\u202eCDSU'))).toBeUndefined()
    expect(parseSymbol(stringAnswer('US\u200bDC'))).toBeUndefined()
    expect(parseSymbol(stringAnswer('U\u0301SDC'))).toBeUndefined()
    expect(parseSymbol('0x')).toBeUndefined()
    expect(parseSymbol(`0x${'ff'.repeat(32)}`)).toBeUndefined()
    expect(parseSymbol(`${stringAnswer('USDC').slice(0, 100)}`)).toBeUndefined()
    expect(parseSymbol(42)).toBeUndefined()
    expect(acceptableSymbol(' DAI ')).toBe('DAI')
  })
})

describe('createTokenReader', () => {
  it("reads symbol() and decimals() with eth_call at the chain's configured RPC, without cookies, referrer or redirects", async () => {
    const { fetch, requests } = rpcFetch({ symbol: stringAnswer('USDC'), decimals: uintAnswer(6n) })
    const read = createTokenReader({ '31337': RPC }, { fetch })
    expect(await read(31337, USDC, live())).toEqual({ symbol: 'USDC', decimals: 6 })
    expect(requests.map((r) => [r.url, r.body.method, r.body.params])).toEqual([
      [RPC, 'eth_call', [{ to: USDC, data: '0x95d89b41' }, 'latest']],
      [RPC, 'eth_call', [{ to: USDC, data: '0x313ce567' }, 'latest']],
    ])
    expect(requests[0]!.init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      redirect: 'error',
      referrerPolicy: 'no-referrer',
    })
  })

  it('keeps a good answer: the same token is not read twice, another case of its address included', async () => {
    const { fetch, requests } = rpcFetch({ symbol: stringAnswer('USDC'), decimals: uintAnswer(6n) })
    const read = createTokenReader({ '31337': RPC }, { fetch })
    await read(31337, USDC, live())
    expect(await read(31337, USDC.toLowerCase() as Address, live())).toEqual({ symbol: 'USDC', decimals: 6 })
    expect(requests).toHaveLength(2)
  })

  it('asks nothing for a chain without an RPC', async () => {
    const { fetch } = rpcFetch({ symbol: stringAnswer('USDC'), decimals: uintAnswer(6n) })
    expect(await createTokenReader({ '1': RPC }, { fetch })(31337, USDC, live())).toBeUndefined()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('trusts nothing when an answer is invalid, an error, not JSON, too long or an HTTP error', async () => {
    const cases: Array<typeof globalThis.fetch> = [
      rpcFetch({ symbol: stringAnswer('USDC'), decimals: uintAnswer(77n) }).fetch,
      rpcFetch({ symbol: stringAnswer('USDC with spaces'), decimals: uintAnswer(6n) }).fetch,
      rpcFetch({ symbol: '0x', decimals: '0x' }).fetch,
      rpcFetch({ symbol: undefined, decimals: uintAnswer(6n) }).fetch,
      (async () => new Response('{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"reverted"}}')) as never,
      (async () => new Response('<html>')) as never,
      (async () => new Response(JSON.stringify({ result: `0x${'0'.repeat(9000)}` }))) as never,
      (async () => new Response('', { status: 502 })) as never,
      (async () => {
        throw new TypeError('Failed to fetch')
      }) as never,
    ]
    for (const fetch of cases)
      expect(await createTokenReader({ '31337': RPC }, { fetch })(31337, USDC, live())).toBeUndefined()
  })

  it('gives up at the timeout, even when the fetch ignores its signal, and answers undefined', async () => {
    vi.useFakeTimers()
    let aborted = false
    const fetch = ((_: unknown, init?: RequestInit) => {
      init!.signal!.addEventListener('abort', () => {
        aborted = true
      })
      return new Promise<Response>(() => {})
    }) as typeof globalThis.fetch
    const reading = createTokenReader({ '31337': RPC }, { fetch })(31337, USDC, live())
    await vi.advanceTimersByTimeAsync(TOKEN_READ_TIMEOUT_MS)
    expect(await reading).toBeUndefined()
    expect(aborted).toBe(true)
  })

  it("stops when the caller's signal aborts (the request was cancelled)", async () => {
    const fetch = ((_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as typeof globalThis.fetch
    const controller = new AbortController()
    const reading = createTokenReader({ '31337': RPC }, { fetch })(31337, USDC, controller.signal)
    controller.abort()
    expect(await reading).toBeUndefined()
    const already = new AbortController()
    already.abort()
    const spy = vi.fn(fetch)
    expect(await createTokenReader({ '31337': RPC }, { fetch: spy })(31337, USDC, already.signal)).toBeUndefined()
    expect(spy).not.toHaveBeenCalled()
  })
})
