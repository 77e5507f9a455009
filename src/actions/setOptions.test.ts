import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, activeLocale } from '../core/i18n/locale.js'
import { setOptions } from './setOptions.js'
import { createTestContext, NETWORKS } from './testContext.js'

describe('setOptions', () => {
  afterEach(() => activateLocale('en'))

  it('keeps the selected network while it is configured, else selects the first, and starts discovery', () => {
    const { context, store } = createTestContext()
    store.setState({ network: { caipNetwork: NETWORKS[1] } })
    const persistence = context.persistence
    setOptions(context, { themeMode: 'dark' })
    expect(context.persistence).toBe(persistence)
    expect(store.getState().network.caipNetwork).toBe(NETWORKS[1])
    expect(store.getState().options.themeMode).toBe('dark')
    setOptions(context, { networks: [NETWORKS[2]!] })
    expect(store.getState().network.caipNetwork).toBe(NETWORKS[2])
    expect(context.adapters.discover).toHaveBeenLastCalledWith(['solana'])
  })

  it('switches persistence with the storage key', () => {
    const { context } = createTestContext()
    const before = context.persistence
    setOptions(context, { storageKey: 'other' })
    expect(context.persistence).not.toBe(before)
    expect(context.persistence.keyOf('session')).toBe('other:session')
  })

  it('throws at the call for an invalid network, and changes nothing', () => {
    const { context, store } = createTestContext()
    const options = store.getState().options
    expect(() =>
      setOptions(context, { networks: [{ caipNetworkId: 'eip155:1', name: 'Mainnet', rpcUrl: '' }] }),
    ).toThrow('Invalid options: networks[0].rpcUrl: expected a non-empty string, got ""')
    expect(store.getState().options).toBe(options)
  })

  it("a new locale's catalogue loads and becomes the page's language", async () => {
    const { context } = createTestContext()
    setOptions(context, { locale: 'es' })
    await vi.waitFor(() => expect(activeLocale()).toBe('es'))
  })

  it("options that leave the locale as it was do not take the page's language back from another modal", async () => {
    const english = createTestContext()
    const spanish = createTestContext()
    setOptions(spanish.context, { locale: 'es' })
    await vi.waitFor(() => expect(activeLocale()).toBe('es'))
    setOptions(english.context, { themeMode: 'dark' })
    expect(activeLocale()).toBe('es')
  })
})
