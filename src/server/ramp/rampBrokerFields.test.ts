import { describe, expect, it } from 'vitest'
import { createRampBroker, RAMP_BROKER_ERRORS } from './createRampBroker.js'
import { MOONPAY, body, ME, ORIGIN, post, SELLS } from './rampBrokerTestFixtures.js'

describe('ramp broker: only documented, checked fields reach a provider', () => {
  const SOL = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  const BTC = 'bip122:000000000019d6689c085ae165831e93'
  const SOL_ME = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk'
  const BTC_ME = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
  const LISTS = {
    sells: [...SELLS, { symbol: 'SOL', network: SOL }, { symbol: 'BTC', network: BTC }],
    paymentCurrencies: [
      {
        id: 'USD',
        limits: [
          { id: 'card', min: 10, max: 7500 },
          { id: 'ach_bank_account', min: 10, max: 25000 },
        ],
      },
      { id: 'EUR', limits: [{ id: 'card', min: 20, max: 5000 }] },
    ],
  }
  function checked(extra: Partial<Parameters<typeof createRampBroker>[0]> = {}) {
    const sent: unknown[] = []
    const fetchImpl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)))
      return new Response(JSON.stringify({ widgetUrl: 'https://w.test/a', token: 'tok' }))
    }) as typeof fetch
    const b = createRampBroker({
      allowedOrigins: [ORIGIN],
      rateLimit: { limit: 10_000, windowMs: 60_000 },
      fetch: fetchImpl,
      providers: {
        moonpay: { ...MOONPAY, ...LISTS },
        widget: { kind: 'widgetSession', sessionUrl: 'https://api.test/session', secret: 'w', ...LISTS },
      },
      ...extra,
    })
    const send = async (provider: string, payload: Record<string, unknown>) => {
      const response = await b.handle(post(provider, payload))
      return [response.status, (await response.json()) as Record<string, string>] as const
    }
    return { send, sent }
  }
  const signedUrl = async (send: ReturnType<typeof checked>['send'], payload: Record<string, unknown>) => {
    const [status, json] = await send('moonpay', payload)
    expect(status, JSON.stringify(payload)).toBe(200)
    return new URL(json.url!)
  }

  it('sends a widget provider the documented fields only: fee, lockAmount and the like are dropped', async () => {
    const { send, sent } = checked()
    const redirectUrl = `${ORIGIN}/onramp/done?x=1`
    expect(
      (
        await send('widget', {
          ...body,
          redirectUrl,
          fee: '0',
          lockAmount: true,
          partnerFee: 0,
          walletAddressLocked: false,
          purchaseAmount: '1000000',
        })
      )[0],
    ).toBe(200)
    expect(sent).toEqual([{ widgetParams: { ...body, redirectUrl } }])
  })

  it.each([
    '-100',
    'NaN',
    '1e309',
    'Infinity',
    '1e3',
    '0',
    '0.00',
    '',
    ' 100',
    '100 ',
    '0x64',
    '0100',
    '100.001',
    '+100',
    '100,00',
    '9.99',
    '7500.01e0',
    '25000.01',
  ])('refuses the amount %j with 400, signing nothing', async (amount) => {
    const { send } = checked()
    const [status, json] = await send('moonpay', { ...body, amount })
    expect(status).toBe(400)
    expect(json).toEqual({ error: amount === '' ? RAMP_BROKER_ERRORS.invalidBody : RAMP_BROKER_ERRORS.invalidAmount })
  })

  it('takes amounts within one of the currency’s payment methods’ limits (USD card 10–7,500, ACH to 25,000; EUR 20–5,000)', async () => {
    const { send } = checked()
    for (const amount of ['10', '10.5', '7500', '25000', '99.99'])
      expect((await signedUrl(send, { ...body, amount })).searchParams.get('baseCurrencyAmount')).toBe(amount)
    expect((await send('moonpay', { ...body, paymentCurrency: 'EUR', amount: '19.99' }))[1]).toEqual({
      error: RAMP_BROKER_ERRORS.invalidAmount,
    })
    expect((await send('moonpay', { ...body, paymentCurrency: 'EUR', amount: '5000.01' }))[1]).toEqual({
      error: RAMP_BROKER_ERRORS.invalidAmount,
    })
    expect(
      (await signedUrl(send, { ...body, paymentCurrency: 'eur', amount: '5000' })).searchParams.get('baseCurrencyCode'),
    ).toBe('eur')
  })

  it('takes currencies and networks from the provider’s lists only', async () => {
    const { send } = checked()
    expect((await send('moonpay', { ...body, purchaseCurrency: 'DOGE' }))[1]).toEqual({
      error: RAMP_BROKER_ERRORS.unsupportedAsset,
    })
    expect((await send('moonpay', { ...body, network: 'eip155:1' }))[1]).toEqual({
      error: RAMP_BROKER_ERRORS.unsupportedAsset,
    })
    expect((await send('moonpay', { ...body, purchaseCurrency: 'SOL' }))[1]).toEqual({
      error: RAMP_BROKER_ERRORS.unsupportedAsset,
    })
    expect((await send('moonpay', { ...body, paymentCurrency: 'GBP' }))[1]).toEqual({
      error: RAMP_BROKER_ERRORS.unsupportedPaymentCurrency,
    })
    // The lists' own spelling is what is signed.
    expect((await signedUrl(send, { ...body, purchaseCurrency: 'usdc' })).searchParams.get('currencyCode')).toBe('usdc')
    // A provider without paymentCurrencies takes USD with the spec's limits only.
    const plain = createRampBroker({
      allowedOrigins: [ORIGIN],
      providers: {
        moonpay: { kind: 'urlSignature', checkoutUrl: 'https://buy.test/', apiKey: 'k', secretKey: 's', sells: SELLS },
      },
    })
    expect((await plain.handle(post('moonpay', { ...body, paymentCurrency: 'EUR' }))).status).toBe(400)
    expect((await plain.handle(post('moonpay', { ...body, amount: '25000' }))).status).toBe(200)
    expect((await plain.handle(post('moonpay', { ...body, amount: '25000.01' }))).status).toBe(400)
  })

  it('takes a walletAddress valid for the network’s namespace: eip155 (checksummed when mixed-case), solana, bip122', async () => {
    const { send } = checked()
    const refused = { error: RAMP_BROKER_ERRORS.invalidWalletAddress }
    for (const walletAddress of [
      '0xabc',
      `${ME}00`,
      ME.replace('0xf', '0xF'),
      ME.slice(2),
      SOL_ME,
      BTC_ME,
      'javascript:alert(1)',
    ])
      expect((await send('moonpay', { ...body, walletAddress }))[1], walletAddress).toEqual(refused)
    for (const walletAddress of [ME, ME.toLowerCase(), `0x${ME.slice(2).toUpperCase()}`])
      await signedUrl(send, { ...body, walletAddress })
    const sol = { ...body, network: SOL, purchaseCurrency: 'SOL' }
    await signedUrl(send, { ...sol, walletAddress: SOL_ME })
    for (const walletAddress of [ME, `${SOL_ME}1`, 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpq0'])
      expect((await send('moonpay', { ...sol, walletAddress }))[1], walletAddress).toEqual(refused)
    const btc = { ...body, network: BTC, purchaseCurrency: 'BTC' }
    for (const walletAddress of [BTC_ME, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'])
      await signedUrl(send, { ...btc, walletAddress })
    // A testnet address on mainnet, a broken bech32 checksum, an EVM address.
    for (const walletAddress of [
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp',
      ME,
    ])
      expect((await send('moonpay', { ...btc, walletAddress }))[1], walletAddress).toEqual(refused)
  })

  it('signs a redirectUrl only on an allowed redirect origin (default: the allowed origins); javascript: and others get 400', async () => {
    const { send } = checked()
    for (const redirectUrl of [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.test/',
      'https://host.test.evil.test/',
      'http://host.test/',
      'https://user:pw@host.test/',
      '//evil.test/',
      'not a url',
      42,
    ])
      expect((await send('moonpay', { ...body, redirectUrl }))[1], String(redirectUrl)).toEqual({
        error: RAMP_BROKER_ERRORS.redirectNotAllowed,
      })
    expect(
      (await signedUrl(send, { ...body, redirectUrl: 'https://HOST.test:443/done' })).searchParams.get('redirectURL'),
    ).toBe('https://host.test/done')

    const other = checked({ allowedRedirectOrigins: ['https://return.test'] })
    expect((await other.send('moonpay', { ...body, redirectUrl: `${ORIGIN}/done` }))[1]).toEqual({
      error: RAMP_BROKER_ERRORS.redirectNotAllowed,
    })
    expect(
      (await signedUrl(other.send, { ...body, redirectUrl: 'https://return.test/back' })).searchParams.get(
        'redirectURL',
      ),
    ).toBe('https://return.test/back')
  })

  it('takes an externalCustomerId of plain id characters only', async () => {
    const { send } = checked()
    for (const externalCustomerId of ['a&apiKey=other', 'x'.repeat(129), 'id with space', '<script>'])
      expect((await send('moonpay', { ...body, externalCustomerId }))[1], externalCustomerId).toEqual({
        error: RAMP_BROKER_ERRORS.invalidCustomerId,
      })
    await signedUrl(send, { ...body, externalCustomerId: '0123456789abcdef0123456789abcdef' })
  })
})
