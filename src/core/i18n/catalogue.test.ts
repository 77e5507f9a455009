import { describe, expect, test } from 'vitest'
import { englishCatalogue } from './catalogue.js'
import { LOCALES } from './locales.js'
import { activateLocale, activeLocale, localized } from './locale.js'
import { firstPaintMessages } from '../firstPaintMessages.js'
import { swapMessages } from '../messages/swaps.js'
import { onrampMessages } from '../messages/onramp.js'
import { namesMessages } from '../messages/names.js'
import { embeddedMessages } from '../embeddedMessages.js'
import { platformMessages } from '../messages/platform.js'
import { buttonsMessages } from '../messages/buttons.js'
import { consoleMessages } from '../../features/platform/consoleMessages.js'

/** Marker arguments: a template's placeholders are the markers its text shows. */
const MARKERS = ['⟦a⟧', '⟦b⟧', '⟦c⟧', '⟦d⟧']

/** The placeholders a text uses: for a template, the marker arguments that appear in its text. */
function placeholders(text: unknown, key = ''): string[] {
  if (typeof text !== 'function') return []
  const fn = text as (...args: unknown[]) => string
  // receiveNote's lists and count get a list of one marker, a string marker, a list and a count.
  const args = key === 'receiveNote' ? [[MARKERS[0]], MARKERS[1], [MARKERS[2]], 3] : MARKERS.slice(0, fn.length)
  const out = fn(...args)
  return MARKERS.filter((m) => out.includes(m))
}

const shape = (value: unknown) =>
  value !== null && typeof value === 'object' ? Object.keys(value).sort() : typeof value

describe.each(LOCALES.filter((l) => l !== 'en' && l !== 'en-XA'))('the %s catalogue', (locale) => {
  test('has every key of the English catalogue, no other, each of the same kind with the same placeholders', async () => {
    const { default: catalogue } = (await import(`./locales/${locale}.ts`)) as { default: Record<string, unknown> }
    const english = englishCatalogue as Record<string, unknown>
    expect(Object.keys(english).filter((key) => !(key in catalogue))).toEqual([])
    expect(Object.keys(catalogue).filter((key) => !(key in english))).toEqual([])
    for (const [key, text] of Object.entries(english)) {
      expect(shape(catalogue[key]), key).toEqual(shape(text))
      expect(placeholders(catalogue[key], key), key).toEqual(placeholders(text, key))
      if (typeof text === 'string') expect(catalogue[key], key).not.toBe('')
    }
  })
})

describe('what is catalogued', () => {
  test("every text the Swap, on-ramp, names, email-login and origin-notice views show, and the companion buttons' own, is in the English catalogue (spec texts and console texts apart)", () => {
    const catalogued = new Set(Object.keys(englishCatalogue))
    const keptEnglish = [
      'errorResolvingName',
      'errorFetchingSuggestions',
      'errorFetchingNames',
      'errorRegisteringName',
      'invalidEmail',
      'invalidEmailHint',
      'authInitFailed',
      'actionNotAllowed',
    ]
    const console = Object.keys(consoleMessages)
    for (const part of [
      swapMessages,
      onrampMessages,
      namesMessages,
      embeddedMessages,
      platformMessages,
      buttonsMessages,
    ]) {
      const missing = Object.keys(part).filter(
        (key) =>
          !(key in firstPaintMessages) && !catalogued.has(key) && !keptEnglish.includes(key) && !console.includes(key),
      )
      expect(missing).toEqual([])
    }
    for (const key of [...keptEnglish, ...console]) expect(catalogued.has(key), key).toBe(false)
  })
})

describe('the check itself', () => {
  test('catches a missing key and a dropped placeholder', () => {
    const broken: Record<string, unknown> = { ...englishCatalogue, switchTo: () => 'Cambiar' }
    delete broken.connectTitle
    expect(Object.keys(englishCatalogue).filter((key) => !(key in broken))).toEqual(['connectTitle'])
    expect(placeholders(broken.switchTo)).not.toEqual(placeholders(englishCatalogue.switchTo))
  })
})

describe('the active locale', () => {
  test('localized parts answer from the active catalogue, else English; back to English restores', async () => {
    const messages = localized(firstPaintMessages)
    expect(messages.connectTitle).toBe('Connect Wallet')
    await activateLocale('es')
    expect(activeLocale()).toBe('es')
    expect(messages.connectTitle).toBe('Conectar billetera')
    // A key outside the translated part stays English.
    expect(messages.invalidView('X', ['Connect'])).toContain('Cannot open view "X"')
    await activateLocale('en')
    expect(messages.connectTitle).toBe('Connect Wallet')
  })

  test('the later of two requests wins', async () => {
    const first = activateLocale('ja')
    const second = activateLocale('ar')
    await Promise.all([first, second])
    expect(activeLocale()).toBe('ar')
    await activateLocale('en')
  })
})
