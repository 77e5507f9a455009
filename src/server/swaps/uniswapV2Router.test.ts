import type { Address } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ConvertChain, createRouterClient } from './uniswapV2Router.js'

const CHAIN: ConvertChain = {
  chainId: 31337,
  rpcUrl: 'http://rpc.test',
  router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
  weth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  tokens: [],
}

const token = (i: number): Address => `0x${(i + 1).toString(16).padStart(40, '0')}`

/** A router client over a stand-in JSON-RPC node where every address holds code; `asked` lists the addresses whose code it was asked for. */
function routerOverNode() {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const { id, method, params } = JSON.parse(String(init.body)) as { id: number; method: string; params: string[] }
    if (method !== 'eth_getCode') throw new Error(`unexpected ${method}`)
    asked.push(params[0]!.toLowerCase())
    return new Response(JSON.stringify({ jsonrpc: '2.0', id, result: '0x6080' }), {
      headers: { 'Content-Type': 'application/json' },
    })
  })
  return { router: createRouterClient(CHAIN), asked }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('router client: which addresses hold a contract', () => {
  it('remembers the contracts it has found: asking again about any of them, in any case, costs no RPC call', async () => {
    const { router, asked } = routerOverNode()
    expect(await router.isContract(token(0))).toBe(true)
    expect(await router.isContract(token(1))).toBe(true)
    expect(await router.isContract(token(0))).toBe(true)
    expect(await router.isContract(token(1).toUpperCase().replace('0X', '0x') as Address)).toBe(true)
    expect(asked).toEqual([token(0), token(1)])
  })

  it('remembers at most 10,000 contracts: the 10,001st found starts afresh, so the first is asked about again', async () => {
    const { router, asked } = routerOverNode()
    for (let i = 0; i < 10_000; i++) await router.isContract(token(i))
    await router.isContract(token(0))
    expect(asked).toHaveLength(10_000)
    await router.isContract(token(10_000))
    await router.isContract(token(0))
    expect(asked.slice(10_000)).toEqual([token(10_000), token(0)])
  }, 60_000)
})
