import { describe, expect, it } from 'vitest'
import type { UrlSignatureProvider } from '../../../server/ramp/checkoutSigners.js'
import { createRampBroker } from '../../../server/ramp/createRampBroker.js'
import { createRampSandbox, SESSION_TOKEN_TTL_MS, type SandboxProviderConfig } from './rampSandbox.js'
import type { DeliveryOrder, SandboxDelivery } from './sandboxDelivery.js'
import { sandboxFeeBps, sandboxQuote } from './sandboxPricing.js'

const SANDBOX = 'http://sandbox.test'
const PAGE = 'http://page.test'
const EVM = 'eip155:31337'
const SOL = 'solana:BcLGR4uxgkUoemcQWmwaeq7KVbqQx1dE'
const USDC = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOL_ME = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk'

const providers: SandboxProviderConfig[] = [
  {
    id: 'meld',
    name: 'Meld',
    flavour: 'publicKey',
    publicKey: 'pk_meld',
    sells: [
      { symbol: 'USDC', network: EVM },
      { symbol: 'SOL', network: SOL },
    ],
  },
  {
    id: 'moonpay',
    name: 'MoonPay',
    flavour: 'urlSignature',
    publicKey: 'pk_mp',
    secret: 'sk_mp',
    sells: [{ symbol: 'USDC', network: EVM }],
  },
  {
    id: 'coinbase',
    name: 'Coinbase',
    flavour: 'sessionToken',
    secret: 'cb',
    sells: [{ symbol: 'USDC', network: EVM }],
  },
  { id: 'widget', name: 'Widget', flavour: 'widgetSession', secret: 'w', sells: [{ symbol: 'USDC', network: EVM }] },
]

/** A deliverer that records orders (the real one is driven by e2e on anvil and the Solana RPC). */
function recordingDelivery(orders: DeliveryOrder[]): SandboxDelivery {
  return {
    sells: (network, symbol) =>
      (network === EVM && ['USDC', 'ETH'].includes(symbol)) || (network === SOL && symbol === 'SOL'),
    isAddressOf: (network, address) =>
      network === EVM ? /^0x[0-9a-fA-F]{40}$/.test(address) : network === SOL && address.length >= 32,
    tokenSymbol: (network, address) =>
      network === EVM && address.toLowerCase() === USDC.toLowerCase() ? 'USDC' : undefined,
    deliver: async (order) => {
      orders.push(order)
      return `0xhash${orders.length}`
    },
  }
}

