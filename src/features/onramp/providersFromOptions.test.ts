import { describe, expect, it } from 'vitest'
import type { OnrampSettings } from '../../core/options.js'
import { providersFromOptions } from './providersFromOptions.js'

const MELD = {
  type: 'meld',
  name: 'Meld',
  apiUrl: 'https://m.test/api',
  checkoutUrl: 'https://m.test/c',
  publicKey: 'pk',
}
const settingsOf = (adapters: unknown, brokerUrl?: string) =>
  ({ providers: [], adapters, ...(brokerUrl ? { brokerUrl } : {}) }) as unknown as OnrampSettings

describe('providersFromOptions: checking each entry', () => {
  it('finds no adapter without an adapters object, nor in an inherited property', () => {
    expect(providersFromOptions(undefined, ['meld'])).toEqual({
      providers: [],
      problem: 'onramp.adapters.meld: no adapter for this provider',
    })
    expect(providersFromOptions(settingsOf(null), ['meld']).problem).toBe(
      'onramp.adapters.meld: no adapter for this provider',
    )
    expect(providersFromOptions(settingsOf({}), ['toString']).problem).toBe(
      'onramp.adapters.toString: no adapter for this provider',
    )
  })

  it('names the entry alone when the entry itself is wrong, and the field when one field is', () => {
    expect(providersFromOptions(settingsOf({ x: 'meld' }), ['x']).problem).toMatch(/^onramp\.adapters\.x: \S/)
    expect(providersFromOptions(settingsOf({ x: { ...MELD, publicKey: '' } }), ['x']).problem).toBe(
      'onramp.adapters.x.publicKey: expected a non-empty string',
    )
  })

  it('takes http as well as https URLs, and no scheme merely ending in http', () => {
    const http = { ...MELD, apiUrl: 'http://m.test/api', checkoutUrl: 'http://m.test/c' }
    expect(providersFromOptions(settingsOf({ meld: http }), ['meld'])).toMatchObject({ providers: [{ id: 'meld' }] })
    expect(
      providersFromOptions(settingsOf({ meld: { ...MELD, apiUrl: 'xhttp://m.test/api' } }), ['meld']).problem,
    ).toBe('onramp.adapters.meld.apiUrl: expected an absolute http(s) URL')
  })

  it('has no problem key when every entry is usable', () => {
    const result = providersFromOptions(settingsOf({ meld: MELD }), ['meld'])
    expect(Object.keys(result)).toEqual(['providers'])
  })

  it('hands the given fetch to the providers', async () => {
    const asked: string[] = []
    const fetchImpl = (async (url: RequestInfo | URL) => {
      asked.push(String(url))
      return new Response(JSON.stringify({ status: 'SUCCESS' }))
    }) as typeof fetch
    const wide = { type: 'widget', name: 'W', apiUrl: 'https://w.test/api' }
    const { providers } = providersFromOptions(
      settingsOf({ meld: MELD, wide }, 'https://host.test'),
      ['meld', 'wide'],
      fetchImpl,
    )
    for (const provider of providers) await provider.getStatus('s1')
    expect(asked).toEqual(['https://m.test/api/status/s1', 'https://w.test/api/status/s1'])
  })
})
