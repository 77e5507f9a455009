import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'
import { englishCatalogue } from './catalogue.js'
import { activateLocale, activeLocale, localized } from './locale.js'
import { firstPaintMessages } from '../firstPaintMessages.js'
import { swapMessages } from '../../features/swaps/messages.js'
import { onrampMessages } from '../../features/onramp/messages.js'
import { namesMessages } from '../../features/names/messages.js'
import { embeddedMessages } from '../../features/embedded/messages.js'
import { platformMessages } from '../../features/platform/messages.js'
import { buttonsMessages } from '../messages/buttons.js'
import { consoleMessages } from '../../features/platform/consoleMessages.js'
import { featureMessages } from '../../features/messages.js'

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

describe("the features' texts", () => {
  const features = join(import.meta.dirname, '../../features')
  /** Every features/<feature>/messages.ts and features/<feature>/<area>/messages.ts. */
  const parts = readdirSync(features, { recursive: true, encoding: 'utf8' })
    .filter((file) => /^[^/]+\/([^/]+\/)?messages\.ts$/.test(file.replaceAll('\\', '/')))
    .sort()

  test('each message module beside a feature is gathered by features/messages.ts, each text as it defines it', async () => {
    expect(parts.length).toBeGreaterThan(10)
    const gathered = featureMessages as Record<string, unknown>
    for (const part of parts) {
      const exports = (await import(join(features, part))) as Record<string, unknown>
      const texts = Object.entries(exports).filter(([name]) => name.endsWith('Messages'))
      expect(texts.length, `${relative(features, join(features, part))} exports a *Messages part`).toBeGreaterThan(0)
      for (const [name, text] of texts)
        for (const [key, value] of Object.entries(text as Record<string, unknown>)) {
          expect(key in gathered, `${part} ${name}.${key} is gathered`).toBe(true)
          // A key two parts share is one text: the gathered one reads as this part's does.
          if (gathered[key] === value) continue
          if (typeof value === 'function')
            expect(placeholders(gathered[key], key), key).toEqual(placeholders(value, key))
          else expect(gathered[key], `${part} ${name}.${key}`).toEqual(value)
        }
    }
  })

  test("the email login's texts are defined in one module, each once ('Continue' serves the field and the other email forms)", async () => {
    const { emailFieldMessages, embeddedMessages } = await import('../../features/embedded/messages.js')
    expect(embeddedMessages.emailContinue).toBe(emailFieldMessages.emailContinue)
    expect(englishCatalogue.emailContinue).toBe('Continue')
    const definitions = parts.filter((part) => part !== 'embedded/messages.ts')
    for (const part of definitions) {
      const exports = (await import(join(features, part))) as Record<string, Record<string, unknown>>
      for (const [name, text] of Object.entries(exports))
        if (name.endsWith('Messages')) expect(Object.keys(text), part).not.toContain('emailContinue')
    }
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
