import { describe, expect, it } from 'vitest'
import { CHECKOUT_REQUEST_ERRORS, isAddressOnNetwork, parseCheckoutRequest } from './checkoutRequest.js'
import { body, ME, ORIGIN } from './rampBrokerTestFixtures.js'

const BTC = 'bip122:000000000019d6689c085ae165831e93'
const BTC_ME = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const SOL = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const CATALOGUE = { sells: [{ symbol: 'USDC', network: body.network }] }

describe('isAddressOnNetwork', () => {
  it('takes an eip155 address only when it starts with 0x: text before it (javascript:0x…, a0x…) is refused', () => {
    expect(isAddressOnNetwork(ME.toLowerCase(), body.network)).toBe(true)
    for (const address of [`javascript:${ME.toLowerCase()}`, `a${ME.toLowerCase()}`, ` ${ME}`])
      expect(isAddressOnNetwork(address, body.network), address).toBe(false)
  })

  it('answers false (a boolean) for a non-base58 Solana key, an undecodable Bitcoin address, an unknown Bitcoin network, an unknown namespace', () => {
    expect(isAddressOnNetwork('0OIl', SOL)).toBe(false)
    expect(isAddressOnNetwork(`${BTC_ME.slice(0, -1)}p`, BTC)).toBe(false)
    // A valid mainnet address on a bip122 chain the broker does not know.
    expect(isAddressOnNetwork(BTC_ME, 'bip122:00000000000000000000000000000000')).toBe(false)
    // Valid addresses of other namespaces under a namespace it does not know.
    expect(isAddressOnNetwork(ME, 'cosmos:cosmoshub-4')).toBe(false)
    expect(isAddressOnNetwork(BTC_ME, 'tron:0x2b6653dc')).toBe(false)
  })
})

describe('parseCheckoutRequest', () => {
  const origins = new Set([ORIGIN])

  it('refuses a zero amount (0, 0.00) even when a payment method’s limits start at 0', () => {
    const catalogue = { ...CATALOGUE, paymentCurrencies: [{ id: 'USD', limits: [{ id: 'card', min: 0, max: 100 }] }] }
    for (const amount of ['0', '0.00', '0.0'])
      expect(parseCheckoutRequest({ ...body, amount }, catalogue, origins), amount).toEqual({
        ok: false,
        error: CHECKOUT_REQUEST_ERRORS.invalidAmount,
      })
    expect(parseCheckoutRequest({ ...body, amount: '0.01' }, catalogue, origins).ok).toBe(true)
  })

  it('treats an empty redirectUrl as none: the checkout goes on without a redirect', () => {
    expect(parseCheckoutRequest({ ...body, redirectUrl: '' }, CATALOGUE, origins)).toEqual({
      ok: true,
      request: body,
    })
  })

  it('takes a redirectUrl on an allowed http:// origin (a local shop), keeping its path', () => {
    const local = new Set(['http://localhost:3000'])
    expect(parseCheckoutRequest({ ...body, redirectUrl: 'http://localhost:3000/done?x=1' }, CATALOGUE, local)).toEqual({
      ok: true,
      request: { ...body, redirectUrl: 'http://localhost:3000/done?x=1' },
    })
  })

  it('refuses a redirectUrl that is not http(s) even when its origin is allowed: blob:, wss:, ftp:', () => {
    // blob:https://host.test/… has the origin https://host.test; wss: and ftp: origins an operator listed by mistake.
    const listed = new Set([ORIGIN, 'http://localhost:3000', 'wss://host.test', 'ftp://host.test'])
    for (const redirectUrl of [
      `blob:${ORIGIN}/3f1c2a4e-0000-4000-8000-000000000000`,
      'blob:http://localhost:3000/3f1c2a4e-0000-4000-8000-000000000000',
      'wss://host.test/done',
      'ftp://host.test/done',
    ]) {
      expect(listed.has(new URL(redirectUrl).origin), redirectUrl).toBe(true)
      expect(parseCheckoutRequest({ ...body, redirectUrl }, CATALOGUE, listed), redirectUrl).toEqual({
        ok: false,
        error: CHECKOUT_REQUEST_ERRORS.redirectNotAllowed,
      })
    }
  })
})
