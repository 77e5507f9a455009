import { afterEach, describe, expect, test } from 'vitest'
import { activateLocale, localized } from './locale.js'
import { pseudoText, pseudoValue } from './pseudo.js'

describe('the pseudo-locale', () => {
  afterEach(() => activateLocale('en'))

  test('accents every letter, brackets the text and pads it by about 40% of its letters', () => {
    expect(pseudoText('Connect Wallet')).toBe('[Ćőññéćţ Ŵåļļéţ ······]')
    expect(pseudoText('Hi!')).toBe('[Ĥî! ·]')
    expect(pseudoText('…')).toBe('[…]')
  })

  test('leaves a value that is no text, template or table as it is', () => {
    expect(pseudoValue(5)).toBe(5)
    expect(pseudoValue(true)).toBe(true)
    expect(pseudoValue(null)).toBe(null)
  })

  test("keeps a template's arguments, lists included, as they are: they are data", () => {
    const balance = pseudoValue((amount: string) => `Balance: ${amount}`) as (a: string) => string
    expect(balance('1.5 ETH')).toBe('[Ɓåļåñćé: 1.5 ETH ···]')
    const list = pseudoValue((names: string[], count: number) => `${names.join(' and ')} on ${count} networks`) as (
      n: string[],
      c: number,
    ) => string
    expect(list(['ETH', 'vitalik.eth'], 2)).toBe('[ETH åñđ vitalik.eth őñ 2 ñéţŵőŕķš ······]')
  })

  test('pseudo-localises every entry of a table of texts', () => {
    expect(pseudoValue({ send: 'Sent', receive: 'Received' })).toEqual({
      send: '[Šéñţ ··]',
      receive: '[Ŕéćéîṽéđ ····]',
    })
  })

  test('views read pseudo texts through localized(), except the texts that stay English (spec section 8)', async () => {
    const part = localized({ connectTitle: 'Connect Wallet', actionNotAllowed: 'Action not allowed' })
    await activateLocale('en-XA')
    expect(part.connectTitle).toBe('[Ćőññéćţ Ŵåļļéţ ······]')
    expect(part.actionNotAllowed).toBe('Action not allowed')
    await activateLocale('en')
    expect(part.connectTitle).toBe('Connect Wallet')
  })
})
