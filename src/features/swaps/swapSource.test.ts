import { describe, expect, it } from 'vitest'
import { createHttpClient } from '../../core/http.js'
import answers from './__fixtures__/oneInchAnswers.json'
import { createOneInchSource, parseSwapAnswer } from './swapSource.js'

const ETH = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const WALLET = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

/** A source over recorded 1inch v6.0 answers, recording the URLs it was asked. */
function recorded(override: Partial<Record<string, unknown>> = {}, status = 200) {
  const urls: string[] = []
  const byRoute: Record<string, unknown> = {
    quote: answers.quote,
    swap: answers.swap,
    'approve/spender': answers.spender,
    'approve/allowance': answers.allowance,
    'approve/transaction': answers.approveTransaction,
    tokens: answers.tokens,
    ...override,
  }
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input))
    urls.push(url.toString())
    const route = url.pathname.replace(/^\/api\/swap\/v6\.0\/1\//, '')
    return new Response(JSON.stringify(status === 200 ? byRoute[route] : answers.error), { status })
  }
  const source = createOneInchSource(
    'http://x/api',
    createHttpClient({ baseUrl: 'http://x/api', fetch, retryCount: 0 }),
  )
  return { source, urls }
}

describe('1inch v6.0 client (recorded answers)', () => {
  it('quotes, asking for the gas estimate', async () => {
    const { source, urls } = recorded()
    expect(await source.quote({ chainId: 1, src: ETH, dst: USDC, amount: 10n ** 18n })).toEqual({
      dstAmount: 3_412_565_087n,
      gas: 171_530,
    })
    expect(urls[0]).toBe(
      `http://x/api/swap/v6.0/1/quote?src=${ETH}&dst=${USDC}&amount=1000000000000000000&includeGas=true`,
    )
  })
  it('builds a swap with slippage in percent, value and gas price as bigint', async () => {
    const { source, urls } = recorded()
    const swap = await source.swap({ chainId: 1, src: ETH, dst: USDC, amount: 10n ** 18n, from: WALLET, slippage: 1 })
    expect(swap.tx).toEqual({
      to: answers.swap.tx.to,
      data: answers.swap.tx.data,
      value: 10n ** 18n,
      gas: 214_412,
      gasPrice: 12_850_271_446n,
    })
    expect(new URL(urls[0]!).searchParams.get('slippage')).toBe('1')
    expect(new URL(urls[0]!).searchParams.get('from')).toBe(WALLET)
  })
  it('reads spender, allowance, the approval and the token list', async () => {
    const { source, urls } = recorded()
    expect(await source.spender(1)).toBe('0x111111125421ca6dc452d289314280a0f8842a65')
    expect(await source.allowance({ chainId: 1, tokenAddress: USDC, walletAddress: WALLET })).toBe(0n)
    expect(urls.at(-1)).toBe(`http://x/api/swap/v6.0/1/approve/allowance?tokenAddress=${USDC}&walletAddress=${WALLET}`)
    expect(await source.approveTransaction({ chainId: 1, tokenAddress: USDC })).toStrictEqual({
      to: USDC,
      data: answers.approveTransaction.data,
      value: 0n,
      gasPrice: 12_850_271_446n,
    })
    expect(urls.at(-1)).toBe(`http://x/api/swap/v6.0/1/approve/transaction?tokenAddress=${USDC}`)
    expect((await source.tokens(1)).map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
  })
  it('leaves out the gas of a quote that has none (no key at all)', async () => {
    const { source } = recorded({ quote: { dstAmount: '5' } })
    expect(await source.quote({ chainId: 1, src: ETH, dst: USDC, amount: 1n })).toStrictEqual({ dstAmount: 5n })
  })
  it('turns a 400 into the spec 7 error', async () => {
    const { source } = recorded({}, 400)
    await expect(source.quote({ chainId: 1, src: ETH, dst: USDC, amount: 1n })).rejects.toThrow('HTTP status code: 400')
  })
})

describe('malformed answers give a clear error', () => {
  it.each([
    ['quote', { dstAmount: 3.4e9 }, 'Invalid answer from the swap source (quote): dstAmount: expected string'],
    [
      'quote',
      { dstAmount: '-5' },
      'Invalid answer from the swap source (quote): dstAmount: expected a decimal string of base units',
    ],
    ['quote', null, 'Invalid answer from the swap source (quote): answer: expected Object'],
    [
      'swap',
      { dstAmount: '1', tx: { to: 'router', data: '0x', value: '0' } },
      'Invalid answer from the swap source (swap): tx.to: expected a 0x address',
    ],
    [
      'swap',
      { dstAmount: '1', tx: { to: USDC, data: 'calldata', value: '0' } },
      'Invalid answer from the swap source (swap): tx.data: expected 0x hex data',
    ],
    [
      'allowance',
      { allowance: '1e18' },
      'Invalid answer from the swap source (allowance): allowance: expected a decimal string of base units',
    ],
    [
      'tokens',
      { tokens: { x: { address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: '6' } } },
      'Invalid answer from the swap source (tokens): tokens.x.decimals: expected number',
    ],
  ] as const)('%s %j', (operation, answer, message) => {
    expect(() => parseSwapAnswer(operation, answer)).toThrow(message)
  })
  it('through the client too', async () => {
    const { source } = recorded({ quote: { dstAmount: 'lots' } })
    await expect(source.quote({ chainId: 1, src: ETH, dst: USDC, amount: 1n })).rejects.toThrow(
      'Invalid answer from the swap source (quote): dstAmount: expected a decimal string of base units',
    )
  })
})
