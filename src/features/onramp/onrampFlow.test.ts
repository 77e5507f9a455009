import { describe, expect, it } from 'vitest'
import { resolveOptions, type NetworkConfig, type WalletModalOptions } from '../../core/options.js'
import { createModalStore } from '../../core/store.js'
import { caip19AssetId, fundWalletAssets, purchaseCurrenciesOf } from './fundWalletAssets.js'
import { createExchangesClient } from './logic/exchanges.js'
import { pollCheckoutStatus } from './logic/pollStatus.js'
import type { CheckoutStatus, OnRampProvider, OnRampQuote } from './logic/types.js'
import { onrampOf, syncOnrampState } from './onrampStore.js'
import { providersFromOptions } from './providersFromOptions.js'
import { NO_PROVIDER_MESSAGE, requestQuotes } from './requestQuotes.js'

const USDC_LOCAL = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const NETWORKS: NetworkConfig[] = [
  { caipNetworkId: 'eip155:31337', name: 'Anvil A', rpcUrl: 'http://a' },
  {
    caipNetworkId: 'eip155:137',
    name: 'Polygon',
    rpcUrl: 'http://p',
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  },
  { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana', rpcUrl: 'http://s' },
]
const tokens = {
  'eip155:31337': [
    { address: USDC_LOCAL, name: 'USD Coin (local)', symbol: 'USDC', decimals: 6 },
    { address: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468', name: 'Demo', symbol: 'DEMO', decimals: 18 },
  ],
}

const store = (onramp: unknown = { providers: ['a', 'b'], adapters: {} }, options: WalletModalOptions = {}) =>
  createModalStore(
    resolveOptions({ networks: NETWORKS, tokens, onramp: onramp as WalletModalOptions['onramp'], ...options }),
  )

describe('built-in fund-wallet tokens filtered to the configured networks (spec section 3)', () => {
  it('ETH where it is native, the built-in USDC and USDT contracts, the host’s USDC where none is built in, SOL on Solana', () => {
    const assets = fundWalletAssets(NETWORKS, tokens)
    expect(assets.map((a) => `${a.metadata.symbol}@${a.network}:${a.asset}:${a.metadata.decimals}`)).toEqual([
      'ETH@eip155:31337:native:18',
      `USDC@eip155:31337:${USDC_LOCAL}:6`,
      'USDC@eip155:137:0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359:6',
      'USDT@eip155:137:0xc2132D05D31c914a87C6611C10748AEb04B58e8F:6',
      'SOL@solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:native:9',
      'USDC@solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v:6',
      'USDT@solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB:6',
    ])
    expect(fundWalletAssets([NETWORKS[0]!])).toHaveLength(1)
  })

  it('CAIP-19 ids as the exchanges JSON-RPC takes them, and the Onramp state’s purchaseCurrencies', () => {
    expect(caip19AssetId({ network: 'eip155:1', asset: 'native' })).toBe('eip155:1/slip44:60')
    expect(caip19AssetId({ network: 'eip155:1', asset: '0xA0b8' })).toBe('eip155:1/erc20:0xA0b8')
    expect(caip19AssetId({ network: 'solana:x', asset: 'native' })).toBe('solana:x/slip44:501')
    expect(caip19AssetId({ network: 'solana:x', asset: 'EPjF' })).toBe('solana:x/token:EPjF')
    const [eth, usdc] = purchaseCurrenciesOf(fundWalletAssets([NETWORKS[0]!], tokens), NETWORKS)
    expect(eth).toEqual({
      id: 'eip155:31337/slip44:60',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [{ name: 'anvil-a', display_name: 'Anvil A', chain_id: 'eip155:31337', contract_address: '' }],
    })
    expect(usdc?.networks[0]?.contract_address).toBe(USDC_LOCAL)
  })
})

describe('the Onramp state (spec sections 3 and 5)', () => {
  it('has exactly the spec’s fields, providers from the option, tokens of the account’s namespace (the active network’s first)', () => {
    const s = store()
    syncOnrampState(s, 'eip155', 'eip155:137')
    const state = onrampOf(s.getState())
    expect(Object.keys(state).sort()).toEqual([
      'error',
      'paymentAmount',
      'paymentCurrencies',
      'paymentCurrency',
      'providers',
      'purchaseAmount',
      'purchaseCurrencies',
      'purchaseCurrency',
      'quotesLoading',
      'selectedProvider',
    ])
    expect(state.providers).toEqual(['a', 'b'])
    expect(state.purchaseCurrencies.map((c) => `${c.symbol}@${c.networks[0]!.chain_id}`)).toEqual([
      'USDC@eip155:137',
      'USDT@eip155:137',
      'ETH@eip155:31337',
      'USDC@eip155:31337',
    ])
    expect(state.purchaseCurrency?.symbol).toBe('USDC')
    expect(state.paymentCurrency).toEqual({
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: 10, max: 7500 },
        { id: 'ach_bank_account', min: 10, max: 25000 },
      ],
    })
  })

  it.each([['meld'], [['meld', 3]], [null], [{ 0: 'meld' }]])(
    'providers that are not a list of strings (%j) become empty',
    (providers) => {
      const s = store({ providers, adapters: {} })
      syncOnrampState(s, undefined, undefined)
      expect(onrampOf(s.getState()).providers).toEqual([])
    },
  )
})