function setup() {
  let clock = 1_000_000
  const orders: DeliveryOrder[] = []
  const sandbox = createRampSandbox({
    origin: SANDBOX,
    providers,
    feeSeed: 'seed',
    now: () => clock,
    networks: [
      { caipNetworkId: EVM, name: 'Anvil A', tokens: { USDC } },
      { caipNetworkId: SOL, name: 'Solana Local' },
    ],
    delivery: recordingDelivery(orders),
    exchanges: [{ id: 'x1', name: 'Exchange One' }],
  })
  // The broker reaches the sandbox in-process; the browser's IP is 192.0.2.10.
  const sandboxFetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
    sandbox.handle(new Request(input, init), { clientIp: 'broker' })) as typeof fetch
  const sells = [{ symbol: 'USDC', network: EVM }]
  const moonpay: UrlSignatureProvider = {
    kind: 'urlSignature',
    checkoutUrl: `${SANDBOX}/moonpay/checkout`,
    apiKey: 'pk_mp',
    secretKey: 'sk_mp',
    currencyCode: (s, n) => `${s}_${n}`.toLowerCase(),
    sells,
  }
  const broker = createRampBroker({
    allowedOrigins: [PAGE],
    fetch: sandboxFetch,
    providers: {
      moonpay,
      coinbase: {
        kind: 'sessionToken',
        checkoutUrl: `${SANDBOX}/coinbase/checkout`,
        tokenUrl: `${SANDBOX}/coinbase/token`,
        secret: 'cb',
        sells,
      },
      widget: { kind: 'widgetSession', sessionUrl: `${SANDBOX}/widget/session`, secret: 'w', sells },
      // MoonPay's checkout with a wrong secret key: its signatures do not check out.
      forged: { ...moonpay, secretKey: 'not-the-secret' },
    },
  })
  const checkout = async (provider: string, body: Record<string, string>) => {
    const response = await broker.handle(
      new Request(`http://host.test/ramp/${provider}/checkout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: PAGE },
        body: JSON.stringify(body),
      }),
      { clientIp: '192.0.2.10' },
    )
    return (await response.json()) as { url: string; sessionId: string }
  }
  const get = (url: string, ip = '192.0.2.10') => sandbox.handle(new Request(url), { clientIp: ip })
  const post = (url: string, body?: unknown) =>
    sandbox.handle(
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }),
    )
  return { sandbox, orders, checkout, get, post, tick: (ms: number) => (clock += ms) }
}

const order = (id: string) => ({
  walletAddress: ME,
  network: EVM,
  amount: '100',
  paymentCurrency: 'USD',
  purchaseCurrency: 'USDC',
  externalCustomerId: id,
})

describe('sandbox pricing (spec section 9)', () => {
  it('seeds every fee between 1% and 2%, the same for the same seed', () => {
    const fees = ['a', 'b', 'c', 'meld', 'moonpay', 'coinbase', 'widget'].map((id) => sandboxFeeBps('s', id))
    for (const fee of fees) expect(fee).toBeGreaterThanOrEqual(100), expect(fee).toBeLessThanOrEqual(200)
    expect(fees).toEqual(['a', 'b', 'c', 'meld', 'moonpay', 'coinbase', 'widget'].map((id) => sandboxFeeBps('s', id)))
    expect(new Set(fees).size).toBeGreaterThan(3)
  })

  it('takes the fee from the amount and buys the rest at the fixed price, in integers', () => {
    expect(sandboxQuote({ symbol: 'USDC', currency: 'USD', amount: '100', feeBps: 150 })).toEqual({
      ok: true,
      quote: { fees: '1.50', feeBps: 150, amount: '98.5', units: 98_500_000n, decimals: 6 },
    })
    expect(sandboxQuote({ symbol: 'ETH', currency: 'USD', amount: '3000', feeBps: 100 })).toEqual({
      ok: true,
      quote: { fees: '30.00', feeBps: 100, amount: '0.99', units: 990_000_000_000_000_000n, decimals: 18 },
    })
    expect(sandboxQuote({ symbol: 'SOL', currency: 'EUR', amount: '150', feeBps: 200 })).toMatchObject({
      ok: true,
      quote: { fees: '3.00', amount: '1.0584', units: 1_058_400_000n },
    })
  })

  it.each([
    ['9.99', 'card', 'Minimum amount is 10.00 USD'],
    ['7500.01', 'card', 'Maximum amount is 7500.00 USD'],
    ['25000.01', 'ach_bank_account', 'Maximum amount is 25000.00 USD'],
  ])('refuses %s by %s', (amount, method, error) => {
    expect(sandboxQuote({ symbol: 'USDC', currency: 'USD', amount, method, feeBps: 150 })).toEqual({ ok: false, error })
  })
})

describe('ramp sandbox: the adapter contract API', () => {
  it('answers options with the providers’ sales and the spec’s limits, and quotes with the seeded fee', async () => {
    const { sandbox, get, post } = setup()
    const options = await (await get(`${SANDBOX}/meld/api/options?country=US`)).json()
    expect(options.purchaseCurrencies).toEqual([
      {
        id: 'USDC',
        name: 'USDC',
        symbol: 'USDC',
        networks: [{ name: EVM, display_name: 'Anvil A', chain_id: EVM, contract_address: USDC }],
      },
      {
        id: 'SOL',
        name: 'SOL',
        symbol: 'SOL',
        networks: [{ name: SOL, display_name: 'Solana Local', chain_id: SOL, contract_address: '' }],
      },
    ])
    expect(options.paymentCurrencies[0]).toEqual({
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: 10, max: 7500 },
        { id: 'ach_bank_account', min: 10, max: 25000 },
      ],
    })
    const quote = await (
      await post(`${SANDBOX}/moonpay/api/quote`, {
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '100',
        network: EVM,
        paymentMethod: 'card',
      })
    ).json()
    const fee = sandbox.feeBps('moonpay')
    expect(quote.fees).toBe((fee / 100).toFixed(2))
    expect(Number(quote.purchaseAmount.amount)).toBeCloseTo(100 - fee / 100, 6)
    const refused = await post(`${SANDBOX}/moonpay/api/quote`, {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '5',
      network: EVM,
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: 'Minimum amount is 10.00 USD' })
    expect(
      (
        await post(`${SANDBOX}/coinbase/api/quote`, {
          purchaseCurrency: 'SOL',
          paymentCurrency: 'USD',
          amount: '100',
          network: SOL,
        })
      ).status,
    ).toBe(400)
  })
})

describe('ramp sandbox: checkout flavours', () => {
  it('HMAC-signed URL (MoonPay style): the broker’s signature opens the page, Pay delivers once; a forged one is refused', async () => {
    const { checkout, get, post, orders } = setup()
    const { url, sessionId } = await checkout('moonpay', order('mp-1'))
    expect(new URL(url).searchParams.get('currencyCode')).toBe('usdc_eip155:31337')
    const page = await get(url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('>Pay</button>')
    expect(await (await get(`${SANDBOX}/moonpay/api/status/${sessionId}`)).json()).toEqual({ status: 'IN_PROGRESS' })
    await post(`${SANDBOX}/moonpay/checkout/${sessionId}/pay`)
    await post(`${SANDBOX}/moonpay/checkout/${sessionId}/pay`)
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ network: EVM, symbol: 'USDC', to: ME })
    expect(await (await get(`${SANDBOX}/moonpay/api/status/${sessionId}`)).json()).toEqual({
      status: 'SUCCESS',
      txHash: '0xhash1',
    })

    const forged = await checkout('forged', order('mp-2'))
    const refused = await get(forged.url)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Invalid signature')
    const tampered = new URL(url)
    tampered.searchParams.set('walletAddress', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(await (await get(tampered.toString())).text()).toContain('Invalid signature')
  })

  it('session token (Coinbase style): single use, 5 minutes, bound to the client IP', async () => {
    const { checkout, get, tick } = setup()
    const first = await checkout('coinbase', order('cb-1'))
    expect(await (await get(first.url, '198.51.100.1')).text()).toContain(
      'This session token belongs to another client IP',
    )
    const second = await checkout('coinbase', order('cb-2'))
    expect((await get(second.url)).status).toBe(200)
    expect(await (await get(second.url)).text()).toContain('This session token was already used')
    const third = await checkout('coinbase', order('cb-3'))
    tick(SESSION_TOKEN_TTL_MS + 1)
    expect(await (await get(third.url)).text()).toContain('This session token has expired')
    expect(
      (
        await setup().post(`${SANDBOX}/coinbase/token`, {
          addresses: [{ address: ME, blockchains: [EVM] }],
          clientIp: 'x',
        })
      ).status,
    ).toBe(401)
  })

  it('public-key URL (Meld style): SOL on Solana; an unknown key is refused; Cancel fails the checkout', async () => {
    const { get, post, orders } = setup()
    const url = `${SANDBOX}/meld/checkout?publicKey=pk_meld&destinationCurrencyCode=SOL&walletAddress=${SOL_ME}&externalCustomerId=m-1&sourceAmount=150&sourceCurrencyCode=USD`
    expect(await (await get(url)).text()).toContain('Solana Local')
    await post(`${SANDBOX}/meld/checkout/m-1/cancel`)
    expect(await (await get(`${SANDBOX}/meld/api/status/m-1`)).json()).toEqual({ status: 'FAILED' })
    expect(orders).toEqual([])
    expect(await (await get(url.replace('pk_meld', 'pk_other'))).text()).toContain('Unknown publicKey')
    const tooMuch = url.replace('m-1', 'm-2').replace('sourceAmount=150', 'sourceAmount=30000')
    expect(await (await get(tooMuch)).text()).toContain('Maximum amount is 25000.00 USD')
  })

  it('widget session: the broker opens it with the secret, the widget URL is the checkout', async () => {
    const { checkout, get, post, orders } = setup()
    const { url, sessionId } = await checkout('widget', order('w-1'))
    expect(url).toBe(`${SANDBOX}/widget/checkout/w-1`)
    expect(sessionId).toBe('w-1')
    expect(await (await get(url)).text()).toContain('>Pay</button>')
    await post(`${SANDBOX}/widget/checkout/w-1/pay`)
    expect(orders[0]).toMatchObject({
      symbol: 'USDC',
      units: 100_000_000n - BigInt(setup().sandbox.feeBps('widget')) * 10_000n,
    })
  })
})

describe('ramp sandbox: exchanges JSON-RPC (spec section 7)', () => {
  const rpc = (post: ReturnType<typeof setup>['post'], method: string, params: Record<string, unknown>) =>
    post(`${SANDBOX}/exchanges`, { jsonrpc: '2.0', id: 7, method, params: { ...params, projectId: 'p' } }).then((r) =>
      r.json(),
    )

  it('lists exchanges, hands out a deposit URL, reports its status after Pay', async () => {
    const { post, orders } = setup()
    const asset = `${EVM}/erc20:${USDC}`
    expect(await rpc(post, 'reown_getExchanges', { page: 0, asset })).toMatchObject({
      jsonrpc: '2.0',
      id: 7,
      result: { exchanges: [{ id: 'x1', name: 'Exchange One' }], total: 1 },
    })
    const { result } = await rpc(post, 'reown_getExchangePayUrl', {
      exchangeId: 'x1',
      asset,
      amount: '25.5',
      recipient: `${EVM}:${ME}`,
    })
    expect(result.url).toBe(`${SANDBOX}/exchanges/x1/${result.sessionId}`)
    expect(
      (await rpc(post, 'reown_getExchangeBuyStatus', { exchangeId: 'x1', sessionId: result.sessionId })).result,
    ).toEqual({ status: 'IN_PROGRESS' })
    await post(`${result.url}/pay`)
    expect(orders).toEqual([{ network: EVM, symbol: 'USDC', to: ME, units: 25_500_000n }])
    expect(
      (await rpc(post, 'reown_getExchangeBuyStatus', { exchangeId: 'x1', sessionId: result.sessionId })).result,
    ).toEqual({ status: 'SUCCESS', txHash: '0xhash1' })
    expect((await rpc(post, 'reown_getExchangeBuyStatus', { exchangeId: 'x1', sessionId: 'nope' })).result).toEqual({
      status: 'UNKNOWN',
    })
  })

  it('answers errors as error.message', async () => {
    const { post } = setup()
    expect(
      (
        await rpc(post, 'reown_getExchangePayUrl', {
          exchangeId: 'x1',
          asset: `${EVM}/erc20:0x0000000000000000000000000000000000000001`,
          amount: '1',
          recipient: `${EVM}:${ME}`,
        })
      ).error.message,
    ).toBe(`Asset ${EVM}/erc20:0x0000000000000000000000000000000000000001 is not supported`)
    expect((await rpc(post, 'reown_nope', {})).error).toEqual({ code: -32601, message: 'Method not found: reown_nope' })
    const noProject = await (
      await post(`${SANDBOX}/exchanges`, { jsonrpc: '2.0', id: 1, method: 'reown_getExchanges', params: {} })
    ).json()
    expect(noProject.error.message).toBe('projectId is required')
  })
})
