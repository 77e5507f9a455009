import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, activeLocale, subscribeLocale } from './locale.js'
import type { Locale } from './locales.js'

afterEach(async () => {
  vi.restoreAllMocks()
  await activateLocale('en')
})

describe('activateLocale', () => {
  it('asking for the locale already active tells no one', async () => {
    const listener = vi.fn()
    const off = subscribeLocale(listener)
    await activateLocale('en')
    expect(listener).not.toHaveBeenCalled()
    off()
  })

  it('a later call wins over one still loading: ja then en stays English', async () => {
    const listener = vi.fn()
    const off = subscribeLocale(listener)
    const ja = activateLocale('ja')
    const en = activateLocale('en')
    await Promise.all([ja, en])
    expect(activeLocale()).toBe('en')
    expect(listener).not.toHaveBeenCalled()
    off()
  })

  it('a chunk that fails to load keeps the active locale, with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const listener = vi.fn()
    const off = subscribeLocale(listener)
    await activateLocale('fr' as Locale)
    expect(activeLocale()).toBe('en')
    expect(listener).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith('wallet-modal: locale fr not loaded', expect.any(TypeError))
    off()
  })

  it('subscribers hear a change until they unsubscribe', async () => {
    const listener = vi.fn()
    const off = subscribeLocale(listener)
    await activateLocale('es')
    expect(activeLocale()).toBe('es')
    expect(listener).toHaveBeenCalledOnce()
    off()
    await activateLocale('en')
    expect(activeLocale()).toBe('en')
    expect(listener).toHaveBeenCalledOnce()
  })
})
