import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, activeLocale, subscribeLocale } from './locale.js'
import { LOCALES, matchLocale, type Locale } from './locales.js'

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
    await activateLocale('xx' as Locale)
    expect(activeLocale()).toBe('en')
    expect(listener).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith('wallet-modal: locale xx not loaded', expect.any(TypeError))
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

describe('matchLocale', () => {
  it('every shipped tag matches itself, in any case', () => {
    for (const locale of LOCALES) {
      expect(matchLocale(locale)).toBe(locale)
      expect(matchLocale(locale.toLowerCase())).toBe(locale)
      expect(matchLocale(locale.toUpperCase())).toBe(locale)
    }
  })

  it('a regional or scripted tag matches its language', () => {
    expect(matchLocale('pt-BR')).toBe('pt')
    expect(matchLocale('pt-PT')).toBe('pt')
    expect(matchLocale('en-US')).toBe('en')
    expect(matchLocale('es-419')).toBe('es')
    expect(matchLocale('de-CH')).toBe('de')
    expect(matchLocale('fr-CA')).toBe('fr')
    expect(matchLocale('ms-MY')).toBe('ms')
    expect(matchLocale('uk-UA')).toBe('uk')
    expect(matchLocale('sr-Latn-RS')).toBeUndefined()
  })

  it('Chinese by script, then region: Traditional to zh-TW or zh-HK, Simplified to zh-CN', () => {
    expect(matchLocale('zh')).toBe('zh-CN')
    expect(matchLocale('zh-Hans')).toBe('zh-CN')
    expect(matchLocale('zh-Hans-CN')).toBe('zh-CN')
    expect(matchLocale('zh-SG')).toBe('zh-CN')
    expect(matchLocale('zh-Hans-HK')).toBe('zh-CN')
    expect(matchLocale('zh-Hant')).toBe('zh-TW')
    expect(matchLocale('zh-Hant-TW')).toBe('zh-TW')
    expect(matchLocale('zh-tw')).toBe('zh-TW')
    expect(matchLocale('zh-HK')).toBe('zh-HK')
    expect(matchLocale('zh-Hant-HK')).toBe('zh-HK')
    expect(matchLocale('zh-MO')).toBe('zh-HK')
    expect(matchLocale('zh-Hant-MO')).toBe('zh-HK')
  })

  it('a language the modal does not ship, or no language, matches nothing', () => {
    expect(matchLocale('nl-NL')).toBeUndefined()
    expect(matchLocale('fil')).toBeUndefined()
    expect(matchLocale('english')).toBeUndefined()
    // POSIX style is not a BCP 47 tag.
    expect(matchLocale('pt_BR')).toBeUndefined()
    expect(matchLocale('')).toBeUndefined()
  })
})

describe('the catalogue loaders', () => {
  it('every shipped locale but English has a loader that brings its catalogue', async () => {
    const { default: catalogueLoaders } = await import('./catalogueLoaders.js')
    expect(Object.keys(catalogueLoaders).sort()).toEqual(LOCALES.filter((l) => l !== 'en').sort())
    for (const locale of ['de', 'zh-HK', 'zh-TW'] as const) {
      await activateLocale(locale)
      expect(activeLocale()).toBe(locale)
    }
  })
})