const quote = (provider: string, amount: string, fees = '1.00'): OnRampQuote => ({
  provider,
  purchaseAmount: { amount },
  fees,
})
const fake = (id: string, answer: () => Promise<OnRampQuote>) =>
  ({ id, name: id, backend: 'none', getQuote: answer }) as unknown as OnRampProvider
const request = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'eip155:31337' }

describe('the quote transition (spec sections 4 and 8)', () => {
  it('sets quotesLoading, then purchaseAmount and selectedProvider from the cheapest quote', async () => {
    const s = store()
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    const running = requestQuotes(
      s,
      [fake('a', async () => (await held, quote('a', '98.10'))), fake('b', async () => quote('b', '98.60'))],
      request,
    )
    expect(onrampOf(s.getState())).toMatchObject({
      quotesLoading: true,
      purchaseAmount: undefined,
      paymentAmount: '100',
      error: undefined,
    })
    release()
    const result = await running
    expect(result.quotes.map((q) => q.provider)).toEqual(['b', 'a'])
    expect(onrampOf(s.getState())).toMatchObject({
      quotesLoading: false,
      purchaseAmount: '98.60',
      selectedProvider: 'b',
      error: undefined,
    })
  })

  it('keeps the quote error’s message in state, with the quotes that came', async () => {
    const s = store()
    await requestQuotes(
      s,
      [
        fake('a', async () => {
          throw new Error('The on-ramp provider request failed')
        }),
        fake('b', async () => quote('b', '97')),
      ],
      request,
    )
    expect(onrampOf(s.getState())).toMatchObject({
      quotesLoading: false,
      purchaseAmount: '97',
      error: 'The on-ramp provider request failed',
    })
    await requestQuotes(s, [], request)
    expect(onrampOf(s.getState())).toMatchObject({ purchaseAmount: undefined, error: NO_PROVIDER_MESSAGE })
  })

  it('an overtaken request changes nothing', async () => {
    const s = store()
    await requestQuotes(s, [fake('a', async () => quote('a', '50'))], request, () => false)
    expect(onrampOf(s.getState())).toMatchObject({ quotesLoading: true, purchaseAmount: undefined })
  })
})

describe('providers from the onramp option', () => {
  const adapters = {
    meld: {
      type: 'meld',
      name: 'Meld',
      apiUrl: 'https://m.test/api',
      checkoutUrl: 'https://m.test/c',
      publicKey: 'pk',
    },
    moonpay: { type: 'moonpay', name: 'MoonPay', apiUrl: 'https://mp.test/api' },
    coinbase: { type: 'coinbase', name: 'Coinbase', apiUrl: 'https://cb.test/api' },
    widget: { type: 'widget', name: 'Widget', apiUrl: 'https://w.test/api' },
  } as const

  it('builds Meld in the browser and the others through the broker, in the host’s order', () => {
    const { providers, problem } = providersFromOptions(
      { providers: [], adapters, brokerUrl: 'https://host.test/api' },
      ['widget', 'meld', 'coinbase', 'moonpay'],
    )
    expect(problem).toBeUndefined()
    expect(providers.map((p) => `${p.id}:${p.backend}`)).toEqual([
      'widget:widgetSession',
      'meld:none',
      'coinbase:sessionToken',
      'moonpay:urlSignature',
    ])
  })

  it('leaves out a bad entry and names the problem', () => {
    expect(
      providersFromOptions({ providers: [], adapters, brokerUrl: 'https://host.test/api' }, ['nope', 'meld']).problem,
    ).toBe('onramp.adapters.nope: no adapter for this provider')
    expect(
      providersFromOptions(
        { providers: [], adapters: { meld: { ...adapters.meld, checkoutUrl: 'javascript:alert(1)' } } },
        ['meld'],
      ),
    ).toEqual({ providers: [], problem: 'onramp.adapters.meld.checkoutUrl: expected an absolute http(s) URL' })
    const noBroker = providersFromOptions({ providers: [], adapters }, ['meld', 'moonpay'])
    expect(noBroker.providers.map((p) => p.id)).toEqual(['meld'])
    expect(noBroker.problem).toBe(
      'onramp.brokerUrl: expected an absolute http(s) URL (provider moonpay checks out through the ramp broker)',
    )
  })
})

describe('exchanges JSON-RPC client (spec section 7)', () => {
  function client(answer: unknown, seen: unknown[] = []) {
    const fetchImpl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      seen.push(JSON.parse(String(init?.body)))
      return new Response(JSON.stringify(answer))
    }) as typeof fetch
    return createExchangesClient('https://rpc.test', 'project-1', fetchImpl)
  }

  it('POSTs JSON-RPC 2.0 with id, method, and params plus projectId; reads result', async () => {
    const seen: unknown[] = []
    const list = await client(
      {
        jsonrpc: '2.0',
        id: 1,
        result: { exchanges: [{ id: 'x', name: 'X', imageUrl: 'data:image/png;base64,AA' }], total: 1 },
      },
      seen,
    ).getExchanges({ page: 0, asset: 'eip155:1/slip44:60' })
    expect(list).toEqual([{ id: 'x', name: 'X', imageUrl: 'data:image/png;base64,AA' }])
    expect(seen[0]).toMatchObject({
      jsonrpc: '2.0',
      method: 'reown_getExchanges',
      params: { page: 0, asset: 'eip155:1/slip44:60', projectId: 'project-1' },
    })
    expect(typeof (seen[0] as { id: unknown }).id).toBe('number')
  })

  it('throws error.message verbatim; a malformed answer or an unsafe URL is a clear error', async () => {
    await expect(
      client({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Asset x is not supported' } }).getExchangePayUrl(
        { exchangeId: 'x', asset: 'a', amount: '1', recipient: 'r' },
      ),
    ).rejects.toThrow('Asset x is not supported')
    await expect(
      client({ jsonrpc: '2.0', id: 1, result: { exchanges: 'all' } }).getExchanges({ page: 0 }),
    ).rejects.toThrow('The on-ramp provider sent an invalid answer')
    await expect(client({ nothing: true }).getExchanges({ page: 0 })).rejects.toThrow(
      'The on-ramp provider sent an invalid answer',
    )
    await expect(
      client({ jsonrpc: '2.0', id: 1, result: { url: 'javascript:alert(1)', sessionId: 's' } }).getExchangePayUrl({
        exchangeId: 'x',
        asset: 'a',
        amount: '1',
        recipient: 'r',
      }),
    ).rejects.toThrow()
    expect(
      await client({ jsonrpc: '2.0', id: 1, result: { status: 'UNKNOWN' } }).getExchangeBuyStatus({
        exchangeId: 'x',
        sessionId: 's',
      }),
    ).toEqual({ status: 'IN_PROGRESS' })
  })
})

describe('polling a checkout', () => {
  it('asks until SUCCESS or FAILED, riding out a failed request', async () => {
    const answers: (CheckoutStatus | Error)[] = [
      { status: 'IN_PROGRESS' },
      new Error('down'),
      { status: 'SUCCESS', txHash: '0x1' },
    ]
    const waits: number[] = []
    const result = await pollCheckoutStatus(
      async () => {
        const next = answers.shift()!
        if (next instanceof Error) throw next
        return next
      },
      { signal: new AbortController().signal, sleep: async (ms) => void waits.push(ms) },
    )
    expect(result).toEqual({ status: 'SUCCESS', txHash: '0x1' })
    expect(waits).toEqual([3000, 3000])
  })

  it('stops when aborted', async () => {
    const abort = new AbortController()
    const polling = pollCheckoutStatus(async () => ({ status: 'IN_PROGRESS' }), {
      signal: abort.signal,
      sleep: async () => abort.abort(new Error('stopped')),
    })
    await expect(polling).rejects.toThrow('stopped')
  })
})
